// Row types of the tables this store owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

/** Short-lived values (captcha answers, SMS codes, counters); a Redis store can replace it. */
export interface KvTable {
  key: string;
  value: string;
  expires_at: string | null;
}

/** The tables the SQL key-value store owns. */
export interface KvTables {
  kv: KvTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends KvTables {}
}
