/** What other modules may use of single sign-on; every other file here is internal (lint enforces it). */
export * from './sso-settings.service.ts';
export * from './sso-sign-in.service.ts';
export * from './sso-links.ts';
