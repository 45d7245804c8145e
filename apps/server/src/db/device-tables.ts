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
