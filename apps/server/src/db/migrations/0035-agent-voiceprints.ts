// Released with fingerprint a35fa9c56b95ce8165529c5257f44d250b108c61bbf47d6704e25ed0e274440a
import type { Kysely } from 'kysely';

/**
 * Voiceprints (upstream's `ai_agent_voice_print`): an agent's named speakers. `speaker_id` is the id the
 * voiceprint service knows the voice by; it differs from `id` once the audio is replaced, because the new voice is
 * registered under a fresh speaker id before the old one is dropped (a failed registration leaves the old one working).
 * `user_id` is the creator, as upstream filters the list by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_voiceprints')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('agent_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('speaker_id', 'text', (col) => col.notNull().unique())
    .addColumn('audio_id', 'text', (col) => col.notNull())
    .addColumn('source_name', 'text', (col) => col.notNull())
    .addColumn('introduce', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('agent_voiceprints_agent_idx').on('agent_voiceprints').columns(['agent_id', 'created_at']).execute();
}
