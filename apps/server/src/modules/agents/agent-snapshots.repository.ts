import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AgentSnapshotsTable } from './agents.tables.ts';
import { toCount } from '../../db/sql-helpers.ts';

export type AgentSnapshotRow = Selectable<AgentSnapshotsTable>;

/** Saved versions of agents' configurations (0028); every read names the agent, which the service has checked. */
export class AgentSnapshotsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async page(agentId: string, maxVersionNo: number | undefined, limit: number, offset: number): Promise<{ total: number; rows: AgentSnapshotRow[] }> {
    const scoped = this.#db
      .selectFrom('agent_snapshots')
      .where('agent_id', '=', agentId)
      .$if(maxVersionNo !== undefined, (qb) => qb.where('version_no', '<=', maxVersionNo!));
    const [count, rows] = await Promise.all([
      scoped.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      scoped.selectAll().orderBy('version_no', 'desc').limit(limit).offset(offset).execute(),
    ]);
    return { total: toCount(count?.n), rows };
  }

  find(agentId: string, id: string): Promise<AgentSnapshotRow | undefined> {
    return this.#db.selectFrom('agent_snapshots').selectAll().where('agent_id', '=', agentId).where('id', '=', id).executeTakeFirst();
  }

  async latestVersionNo(agentId: string): Promise<number> {
    const row = await this.#db.selectFrom('agent_snapshots').select((eb) => eb.fn.max('version_no').as('v')).where('agent_id', '=', agentId).executeTakeFirst();
    return Number(row?.v ?? 0);
  }

  async insert(row: AgentSnapshotRow): Promise<void> {
    await this.#db.insertInto('agent_snapshots').values(row).execute();
  }

  /** Keeps the agent's `keep` newest versions. */
  async keepNewest(agentId: string, keep: number): Promise<void> {
    const cutoff = await this.#db
      .selectFrom('agent_snapshots')
      .select('version_no')
      .where('agent_id', '=', agentId)
      .orderBy('version_no', 'desc')
      .offset(keep)
      .limit(1)
      .executeTakeFirst();
    if (cutoff) await this.#db.deleteFrom('agent_snapshots').where('agent_id', '=', agentId).where('version_no', '<=', cutoff.version_no).execute();
  }

  async delete(agentId: string, id: string): Promise<void> {
    await this.#db.deleteFrom('agent_snapshots').where('agent_id', '=', agentId).where('id', '=', id).execute();
  }

  async deleteByAgents(agentIds: readonly string[]): Promise<void> {
    if (agentIds.length === 0) return;
    await this.#db.deleteFrom('agent_snapshots').where('agent_id', 'in', agentIds).execute();
  }
}
