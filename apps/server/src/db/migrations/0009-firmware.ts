// Released with fingerprint 9e3513cafd375af9c51e8b71de77a1bc8d0a164e65a75bfa5ab44bb0ab52ad69
import type { Kysely } from 'kysely';

/**
 * upstream `ai_ota` plus the md5 of the image; `storage_key` names the object in
 * firmware storage (local disk or S3). One row per board type and version. The console lists newest
 * first, optionally for one board type; OTA check-ins read every version of the device's board.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('firmware')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('firmware_name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('md5', 'text', (col) => col.notNull())
    .addColumn('remark', 'text')
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('creator', 'text')
    .addColumn('updater', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('firmware_type_version_uq', ['type', 'version'])
    .execute();
  await db.schema.createIndex('firmware_created_idx').on('firmware').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('firmware_type_created_idx').on('firmware').columns(['type', 'created_at', 'id']).execute();
  await db.schema.createIndex('firmware_storage_key_idx').on('firmware').column('storage_key').execute();
}
