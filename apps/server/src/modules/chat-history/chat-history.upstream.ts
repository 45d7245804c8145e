import { normalizeMac } from '@vox/contracts';
import { sql } from 'kysely';
import { mapEach, upstreamNumber, upstreamText, upstreamTime, type UpstreamImportContext, type UpstreamTableImport } from '../../lib/upstream-table-import.ts';

/**
 * Messages in upstream's id order; they get serial ids of their own (upstream's 64-bit ids would not survive as
 * JavaScript numbers, and nothing outside points at a message). Session summaries are rebuilt after the last batch.
 */
export const chatHistoryUpstreamImport: UpstreamTableImport = {
  source: 'ai_agent_chat_history',
  sourceKey: ['id'],
  target: 'agent_chat_history',
  targetKey: ['id'],
  batchSize: 2000,
  map: async (rows, context) =>
    mapEach(rows, (row) => String(row.id), (row) => {
      const agentId = upstreamText(row.agent_id);
      if (!agentId || !context.agentExists(agentId)) return 'its agent is not in ai_agent';
      const created = upstreamTime(row.created_at, context.now);
      return {
        mac_address: normalizeMac(upstreamText(row.mac_address) ?? ''),
        agent_id: agentId,
        session_id: upstreamText(row.session_id) ?? '',
        chat_type: upstreamNumber(row.chat_type, 1),
        content: upstreamText(row.content) ?? '',
        audio_id: upstreamText(row.audio_id),
        created_at: created,
        updated_at: upstreamTime(row.updated_at, created),
      };
    }),
  async finish(db) {
    await db.deleteFrom('agent_chat_sessions').execute();
    await sql`
      insert into agent_chat_sessions (agent_id, session_id, last_at, message_count)
      select agent_id, session_id, max(created_at), count(*) from agent_chat_history group by agent_id, session_id
    `.execute(db);
  },
};

/** Audio bytes as stored, a few dozen rows per batch so a batch stays small. */
export const chatAudioUpstreamImport: UpstreamTableImport = {
  source: 'ai_agent_chat_audio',
  sourceKey: ['id'],
  target: 'agent_chat_audio',
  targetKey: ['id'],
  batchSize: 50,
  map: async (rows) =>
    mapEach(rows, (row) => String(row.id), (row) => {
      if (!Buffer.isBuffer(row.audio) || row.audio.length === 0) return 'no audio bytes';
      return { id: String(row.id), audio: row.audio };
    }),
};

const sessionAgents = new WeakMap<UpstreamImportContext, Promise<Map<string, string>>>();

/** The agent of each session, read once from the imported summaries (upstream keys titles by session alone). */
function agentOfSession(context: UpstreamImportContext): Promise<Map<string, string>> {
  let agents = sessionAgents.get(context);
  if (!agents) {
    agents = context.db
      .selectFrom('agent_chat_sessions')
      .select(['agent_id', 'session_id'])
      .execute()
      .then((rows) => new Map(rows.map((row) => [row.session_id, row.agent_id])));
    sessionAgents.set(context, agents);
  }
  return agents;
}

export const chatTitlesUpstreamImport: UpstreamTableImport = {
  source: 'ai_agent_chat_title',
  sourceKey: ['id'],
  target: 'agent_chat_titles',
  targetKey: ['agent_id', 'session_id'],
  async map(rows, context) {
    const agents = await agentOfSession(context);
    return mapEach(rows, (row) => String(row.id), (row) => {
      const sessionId = String(row.session_id);
      const agentId = agents.get(sessionId);
      if (!agentId) return 'no imported message of its session';
      const created = upstreamTime(row.created_at, context.now);
      return { agent_id: agentId, session_id: sessionId, title: upstreamText(row.title) ?? '', created_at: created, updated_at: upstreamTime(row.updated_at, created) };
    });
  },
};
