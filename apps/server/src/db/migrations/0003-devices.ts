// Released with fingerprint f4424868c001e337ade580a3f4b07291c4cab754207b5785799e212f7e7048ea
import type { Kysely } from 'kysely';

/** upstream `ai_device`; the id is the device MAC. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('devices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('mac_address', 'text', (col) => col.notNull())
    .addColumn('last_connected_at', 'text')
    .addColumn('auto_update', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('board', 'text')
    .addColumn('alias', 'text')
    .addColumn('agent_id', 'text')
    .addColumn('app_version', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('devices_user_id_idx').on('devices').column('user_id').execute();
  await db.schema.createIndex('devices_mac_address_idx').on('devices').column('mac_address').execute();
  await db.schema.createIndex('devices_agent_id_idx').on('devices').column('agent_id').execute();
}
