// Released with fingerprint 9b77fa1a7f83c35b003f1e164f3b556297e66dbe710b6be6f29b8f3f45dbf6ea
import { sql, type Kysely } from 'kysely';

/**
 * One row per chat session: its message count and latest message time, kept as messages arrive, so
 * the session list pages an index instead of grouping every message of the agent (a scan that grew with the history).
 * Existing history is summed up here once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_chat_sessions')
    .addColumn('agent_id', 'text', (col) => col.notNull())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('last_at', 'text', (col) => col.notNull())
    .addColumn('message_count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('agent_chat_sessions_pk', ['agent_id', 'session_id'])
    .execute();
  // In the list's own order (newest first, then session id), so a page is read straight from the index.
  await sql`create index agent_chat_sessions_recent_idx on agent_chat_sessions (agent_id, last_at desc, session_id)`.execute(db);
  await sql`
    insert into agent_chat_sessions (agent_id, session_id, last_at, message_count)
    select agent_id, session_id, max(created_at), count(*) from agent_chat_history group by agent_id, session_id`.execute(db);
}
