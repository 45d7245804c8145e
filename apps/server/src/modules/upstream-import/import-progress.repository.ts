import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { UpstreamImportProgressTable } from './upstream-import.tables.ts';

export type TableProgress = Pick<UpstreamImportProgressTable, 'last_key' | 'done' | 'imported' | 'present' | 'skipped'>;

/** The import's own bookkeeping; written in the transaction of the batch it describes. */
export class ImportProgressRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async ofSource(source: string): Promise<Map<string, TableProgress>> {
    const rows = await this.#db.selectFrom('upstream_import_progress').selectAll().where('source', '=', source).execute();
    return new Map(rows.map((row) => [row.table_name, row]));
  }

  async save(source: string, table: string, progress: TableProgress, now: string): Promise<void> {
    await this.#db
      .insertInto('upstream_import_progress')
      .values({ source, table_name: table, ...progress, updated_at: now })
      .onConflict((conflict) => conflict.columns(['source', 'table_name']).doUpdateSet({ ...progress, updated_at: now }))
      .execute();
  }

  /** Every source's rows, for the admins' record of what was imported. */
  async everySource(): Promise<UpstreamImportProgressTable[]> {
    return this.#db.selectFrom('upstream_import_progress').selectAll().orderBy('source').orderBy('table_name').execute();
  }
}
