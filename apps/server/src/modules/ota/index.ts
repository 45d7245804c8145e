/** What other modules may use of ota; every other file here is internal (lint enforces it). */
export * from './connection-params.ts';
export * from './websocket-token.ts';
