import type { PageData, PageQuery } from '@vox/contracts';
import type { ExpressionBuilder, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DatasetsTable } from './datasets.tables.ts';
import { containsText } from '../../db/sql-helpers.ts';
import { paginate } from '../../lib/pagination.ts';

export type DatasetRow = Selectable<DatasetsTable>;
export type DatasetWithCounts = DatasetRow & { document_count: number; segment_count: number; word_count: number };

export class DatasetsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(row: DatasetRow): Promise<void> {
    await this.#db.insertInto('datasets').values(row).execute();
  }

  #withCounts() {
    return this.#db.selectFrom('datasets').selectAll('datasets').select(countColumns);
  }

  /** One page of the owner's knowledge bases, newest first, optionally those whose name contains `name`. */
  async pageByUser(userId: string, name: string | undefined, page: PageQuery): Promise<PageData<DatasetWithCounts>> {
    const base = this.#db
      .selectFrom('datasets')
      .where('datasets.user_id', '=', userId)
      .$if(name !== undefined, (qb) => qb.where(containsText('datasets.name', name!)));
    const found = await paginate(base, page, (qb) => qb.selectAll('datasets').select(countColumns).orderBy('datasets.created_at', 'desc').orderBy('datasets.id'));
    return { total: found.total, list: found.list.map(withNumbers) };
  }

  async listByUser(userId: string): Promise<DatasetWithCounts[]> {
    const rows = await this.#withCounts().where('datasets.user_id', '=', userId).orderBy('datasets.created_at', 'desc').orderBy('datasets.id').execute();
    return rows.map(withNumbers);
  }

  async findOwned(userId: string, id: string): Promise<DatasetWithCounts | undefined> {
    const row = await this.#withCounts().where('datasets.id', '=', id).where('datasets.user_id', '=', userId).executeTakeFirst();
    return row ? withNumbers(row) : undefined;
  }

  /** These knowledge bases, those that exist, in no particular order. */
  async byIds(ids: readonly string[]): Promise<DatasetRow[]> {
    if (ids.length === 0) return [];
    return this.#db.selectFrom('datasets').selectAll().where('id', 'in', [...ids]).execute();
  }

  find(id: string): Promise<DatasetRow | undefined> {
    return this.#db.selectFrom('datasets').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async update(id: string, changes: Updateable<DatasetsTable>): Promise<void> {
    await this.#db.updateTable('datasets').set(changes).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('datasets').where('id', '=', id).execute();
  }

  idsOfUser(userId: string): Promise<{ id: string }[]> {
    return this.#db.selectFrom('datasets').select('id').where('user_id', '=', userId).execute();
  }
}

/** Documents, segments and words of each knowledge base, as correlated subqueries. */
function countColumns(eb: ExpressionBuilder<Database, 'datasets'>) {
  return [
    eb.selectFrom('dataset_documents').select((inner) => inner.fn.countAll<number | string>().as('n')).whereRef('dataset_documents.dataset_id', '=', 'datasets.id').as('document_count'),
    eb.selectFrom('dataset_documents').select((inner) => inner.fn.coalesce(inner.fn.sum<number | string>('segment_count'), inner.lit(0)).as('n')).whereRef('dataset_documents.dataset_id', '=', 'datasets.id').as('segment_count'),
    eb.selectFrom('dataset_documents').select((inner) => inner.fn.coalesce(inner.fn.sum<number | string>('word_count'), inner.lit(0)).as('n')).whereRef('dataset_documents.dataset_id', '=', 'datasets.id').as('word_count'),
  ];
}

function withNumbers<T extends DatasetRow & { document_count: unknown; segment_count: unknown; word_count: unknown }>(row: T): DatasetWithCounts {
  return {
    ...row,
    score_threshold: Number(row.score_threshold),
    document_count: Number(row.document_count ?? 0),
    segment_count: Number(row.segment_count ?? 0),
    word_count: Number(row.word_count ?? 0),
  };
}
