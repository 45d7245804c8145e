/** What other modules may use of bootstrap; every other file here is internal (lint enforces it). */
export * from './bootstrap.service.ts';
