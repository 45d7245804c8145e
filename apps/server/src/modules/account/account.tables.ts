// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

/**
 * Wrong passwords counted for one (account, address) pair, one address (`user_id` '') or one account (`address` '')
 * and, past that scope's threshold, until when it waits.
 */
export interface LoginLockoutsTable {
  user_id: string;
  address: string;
  failures: number;
  locked_until: string | null;
  updated_at: string;
}

/** The tables the account module owns. */
export interface AccountTables {
  login_lockouts: LoginLockoutsTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends AccountTables {}
}
