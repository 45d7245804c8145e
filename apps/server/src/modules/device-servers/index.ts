/** What other modules may use of device-servers; every other file here is internal (lint enforces it). */
export * from './device-server-auth.ts';
