// Released with fingerprint d0891a07d3d40096145d0fe2aa6ff1554316c2e930715678a9d05ad580ee3a29
import type { Kysely } from 'kysely';
import { seedModelCatalogue } from './data/0004/model-catalogue.ts';

/** upstream `ai_model_provider`, `ai_model_config`, `ai_tts_voice` with their seed rows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('model_providers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('model_type', 'text', (col) => col.notNull())
    .addColumn('provider_code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('fields', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('creator', 'text')
    .addColumn('updater', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('model_providers_type_sort_idx').on('model_providers').columns(['model_type', 'sort']).execute();

  await db.schema
    .createTable('model_configs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('model_type', 'text', (col) => col.notNull())
    .addColumn('model_code', 'text', (col) => col.notNull())
    .addColumn('model_name', 'text', (col) => col.notNull())
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('config_json', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('doc_link', 'text')
    .addColumn('remark', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('creator', 'text')
    .addColumn('updater', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('model_configs_type_sort_idx').on('model_configs').columns(['model_type', 'sort']).execute();

  await db.schema
    .createTable('tts_voices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tts_model_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('tts_voice', 'text', (col) => col.notNull())
    .addColumn('languages', 'text')
    .addColumn('voice_demo', 'text')
    .addColumn('remark', 'text')
    .addColumn('reference_audio', 'text')
    .addColumn('reference_text', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('creator', 'text')
    .addColumn('updater', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tts_voices_model_sort_idx').on('tts_voices').columns(['tts_model_id', 'sort']).execute();

  await seedModelCatalogue(db);
}
