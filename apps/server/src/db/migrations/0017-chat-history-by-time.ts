// Released with fingerprint 1a4fdda6fd265979e03933f8e19e7a9bcea197c3e6741f0a057231e6a0b63ca6
import type { Kysely } from 'kysely';

/**
 * The home overview counts a user's messages and sessions per day over the last 30 days: this index reads each
 * agent's messages in that time range alone, session ids included, instead of the agent's whole history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('agent_chat_history_agent_created_idx')
    .on('agent_chat_history')
    .columns(['agent_id', 'created_at', 'session_id'])
    .execute();
}
