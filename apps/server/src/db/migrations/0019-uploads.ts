// Released with fingerprint 8383e8925ed12fee160bb169be442389620564ae445c2fe75fb75e0fe12e3be3
import type { Kysely } from 'kysely';

/**
 * `upload_tokens`: single-use upload tokens, stored hashed, bound to their user and purpose (and a reserved
 * key when one was asked for); consuming one is a `DELETE … RETURNING`, so of two uploads with one token one wins.
 * `uploads`: every stored file with its owner and purpose, so a route given a key or URL can refuse another user's file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('object_key', 'text')
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('upload_tokens_user').on('upload_tokens').columns(['user_id', 'expires_at']).execute();

  await db.schema
    .createTable('uploads')
    .addColumn('object_key', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('uploads_owner').on('uploads').columns(['owner_id', 'created_at']).execute();
}
