/** What other modules may use of device-server-api; every other file here is internal (lint enforces it). */
export type { AgentPlugins, DeviceServerApiService } from './device-server-api.service.ts';
