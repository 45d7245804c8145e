// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

export interface FirmwareTable {
  id: string;
  firmware_name: string;
  /** A FIRMWARE_TYPE dictionary value (the board). */
  type: string;
  version: string;
  size: number;
  md5: string;
  remark: string | null;
  storage_key: string;
  sort: number;
  creator: string | null;
  updater: string | null;
  created_at: string;
  updated_at: string;
}

/** The tables the firmware module owns. */
export interface FirmwareTables {
  firmware: FirmwareTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends FirmwareTables {}
}
