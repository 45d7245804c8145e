import { DICT_TYPES, type FirmwareSort, type ListSort, type PageData, type PageQuery } from '@vox/contracts';
import { sql, type CompiledQuery, type ExpressionBuilder, type Insertable, type Kysely, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { FirmwareTable } from './firmware.tables.ts';
import { compiledOnce, containsText } from '../../db/sql-helpers.ts';
import { paginate } from '../../lib/pagination.ts';
import { RecentReads } from '../../lib/recent-reads.ts';

export type FirmwareRow = Selectable<FirmwareTable>;
export type FirmwareVersion = Pick<FirmwareRow, 'id' | 'version'>;

export interface FirmwareFilter {
  firmwareName: string;
  type: string;
}

/** Every sort but `version`, which SQL would compare as text (1.10.0 before 1.9.2): the service orders that one. */
export type FirmwareSqlSort = Exclude<FirmwareSort, 'version'>;

type Eb = ExpressionBuilder<Database, 'firmware'>;

/** The board's name in the FIRMWARE_TYPE dictionary, as the list shows it; its code when the dictionary lacks it. */
const boardName = (eb: Eb) =>
  eb.fn.coalesce(
    eb
      .selectFrom('sys_dict_data')
      .innerJoin('sys_dict_type', 'sys_dict_type.id', 'sys_dict_data.dict_type_id')
      .select('sys_dict_data.dict_label')
      .where('sys_dict_type.dict_type', '=', DICT_TYPES.firmwareType)
      .whereRef('sys_dict_data.dict_value', '=', 'firmware.type')
      .limit(1),
    eb.ref('firmware.type'),
  );

/** The other sort keys; upload time is the index's order (list below). */
const SORT_KEYS: Record<Exclude<FirmwareSqlSort, 'createDate'>, (eb: Eb) => RawBuilder<unknown>> = {
  firmwareName: (eb) => sql`lower(${eb.ref('firmware.firmware_name')})`,
  type: (eb) => sql`lower(${boardName(eb)})`,
  size: (eb) => sql`${eb.ref('firmware.size')}`,
};

export class FirmwareRepository {
  readonly #db: Kysely<Database>;
  /** Check-ins of devices with auto-update on ask for their board's versions. */
  readonly #versionsOf: (parameters: [type: string]) => CompiledQuery<FirmwareVersion>;
  /** Those versions by board, kept in memory between uploads (and for RECENT_READ_MS after another process's). */
  readonly #versions: RecentReads<readonly FirmwareVersion[]>;

  constructor(db: Kysely<Database>, versions = new RecentReads<readonly FirmwareVersion[]>()) {
    this.#db = db;
    this.#versions = versions;
    this.#versionsOf = compiledOnce(db.selectFrom('firmware').select(['id', 'version']).where('type', '=', ''));
  }

  #filtered({ firmwareName, type }: FirmwareFilter) {
    return this.#db
      .selectFrom('firmware')
      .$if(type !== '', (qb) => qb.where('type', '=', type))
      .$if(firmwareName !== '', (qb) => qb.where(containsText('firmware_name', firmwareName)));
  }

  /**
   * Sorted by one column, then newest first (upstream's order) among equals. By upload time it is the index's own order
   * (created_at, id): repeating created_at as the tiebreak made SQLite sort all 1,000,000 rows of a large table.
   */
  list(filter: FirmwareFilter, { sort, order }: ListSort<FirmwareSqlSort>, page: PageQuery): Promise<PageData<FirmwareRow>> {
    const direction = order === 'descend' ? 'desc' : 'asc';
    return paginate(this.#filtered(filter), page, (qb) =>
      sort === 'createDate'
        ? qb.selectAll().orderBy('created_at', direction).orderBy('id', direction)
        : qb.selectAll().orderBy(SORT_KEYS[sort], direction).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    );
  }

  /** What the service needs to order the filtered rows by version itself: a few hundred rows at most. */
  versionKeys(filter: FirmwareFilter): Promise<Pick<FirmwareRow, 'id' | 'version' | 'created_at'>[]> {
    return this.#filtered(filter).select(['id', 'version', 'created_at']).execute();
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
  versionsOf(type: string): Promise<readonly FirmwareVersion[]> {
    return this.#versions.read(type, async () => (await this.#db.executeQuery(this.#versionsOf([type]))).rows);
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
    this.#versions.invalidate();
  }

  async update(id: string, patch: Updateable<FirmwareTable>): Promise<number> {
    const result = await this.#db.updateTable('firmware').set(patch).where('id', '=', id).executeTakeFirst();
    this.#versions.invalidate();
    return Number(result.numUpdatedRows);
  }

  async delete(ids: readonly string[]): Promise<number> {
    const result = await this.#db.deleteFrom('firmware').where('id', 'in', ids).executeTakeFirst();
    this.#versions.invalidate();
    return Number(result.numDeletedRows);
  }
}
