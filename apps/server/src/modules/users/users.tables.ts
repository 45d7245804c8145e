// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

/**
 * Row types of every table, written by hand and reviewed like a schema.
 * Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.
 */
export interface UsersTable {
  id: string;
  username: string;
  password: string;
  super_admin: number;
  status: number;
  created_at: string;
  updated_at: string;
}

/** The tables the users module owns. */
export interface UsersTables {
  users: UsersTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends UsersTables {}
}
