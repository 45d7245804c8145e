import type { BoundDevice } from '@vox/contracts';
import { epochMsString, formatUtc } from '../../lib/time.ts';
import type { DeviceRow } from './devices.repository.ts';

/** UserShowDeviceListVO: `deviceType` repeats the board. */
export function toBoundDevice(row: DeviceRow): BoundDevice {
  return {
    id: row.id,
    agentId: row.agent_id,
    macAddress: row.mac_address,
    board: row.board,
    deviceType: row.board,
    appVersion: row.app_version,
    alias: row.alias,
    autoUpdate: row.auto_update,
    createDate: formatUtc(row.created_at),
    createDateTimestamp: epochMsString(row.created_at),
    lastConnectedAtTimestamp: row.last_connected_at ? epochMsString(row.last_connected_at) : null,
  };
}
