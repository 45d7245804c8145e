// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

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

/** The tables the address-book module owns. */
export interface AddressBookTables {
  device_address_book: DeviceAddressBookTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends AddressBookTables {}
}
