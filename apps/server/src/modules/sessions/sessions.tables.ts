// Row types of the tables this module owns, merged into `Database` by db/database.ts.
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
