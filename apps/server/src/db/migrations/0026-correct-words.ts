// Released with fingerprint f548922a59f612d1fb9917f7384057c9bfb8b29e270ee37b18b96c87b4fa5318
import type { Kysely } from 'kysely';

/**
 * Replacement words (upstream's `ai_agent_correct_word_file` / `_mapping`): a user's word files, each the
 * `source|target` lines as one text (`content`, lines joined by "\n"), and which files each agent uses. The pairs are
 * read from `content` when xiaozhi-server asks (`POST /config/correct-words`), so upstream's item table is not needed.
 * File names are unique per owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('correct_word_files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('word_count', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('correct_word_files_user_name_uq', ['user_id', 'file_name'])
    .execute();
  await db.schema.createIndex('correct_word_files_user_idx').on('correct_word_files').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('agent_correct_word_files')
    .addColumn('agent_id', 'text', (col) => col.notNull())
    .addColumn('file_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('agent_correct_word_files_pk', ['agent_id', 'file_id'])
    .execute();
  await db.schema.createIndex('agent_correct_word_files_file_idx').on('agent_correct_word_files').columns(['file_id']).execute();
}
