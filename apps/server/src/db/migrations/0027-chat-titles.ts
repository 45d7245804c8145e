// Released with fingerprint 4235f7fe38ceae73238ef2f2d9c0008f3c0f2c84463633b84c141455ffdbec67
import type { Kysely } from 'kysely';

/**
 * Session titles (upstream's `ai_agent_chat_title`): the device server asks for one at the end of a
 * conversation and the small LLM writes it in the background. Keyed by agent and session, since session ids come from
 * device servers and only the agent's history gives them meaning; the chat-history session list reads it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_chat_titles')
    .addColumn('agent_id', 'text', (col) => col.notNull())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('agent_chat_titles_pk', ['agent_id', 'session_id'])
    .execute();
}
