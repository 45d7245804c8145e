// Released with fingerprint 93066a3e43987b7ab1741b4c350c8f3ada8402c0b5079ecdadab4c117320fbc5
import type { Kysely } from 'kysely';

/**
 * Devices waiting to be bound: one row per MAC that checked in without an owner, written when its
 * activation code is issued (once per code, never per check-in) and removed when it is bound or added by hand. The
 * list shows rows whose code is still alive (24 h); the code itself stays in the key-value store, this row only
 * repeats it so the list needs no scan of that store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_devices')
    .addColumn('mac_address', 'text', (col) => col.primaryKey())
    .addColumn('id', 'text', (col) => col.notNull().unique())
    .addColumn('board', 'text')
    .addColumn('app_version', 'text')
    .addColumn('activation_code', 'text', (col) => col.notNull())
    .addColumn('checked_in_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('pending_devices_checked_in_idx').on('pending_devices').columns(['checked_in_at']).execute();
}

