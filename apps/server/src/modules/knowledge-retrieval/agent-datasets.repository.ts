import type { Kysely, Selectable } from 'kysely';
import type { Database, DatasetsTable } from '../../db/database.ts';

type DatasetRow = Selectable<DatasetsTable>;

/**
 * Which knowledge bases an agent uses (`agent_datasets`, 0023): the one record of the binding, whether it was chosen as
 * `datasetIds` or as knowledge-base functions.
 */
export class AgentDatasetsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The agent's knowledge bases that still exist, in the order they were bound. */
  datasetsOfAgent(agentId: string): Promise<DatasetRow[]> {
    return this.#db
      .selectFrom('agent_datasets')
      .innerJoin('datasets', 'datasets.id', 'agent_datasets.dataset_id')
      .selectAll('datasets')
      .where('agent_datasets.agent_id', '=', agentId)
      .orderBy('agent_datasets.created_at')
      .orderBy('agent_datasets.dataset_id')
      .execute();
  }

  async idsOfAgent(agentId: string): Promise<string[]> {
    return (await this.datasetsOfAgent(agentId)).map((row) => row.id);
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

  async deleteByAgents(agentIds: readonly string[]): Promise<void> {
    if (agentIds.length === 0) return;
    await this.#db.deleteFrom('agent_datasets').where('agent_id', 'in', [...agentIds]).execute();
  }

  /** The knowledge base of each document (the RAGFlow answer names it per chunk). */
  async datasetOfDocuments(documentIds: readonly string[]): Promise<Map<string, string>> {
    if (documentIds.length === 0) return new Map();
    const rows = await this.#db.selectFrom('dataset_documents').select(['id', 'dataset_id']).where('id', 'in', [...new Set(documentIds)]).execute();
    return new Map(rows.map((row) => [row.id, row.dataset_id]));
  }
}
