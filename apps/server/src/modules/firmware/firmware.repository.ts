import type { PageData, PageQuery } from '@vox/contracts';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, FirmwareTable } from '../../db/database.ts';
import { containsText } from '../../db/sql-helpers.ts';
import { paginate } from '../../lib/pagination.ts';

export type FirmwareRow = Selectable<FirmwareTable>;

export interface FirmwareFilter {
  firmwareName: string;
  type: string;
}

export class FirmwareRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Newest first (upstream's `orderField=create_date&order=desc`). */
  list({ firmwareName, type }: FirmwareFilter, page: PageQuery): Promise<PageData<FirmwareRow>> {
    const base = this.#db
      .selectFrom('firmware')
      .$if(type !== '', (qb) => qb.where('type', '=', type))
      .$if(firmwareName !== '', (qb) => qb.where(containsText('firmware_name', firmwareName)));
    return paginate(base, page, (qb) => qb.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'));
  }

  findById(id: string): Promise<FirmwareRow | undefined> {
    return this.#db.selectFrom('firmware').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByIds(ids: readonly string[]): Promise<FirmwareRow[]> {
    return this.#db.selectFrom('firmware').selectAll().where('id', 'in', ids).execute();
  }

  /** Another row with this board type and version (`exceptId` is the row being edited). */
  findClash(type: string, version: string, exceptId?: string): Promise<{ id: string } | undefined> {
    return this.#db
      .selectFrom('firmware')
      .select('id')
      .where('type', '=', type)
      .where('version', '=', version)
      .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId!))
      .executeTakeFirst();
  }

  /** Every version of one board: few per board, compared semantically by the caller. */
  versionsOf(type: string): Promise<Pick<FirmwareRow, 'id' | 'version'>[]> {
    return this.#db.selectFrom('firmware').select(['id', 'version']).where('type', '=', type).execute();
  }

  async isReferenced(storageKey: string): Promise<boolean> {
    const row = await this.#db.selectFrom('firmware').select('id').where('storage_key', '=', storageKey).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** Every storage key some row uses: one per image, so few. */
  async referencedKeys(): Promise<Set<string>> {
    const rows = await this.#db.selectFrom('firmware').select('storage_key').distinct().execute();
    return new Set(rows.map((row) => row.storage_key));
  }

  async insert(row: Insertable<FirmwareTable>): Promise<void> {
    await this.#db.insertInto('firmware').values(row).execute();
  }

  async update(id: string, patch: Updateable<FirmwareTable>): Promise<number> {
    const result = await this.#db.updateTable('firmware').set(patch).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async delete(ids: readonly string[]): Promise<number> {
    const result = await this.#db.deleteFrom('firmware').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
