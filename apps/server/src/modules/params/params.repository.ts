import type { ListSort, PageData, PageQuery, ParamSort } from '@vox/contracts';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SysParamsTable } from './params.tables.ts';
import { containsText } from '../../db/sql-helpers.ts';
import { paginate } from '../../lib/pagination.ts';
import { RecentReads } from '../../lib/recent-reads.ts';

export type ParamRecord = Selectable<SysParamsTable>;

export class ParamsRepository {
  readonly #db: Kysely<Database>;
  readonly #cache: RecentReads<ReadonlyMap<string, string>>;

  constructor(db: Kysely<Database>, cache = new RecentReads<ReadonlyMap<string, string>>()) {
    this.#db = db;
    this.#cache = cache;
  }

  /** Values by code, from a read at most RECENT_READ_MS old (lib/recent-reads.ts). */
  valuesOf(codes: readonly string[]): Promise<ReadonlyMap<string, string>> {
    if (codes.length === 0) return Promise.resolve(new Map());
    return this.#cache.read(codes.join('\n'), async () => {
      const rows = await this.#db.selectFrom('sys_params').select(['param_code', 'param_value']).where('param_code', 'in', codes).execute();
      return new Map(rows.map((row) => [row.param_code, row.param_value]));
    });
  }

  /** Every param the device server may read (upstream param_type 1). */
  listVisible(): Promise<{ param_code: string; param_value: string; value_type: string }[]> {
    return this.#db.selectFrom('sys_params').select(['param_code', 'param_value', 'value_type']).where('param_type', '=', 1).orderBy('param_code').execute();
  }

  async setValue(code: string, value: string, now: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('sys_params')
      .set({ param_value: value, updated_at: now })
      .where('param_code', '=', code)
      .executeTakeFirst();
    this.#cache.invalidate();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Visible params whose code or remark contains `text`, or that still show one of `labelled` (a seeded remark whose
   * label the reader searched for), sorted by one column, then by code (unique, indexed).
   */
  list(text: string, { sort, order }: ListSort<ParamSort>, page: PageQuery, labelled: readonly { code: string; remark: string }[] = []): Promise<PageData<ParamRecord>> {
    const base = this.#db
      .selectFrom('sys_params')
      .where('param_type', '=', 1)
      .$if(text !== '', (qb) =>
        qb.where((eb) =>
          eb.or([
            containsText('param_code', text),
            containsText('remark', text),
            ...labelled.map(({ code, remark }) => eb.and([eb('param_code', '=', code), eb('remark', '=', remark)])),
          ]),
        ),
      );
    const direction = order === 'descend' ? 'desc' : 'asc';
    return paginate(base, page, (qb) =>
      qb
        .selectAll()
        .$if(sort === 'valueType', (sorted) => sorted.orderBy('value_type', direction))
        .orderBy('param_code', sort === 'paramCode' ? direction : 'asc'),
    );
  }

  findById(id: string): Promise<ParamRecord | undefined> {
    return this.#db.selectFrom('sys_params').selectAll().where('id', '=', id).where('param_type', '=', 1).executeTakeFirst();
  }

  async codeTaken(code: string, exceptId: string | null): Promise<boolean> {
    const row = await this.#db
      .selectFrom('sys_params')
      .select('id')
      .where('param_code', '=', code)
      .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId!))
      .executeTakeFirst();
    return row !== undefined;
  }

  codesOf(ids: readonly string[]): Promise<{ id: string; param_code: string }[]> {
    return this.#db.selectFrom('sys_params').select(['id', 'param_code']).where('id', 'in', ids).where('param_type', '=', 1).execute();
  }

  async insert(row: Insertable<SysParamsTable>): Promise<void> {
    await this.#db.insertInto('sys_params').values(row).execute();
    this.#cache.invalidate();
  }

  async update(id: string, patch: Updateable<SysParamsTable>): Promise<number> {
    const result = await this.#db.updateTable('sys_params').set(patch).where('id', '=', id).where('param_type', '=', 1).executeTakeFirst();
    this.#cache.invalidate();
    return Number(result.numUpdatedRows);
  }

  async delete(ids: readonly string[]): Promise<number> {
    const result = await this.#db.deleteFrom('sys_params').where('id', 'in', ids).where('param_type', '=', 1).executeTakeFirst();
    this.#cache.invalidate();
    return Number(result.numDeletedRows);
  }
}
