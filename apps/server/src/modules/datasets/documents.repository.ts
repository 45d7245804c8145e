import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, DatasetDocumentsTable } from '../../db/database.ts';

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
