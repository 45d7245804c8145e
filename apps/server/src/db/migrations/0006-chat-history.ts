// Released with fingerprint f6c06be3fe707f087397cc919e1652684ed9a9463e3ba3b0268f9e98c948a76a
import type { Kysely } from 'kysely';
import { addSerialId, bytesColumnType } from './support/dialect.ts';

/** upstream `ai_agent_chat_history` and `ai_agent_chat_audio`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addSerialId(db.schema.createTable('agent_chat_history'), db)
    .addColumn('mac_address', 'text', (col) => col.notNull())
    .addColumn('agent_id', 'text', (col) => col.notNull())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('chat_type', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('audio_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Sessions by agent and messages of one session in time order both read this index.
  await db.schema
    .createIndex('agent_chat_history_agent_session_created_idx')
    .on('agent_chat_history')
    .columns(['agent_id', 'session_id', 'created_at'])
    .execute();
  await db.schema.createIndex('agent_chat_history_audio_id_idx').on('agent_chat_history').column('audio_id').execute();

  await db.schema
    .createTable('agent_chat_audio')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('audio', bytesColumnType(db), (col) => col.notNull())
    .execute();
}
