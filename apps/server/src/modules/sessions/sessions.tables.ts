// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

export interface UserTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

/** The tables the sessions module owns. */
export interface SessionsTables {
  user_tokens: UserTokensTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends SessionsTables {}
}
