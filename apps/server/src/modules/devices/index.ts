/** What other modules may use of devices; every other file here is internal (lint enforces it). */
export * from './activation-codes.ts';
export * from './devices.repository.ts';
export * from './pending-devices.repository.ts';
export * from './mqtt-client-id.ts';
export * from './devices-purge.ts';
export * from './device-directory.ts';
export * from './devices.upstream.ts';
// Its row type, for the read models documented in module-ownership.ts.
export type { DevicesTable } from './devices.tables.ts';
