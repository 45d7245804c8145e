// Released with fingerprint 85a9289f2d7e2bc744939012003e363f51a1fdfe2c8e60d8ca923fc2a22fcc60
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password', 'text', (col) => col.notNull())
    .addColumn('super_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_created_at_id_idx').on('users').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('user_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('user_tokens_user_id_idx').on('user_tokens').column('user_id').execute();

  await db.schema
    .createTable('kv')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema.createIndex('kv_expires_at_idx').on('kv').column('expires_at').execute();
}
