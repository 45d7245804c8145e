import type { PageData, PageQuery } from '@vox/contracts';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DatasetDocumentsTable } from './datasets.tables.ts';
import { containsText } from '../../db/sql-helpers.ts';
import { paginate } from '../../lib/pagination.ts';

/** Narrows a document page: name contains, enabled or not, one of these statuses. */
export interface DocumentFilter {
  name?: string;
  enabled?: boolean;
  statuses?: readonly string[];
}

export type DocumentRow = Selectable<DatasetDocumentsTable>;

export class DocumentsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(row: DocumentRow): Promise<void> {
    await this.#db.insertInto('dataset_documents').values(row).execute();
  }

  find(id: string): Promise<DocumentRow | undefined> {
    return this.#db.selectFrom('dataset_documents').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findInDataset(datasetId: string, id: string): Promise<DocumentRow | undefined> {
    return this.#db.selectFrom('dataset_documents').selectAll().where('id', '=', id).where('dataset_id', '=', datasetId).executeTakeFirst();
  }

  listByDataset(datasetId: string): Promise<DocumentRow[]> {
    return this.#db.selectFrom('dataset_documents').selectAll().where('dataset_id', '=', datasetId).orderBy('created_at', 'desc').orderBy('id').execute();
  }

  /** One page of a dataset's documents, newest first. */
  page(datasetId: string, filter: DocumentFilter, page: PageQuery): Promise<PageData<DocumentRow>> {
    const base = this.#db
      .selectFrom('dataset_documents')
      .where('dataset_id', '=', datasetId)
      .$if(filter.name !== undefined, (qb) => qb.where(containsText('name', filter.name!)))
      .$if(filter.enabled !== undefined, (qb) => qb.where('enabled', '=', filter.enabled ? 1 : 0))
      // An empty list of statuses matches nothing ('' is no status).
      .$if(filter.statuses !== undefined, (qb) => qb.where('status', 'in', filter.statuses!.length ? [...filter.statuses!] : ['']));
    return paginate(base, page, (qb) => qb.selectAll().orderBy('created_at', 'desc').orderBy('id'));
  }

  /** The dataset of each of these documents that still exists. */
  async datasetIdsOf(documentIds: readonly string[]): Promise<Map<string, string>> {
    if (documentIds.length === 0) return new Map();
    const rows = await this.#db.selectFrom('dataset_documents').select(['id', 'dataset_id']).where('id', 'in', [...new Set(documentIds)]).execute();
    return new Map(rows.map((row) => [row.id, row.dataset_id]));
  }

  async update(id: string, changes: Updateable<DatasetDocumentsTable>): Promise<void> {
    await this.#db.updateTable('dataset_documents').set(changes).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('dataset_documents').where('id', '=', id).execute();
  }

  /** Every stored source file's key, for the storage sweep. */
  async storageKeys(): Promise<Set<string>> {
    const rows = await this.#db.selectFrom('dataset_documents').select('storage_key').where('storage_key', '!=', '').execute();
    return new Set(rows.map((row) => row.storage_key));
  }

  async storageKeyUsed(key: string): Promise<boolean> {
    return (await this.#db.selectFrom('dataset_documents').select('id').where('storage_key', '=', key).limit(1).executeTakeFirst()) !== undefined;
  }

  /** Bytes of the stored sources of a user's knowledge bases (their storage quota counts them). */
  async storedBytesOf(userId: string): Promise<number> {
    const row = await this.#db
      .selectFrom('dataset_documents')
      .innerJoin('datasets', 'datasets.id', 'dataset_documents.dataset_id')
      .select((eb) => eb.fn.sum<string | number | null>('dataset_documents.size').as('bytes'))
      .where('datasets.user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  async countByDataset(datasetId: string): Promise<number> {
    const row = await this.#db.selectFrom('dataset_documents').select((eb) => eb.fn.countAll<number | string>().as('n')).where('dataset_id', '=', datasetId).executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
