// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

/** upstream `ai_device`; the id is the MAC address. */
export interface DevicesTable {
  id: string;
  user_id: string;
  mac_address: string;
  last_connected_at: string | null;
  auto_update: number;
  board: string | null;
  alias: string | null;
  agent_id: string | null;
  app_version: string | null;
  /** The Client-Id of its first check-in once bound; later check-ins from another id only refresh last seen. */
  client_id: string | null;
  sort: number;
  created_at: string;
  updated_at: string;
}

/** A device that checked in without an owner (0031); `id` is opaque so a list can name a row without its MAC. */
export interface PendingDevicesTable {
  mac_address: string;
  id: string;
  board: string | null;
  app_version: string | null;
  activation_code: string;
  checked_in_at: string;
}

/** The tables the devices module owns. */
export interface DevicesTables {
  devices: DevicesTable;
  pending_devices: PendingDevicesTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends DevicesTables {}
}
