/** What other modules may use of params; every other file here is internal (lint enforces it). */
export * from './params.service.ts';
