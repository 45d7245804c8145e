import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AgentVoiceprintsTable } from './voiceprints.tables.ts';
import { toCount } from '../../db/sql-helpers.ts';

export type VoiceprintRow = Selectable<AgentVoiceprintsTable>;
export type VoiceprintChanges = Pick<VoiceprintRow, 'speaker_id' | 'audio_id' | 'source_name' | 'introduce' | 'updated_at'>;


/** The voiceprints of agents' speakers. */
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

  /** How many voiceprints the user made for each of its agents that has any. */
  async countsByAgent(userId: string): Promise<Map<string, number>> {
    const rows = await this.#db
      .selectFrom('agent_voiceprints')
      .select(['agent_id', (eb) => eb.fn.countAll().as('n')])
      .where('user_id', '=', userId)
      .groupBy('agent_id')
      .execute();
    return new Map(rows.map((row) => [row.agent_id, toCount(row.n)]));
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
}
