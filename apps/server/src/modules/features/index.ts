/** What other modules may use of feature management; every other file here is internal (lint enforces it). */
export { FeaturesService, SYSTEM_WEB_MENU_CODE } from './features.service.ts';
