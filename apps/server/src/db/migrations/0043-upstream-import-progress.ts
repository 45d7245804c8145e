// Released with fingerprint 63623dd2cb62a623e2fb988bcfae5fc720960f3805fb1dfbc4b0523e2855825c
import type { Kysely } from 'kysely';

/**
 * Where an import of an upstream xiaozhi-esp32-server database stands, per source and table: the last upstream key
 * written (JSON), committed in the same transaction as that batch, so a second run continues after it and never
 * writes a row twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upstream_import_progress')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('table_name', 'text', (col) => col.notNull())
    .addColumn('last_key', 'text')
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('imported', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('present', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('upstream_import_progress_pk', ['source', 'table_name'])
    .execute();
}
