import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, DatasetsTable } from '../../db/database.ts';

export type DatasetRow = Selectable<DatasetsTable>;
export type DatasetWithCounts = DatasetRow & { document_count: number; segment_count: number; agent_count: number };

export class DatasetsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(row: DatasetRow): Promise<void> {
    await this.#db.insertInto('datasets').values(row).execute();
  }

  #withCounts() {
    return this.#db
      .selectFrom('datasets')
      .selectAll('datasets')
      .select((eb) => [
        eb.selectFrom('dataset_documents').select((inner) => inner.fn.countAll<number | string>().as('n')).whereRef('dataset_documents.dataset_id', '=', 'datasets.id').as('document_count'),
        eb.selectFrom('dataset_documents').select((inner) => inner.fn.coalesce(inner.fn.sum<number | string>('segment_count'), inner.lit(0)).as('n')).whereRef('dataset_documents.dataset_id', '=', 'datasets.id').as('segment_count'),
        eb.selectFrom('agent_datasets').select((inner) => inner.fn.countAll<number | string>().as('n')).whereRef('agent_datasets.dataset_id', '=', 'datasets.id').as('agent_count'),
      ]);
  }

  async listByUser(userId: string): Promise<DatasetWithCounts[]> {
    const rows = await this.#withCounts().where('datasets.user_id', '=', userId).orderBy('datasets.created_at', 'desc').orderBy('datasets.id').execute();
    return rows.map(withNumbers);
  }

  async findOwned(userId: string, id: string): Promise<DatasetWithCounts | undefined> {
    const row = await this.#withCounts().where('datasets.id', '=', id).where('datasets.user_id', '=', userId).executeTakeFirst();
    return row ? withNumbers(row) : undefined;
  }

  find(id: string): Promise<DatasetRow | undefined> {
    return this.#db.selectFrom('datasets').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async update(id: string, changes: Updateable<DatasetsTable>): Promise<void> {
    await this.#db.updateTable('datasets').set(changes).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('agent_datasets').where('dataset_id', '=', id).execute();
    await this.#db.deleteFrom('datasets').where('id', '=', id).execute();
  }

  /** Names of the agents that use the dataset (for the in-use refusal). */
  async agentNames(datasetId: string): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('agent_datasets')
      .innerJoin('agents', 'agents.id', 'agent_datasets.agent_id')
      .select('agents.agent_name')
      .where('agent_datasets.dataset_id', '=', datasetId)
      .orderBy('agents.agent_name')
      .execute();
    return rows.map((row) => row.agent_name);
  }

  idsOfUser(userId: string): Promise<{ id: string }[]> {
    return this.#db.selectFrom('datasets').select('id').where('user_id', '=', userId).execute();
  }
}

function withNumbers<T extends DatasetRow & { document_count: unknown; segment_count: unknown; agent_count: unknown }>(row: T): DatasetWithCounts {
  return { ...row, score_threshold: Number(row.score_threshold), document_count: Number(row.document_count ?? 0), segment_count: Number(row.segment_count ?? 0), agent_count: Number(row.agent_count ?? 0) };
}
