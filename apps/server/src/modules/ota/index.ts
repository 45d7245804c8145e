/** What other modules may use of ota; every other file here is internal (lint enforces it). */
export * from './connection-params.ts';
export * from './websocket-token.ts';
export { INVALID_FIRMWARE_URL, type OtaService } from './ota.service.ts';
