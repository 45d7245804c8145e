/** What other modules may use of api-keys; every other file here is internal (lint enforces it). */
export * from './api-keys.service.ts';
export * from './user-api-keys.ts';
