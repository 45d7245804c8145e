// Row types of the tables this store owns, merged into `Database` by db/database.ts.
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
