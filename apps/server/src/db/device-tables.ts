/** A device that checked in without an owner (0031); `id` is opaque so a list can name a row without its MAC. */
export interface PendingDevicesTable {
  mac_address: string;
  id: string;
  board: string | null;
  app_version: string | null;
  activation_code: string;
  checked_in_at: string;
}
