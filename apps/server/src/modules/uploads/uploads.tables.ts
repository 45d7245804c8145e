// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

/** Single-use upload tokens, by their SHA-256; `object_key` is the key reserved with `?key=`, if any. */
export interface UploadTokensTable {
  token_hash: string;
  user_id: string;
  purpose: string;
  object_key: string | null;
  expires_at: string;
  created_at: string;
}

/** Uploaded files in the `uploads` storage area, with their owner and purpose. */
export interface UploadsTable {
  object_key: string;
  owner_id: string;
  purpose: string;
  file_name: string;
  content_type: string;
  size: number;
  hash: string;
  created_at: string;
}

/** The tables the uploads module owns. */
export interface UploadsTables {
  upload_tokens: UploadTokensTable;
  uploads: UploadsTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends UploadsTables {}
}
