// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

/** Why a key stopped working without its owner deleting it. */
export type ApiKeyRevokedReason = 'password_changed' | 'password_reset' | 'user_disabled';

export interface ApiKeysTable {
  id: string;
  user_id: string;
  description: string;
  key_hash: string;
  key_sealed: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_reason: ApiKeyRevokedReason | null;
}

/** The tables the api-keys module owns. */
export interface ApiKeysTables {
  api_keys: ApiKeysTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ApiKeysTables {}
}
