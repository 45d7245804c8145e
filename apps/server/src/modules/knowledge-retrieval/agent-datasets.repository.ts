import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { toCount } from '../../db/sql-helpers.ts';

/**
 * Which knowledge bases an agent uses (`agent_datasets`, 0023): the one record of the binding, whether it was chosen as
 * `datasetIds` or as knowledge-base functions.
 */
export class AgentDatasetsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The ids the agent is bound to, in the order they were bound (a knowledge base deleted since may be among them). */
  async boundIdsOf(agentId: string): Promise<string[]> {
    const rows = await this.#db.selectFrom('agent_datasets').select('dataset_id').where('agent_id', '=', agentId).orderBy('created_at').orderBy('dataset_id').execute();
    return rows.map((row) => row.dataset_id);
  }

  /** The binding becomes exactly `datasetIds`; rows kept keep their time, so the order stays what the user built. */
  async replaceForAgent(agentId: string, datasetIds: readonly string[], now: string): Promise<void> {
    const rows = await this.#db.selectFrom('agent_datasets').select(['dataset_id', 'created_at']).where('agent_id', '=', agentId).execute();
    const current = new Set(rows.map((row) => row.dataset_id));
    const wanted = new Set(datasetIds);
    const gone = [...current].filter((id) => !wanted.has(id));
    if (gone.length > 0) await this.#db.deleteFrom('agent_datasets').where('agent_id', '=', agentId).where('dataset_id', 'in', gone).execute();
    // After the rows kept and one millisecond apart, so the order they were chosen in survives the (created_at, id) order.
    const after = Math.max(Date.parse(now), ...rows.map((row) => Date.parse(row.created_at) + 1));
    const added = datasetIds.filter((id) => !current.has(id)).map((id, index) => ({ agent_id: agentId, dataset_id: id, created_at: new Date(after + index).toISOString() }));
    if (added.length > 0) await this.#db.insertInto('agent_datasets').values(added).execute();
  }

  /** How many agents each of these knowledge bases is bound to; one bound to none is left out. */
  async agentCounts(datasetIds: readonly string[]): Promise<Map<string, number>> {
    if (datasetIds.length === 0) return new Map();
    const rows = await this.#db
      .selectFrom('agent_datasets')
      .select((eb) => ['dataset_id', eb.fn.countAll<number | string>().as('n')])
      .where('dataset_id', 'in', [...datasetIds])
      .groupBy('dataset_id')
      .execute();
    return new Map(rows.map((row) => [row.dataset_id, toCount(row.n)]));
  }

  async agentIdsOf(datasetId: string): Promise<string[]> {
    const rows = await this.#db.selectFrom('agent_datasets').select('agent_id').where('dataset_id', '=', datasetId).execute();
    return rows.map((row) => row.agent_id);
  }

  async deleteByDatasets(datasetIds: readonly string[]): Promise<void> {
    if (datasetIds.length === 0) return;
    await this.#db.deleteFrom('agent_datasets').where('dataset_id', 'in', [...datasetIds]).execute();
  }

  async deleteByAgents(agentIds: readonly string[]): Promise<void> {
    if (agentIds.length === 0) return;
    await this.#db.deleteFrom('agent_datasets').where('agent_id', 'in', [...agentIds]).execute();
  }
}
