/** What other modules may use of sessions; every other file here is internal (lint enforces it). */
export * from './sessions.service.ts';
export * from './user-sessions.ts';
