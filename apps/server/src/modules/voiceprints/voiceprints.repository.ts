import { CHAT_TYPE, VOICEPRINT_CANDIDATES } from '@vox/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { AgentVoiceprintsTable, Database } from '../../db/database.ts';
import { toBuffer, toCount } from '../../db/sql-helpers.ts';

export type VoiceprintRow = Selectable<AgentVoiceprintsTable>;
export type VoiceprintChanges = Pick<VoiceprintRow, 'speaker_id' | 'audio_id' | 'source_name' | 'introduce' | 'updated_at'>;

export interface UtteranceRow {
  content: string;
  audio_id: string;
}

export interface AgentVoiceprintCountRow {
  agent_id: string;
  agent_name: string;
  voiceprint_count: number;
}

/** Voiceprints and the chat-history audio they are made from. */
export class VoiceprintsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  ofAgent(agentId: string, userId?: string): Promise<VoiceprintRow[]> {
    let query = this.#db.selectFrom('agent_voiceprints').selectAll().where('agent_id', '=', agentId);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    return query.orderBy('created_at', 'desc').orderBy('id').execute();
  }

  async countOfAgent(agentId: string): Promise<number> {
    const row = await this.#db.selectFrom('agent_voiceprints').select((eb) => eb.fn.countAll().as('n')).where('agent_id', '=', agentId).executeTakeFirst();
    return toCount(row?.n);
  }

  /** Every agent of the user, oldest first like the agent list, with the voiceprints the user made for it. */
  async agentsOfUser(userId: string): Promise<AgentVoiceprintCountRow[]> {
    const rows = await this.#db
      .selectFrom('agents')
      .leftJoin('agent_voiceprints as v', (join) => join.onRef('v.agent_id', '=', 'agents.id').on('v.user_id', '=', userId))
      .select(['agents.id as agent_id', 'agents.agent_name', (eb) => eb.fn.count('v.id').as('voiceprint_count')])
      .where('agents.user_id', '=', userId)
      .groupBy(['agents.id', 'agents.agent_name', 'agents.created_at'])
      .orderBy('agents.created_at')
      .orderBy('agents.id')
      .execute();
    return rows.map((row) => ({ agent_id: row.agent_id, agent_name: row.agent_name, voiceprint_count: toCount(row.voiceprint_count) }));
  }

  findOwned(id: string, userId: string): Promise<VoiceprintRow | undefined> {
    return this.#db.selectFrom('agent_voiceprints').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  async insert(row: VoiceprintRow): Promise<void> {
    await this.#db.insertInto('agent_voiceprints').values(row).execute();
  }

  async update(id: string, changes: VoiceprintChanges): Promise<void> {
    await this.#db.updateTable('agent_voiceprints').set(changes).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('agent_voiceprints').where('id', '=', id).execute();
  }

  async deleteByAgents(agentIds: readonly string[]): Promise<void> {
    if (agentIds.length === 0) return;
    await this.#db.deleteFrom('agent_voiceprints').where('agent_id', 'in', agentIds).execute();
  }

  /** The agent's newest user messages that have audio (the last 50, as upstream). */
  recentUtterances(agentId: string): Promise<UtteranceRow[]> {
    return this.#db
      .selectFrom('agent_chat_history')
      .select(['content', 'audio_id'])
      .where('agent_id', '=', agentId)
      .where('chat_type', '=', CHAT_TYPE.USER)
      .where('audio_id', 'is not', null)
      .$narrowType<{ audio_id: string }>()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(VOICEPRINT_CANDIDATES)
      .execute();
  }

  /** True when the audio is that of a user message of the agent. */
  async isUtteranceOf(agentId: string, audioId: string): Promise<boolean> {
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

  async audio(audioId: string): Promise<Buffer | undefined> {
    const row = await this.#db.selectFrom('agent_chat_audio').select('audio').where('id', '=', audioId).executeTakeFirst();
    return row ? toBuffer(row.audio) : undefined;
  }
}
