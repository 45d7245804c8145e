// Released with fingerprint 8cda45c413a354e30406b3834490dbdec8d018bc17bb9b4b2d22a59616e4208f
import type { Kysely } from 'kysely';

/**
 * API keys. The key itself is never stored in the clear: `key_sealed` is AES-256-GCM under the server's
 * secrets key (shown again on reveal), `key_hash` an HMAC of it for the lookup on each request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('key_sealed', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_user_idx').on('api_keys').columns(['user_id', 'created_at']).execute();
}
