import { CHAT_TYPE, type ChatSource, type PageData, type PageQuery } from '@vox/contracts';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AgentChatHistoryTable } from './chat-history.tables.ts';
import { toBuffer, toCount } from '../../db/sql-helpers.ts';
import { paginate } from '../../lib/pagination.ts';

export type NewChatMessage = Insertable<AgentChatHistoryTable>;

export interface SessionRow {
  session_id: string;
  source: string;
  last_at: string;
  chat_count: unknown;
  title: string | null;
}

/** The agent and device of a session, from its first stored message. */
export interface SessionOwnerRow {
  agent_id: string;
  mac_address: string;
}

export interface MessageRow {
  created_at: string;
  chat_type: number;
  content: string;
  audio_id: string | null;
  mac_address: string;
}

/** Day `day` is the index into the bounds the counts were asked for. */
export interface DayActivityRow {
  day: number;
  sessions: number;
  messages: number;
}

export class ChatHistoryRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Stores a message and counts it into its session's summary (the caller's transaction keeps both in step). */
  async insertMessage(row: NewChatMessage, source: ChatSource = 'device'): Promise<void> {
    await this.#db.insertInto('agent_chat_history').values(row).execute();
    await this.#db
      .insertInto('agent_chat_sessions')
      .values({ agent_id: row.agent_id, session_id: row.session_id, last_at: row.created_at, message_count: 1, source })
      .onConflict((oc) =>
        oc.columns(['agent_id', 'session_id']).doUpdateSet({
          message_count: sql`agent_chat_sessions.message_count + 1`,
          // Reports may arrive out of order (each carries its own time): the latest stays.
          last_at: sql`case when excluded.last_at > agent_chat_sessions.last_at then excluded.last_at else agent_chat_sessions.last_at end`,
        }),
      )
      .execute();
  }

  async insertAudio(id: string, audio: Buffer): Promise<void> {
    await this.#db.insertInto('agent_chat_audio').values({ id, audio }).execute();
  }

  #sessionsOf(agentId: string, source?: ChatSource) {
    const sessions = this.#db
      .selectFrom('agent_chat_sessions')
      .select(['session_id', 'last_at', 'message_count as chat_count', 'source'])
      .where('agent_id', '=', agentId);
    return source ? sessions.where('source', '=', source) : sessions;
  }

  /**
   * Newest session first; a session's time is that of its latest message. Read from the per-session
   * summary through its (agent, last_at, session) index: a page costs the same however long the history.
   */
  sessionsPage(agentId: string, query: PageQuery, source?: ChatSource): Promise<PageData<SessionRow>> {
    // The title row is keyed by agent and session, so the left join keeps one row per session (and the count).
    const base = this.#db
      .selectFrom(this.#sessionsOf(agentId, source).as('s'))
      .leftJoin('agent_chat_titles as t', (join) => join.on('t.agent_id', '=', agentId).onRef('t.session_id', '=', 's.session_id'));
    return paginate(base, query, (qb) => qb.select(['s.session_id', 's.last_at', 's.chat_count', 's.source', 't.title']).orderBy('s.last_at', 'desc').orderBy('s.session_id')) as Promise<
      PageData<SessionRow>
    >;
  }

  /** The agent a device server's session belongs to: that of its first stored message. */
  sessionOwner(sessionId: string): Promise<SessionOwnerRow | undefined> {
    return this.#db
      .selectFrom('agent_chat_history')
      .select(['agent_id', 'mac_address'])
      .where('session_id', '=', sessionId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  async saveTitle(agentId: string, sessionId: string, title: string, now: string): Promise<void> {
    await this.#db
      .insertInto('agent_chat_titles')
      .values({ agent_id: agentId, session_id: sessionId, title, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['agent_id', 'session_id']).doUpdateSet({ title, updated_at: now }))
      .execute();
  }

  async titleOf(agentId: string, sessionId: string): Promise<string | undefined> {
    const row = await this.#db.selectFrom('agent_chat_titles').select('title').where('agent_id', '=', agentId).where('session_id', '=', sessionId).executeTakeFirst();
    return row?.title;
  }

  /** The session itself and up to `limit - 1` older ones, newest first (the "/previous" download). */
  async sessionsFrom(agentId: string, sessionId: string, limit: number): Promise<string[]> {
    const anchor = await this.#sessionsOf(agentId).where('session_id', '=', sessionId).executeTakeFirst();
    if (!anchor) return [];
    const rows = await this.#db
      .selectFrom(this.#sessionsOf(agentId).as('s'))
      .select('s.session_id')
      .where((eb) => eb.or([eb('s.last_at', '<', anchor.last_at), eb.and([eb('s.last_at', '=', anchor.last_at), eb('s.session_id', '>=', sessionId)])]))
      .orderBy('s.last_at', 'desc')
      .orderBy('s.session_id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.session_id);
  }

  messagesOf(agentId: string, sessionId: string): Promise<MessageRow[]> {
    return this.#db
      .selectFrom('agent_chat_history')
      .select(['created_at', 'chat_type', 'content', 'audio_id', 'mac_address'])
      .where('agent_id', '=', agentId)
      .where('session_id', '=', sessionId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** The text of the message of one of the user's agents that carries this audio. */
  async contentOfAudio(audioId: string, userId: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('agent_chat_history')
      .innerJoin('agents', 'agents.id', 'agent_chat_history.agent_id')
      .select('agent_chat_history.content')
      .where('agent_chat_history.audio_id', '=', audioId)
      .where('agents.user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return row?.content;
  }

  /** True when the audio belongs to a message of one of the user's agents. */
  async isAudioOfUser(audioId: string, userId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('agent_chat_history')
      .innerJoin('agents', 'agents.id', 'agent_chat_history.agent_id')
      .select('agent_chat_history.audio_id')
      .where('agent_chat_history.audio_id', '=', audioId)
      .where('agents.user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Messages and distinct sessions of the user's agents per day, day i running from `bounds[i]` up to `bounds[i + 1]`
   * (at least three ISO instants, oldest first), so days may follow any calendar; days without messages are left out.
   * Reads each agent's slice of the agent + time index.
   */
  async activityByDay(userId: string, bounds: readonly string[]): Promise<DayActivityRow[]> {
    const created = sql.ref('created_at');
    const earlier = bounds.slice(1, -1).map((bound, index) => sql`when ${created} < ${bound} then ${sql.lit(index)}`);
    const day = sql<number>`case ${sql.join(earlier, sql` `)} else ${sql.lit(bounds.length - 2)} end`;
    const messages = this.#db
      .selectFrom('agent_chat_history')
      .select([day.as('day'), 'session_id'])
      .where('agent_id', 'in', (eb) => eb.selectFrom('agents').select('agents.id').where('agents.user_id', '=', userId))
      .where('created_at', '>=', bounds[0]!)
      .where('created_at', '<', bounds.at(-1)!)
      .as('m');
    const rows = await this.#db
      .selectFrom(messages)
      .select(['m.day', (eb) => eb.fn.count('m.session_id').distinct().as('sessions'), (eb) => eb.fn.countAll().as('messages')])
      .groupBy('m.day')
      .execute();
    return rows.map((row) => ({ day: Number(row.day), sessions: toCount(row.sessions), messages: toCount(row.messages) }));
  }

  /** The agent's newest user messages that have audio. */
  recentUserUtterances(agentId: string, limit: number): Promise<{ content: string; audio_id: string }[]> {
    return this.#db
      .selectFrom('agent_chat_history')
      .select(['content', 'audio_id'])
      .where('agent_id', '=', agentId)
      .where('chat_type', '=', CHAT_TYPE.USER)
      .where('audio_id', 'is not', null)
      .$narrowType<{ audio_id: string }>()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** True when the audio is that of a user message of the agent. */
  async isUserUtteranceOf(agentId: string, audioId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('agent_chat_history')
      .select('id')
      .where('agent_id', '=', agentId)
      .where('audio_id', '=', audioId)
      .where('chat_type', '=', CHAT_TYPE.USER)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async audio(id: string): Promise<Buffer | undefined> {
    const row = await this.#db.selectFrom('agent_chat_audio').select('audio').where('id', '=', id).executeTakeFirst();
    return row ? toBuffer(row.audio) : undefined;
  }

  async deleteByAgents(agentIds: readonly string[]): Promise<void> {
    if (agentIds.length === 0) return;
    await this.#db
      .deleteFrom('agent_chat_audio')
      .where('id', 'in', (eb) =>
        eb.selectFrom('agent_chat_history').select('audio_id').where('agent_id', 'in', agentIds).where('audio_id', 'is not', null).$narrowType<{ audio_id: string }>(),
      )
      .execute();
    await this.#db.deleteFrom('agent_chat_history').where('agent_id', 'in', agentIds).execute();
    await this.#db.deleteFrom('agent_chat_titles').where('agent_id', 'in', agentIds).execute();
    await this.#db.deleteFrom('agent_chat_sessions').where('agent_id', 'in', agentIds).execute();
  }
}
