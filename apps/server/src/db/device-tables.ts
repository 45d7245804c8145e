/** A device that checked in without an owner (0031); `id` is opaque so a list can name a row without its MAC. */
export interface PendingDevicesTable {
  mac_address: string;
  id: string;
  board: string | null;
  app_version: string | null;
  activation_code: string;
  checked_in_at: string;
}

/** One device's name for another device of the same owner, and whether it may call it (0030, upstream `ai_device_address_book`). */
export interface DeviceAddressBookTable {
  mac_address: string;
  target_mac: string;
  user_id: string;
  alias: string;
  has_permission: number;
  created_at: string;
  updated_at: string;
}
