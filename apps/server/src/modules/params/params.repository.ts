import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export class ParamsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async valuesOf(codes: readonly string[]): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const rows = await this.#db.selectFrom('sys_params').select(['param_code', 'param_value']).where('param_code', 'in', codes).execute();
    return new Map(rows.map((row) => [row.param_code, row.param_value]));
  }

  /** Every param the device server may read (upstream param_type 1, upstream.md §5.2). */
  listVisible(): Promise<{ param_code: string; param_value: string; value_type: string }[]> {
    return this.#db.selectFrom('sys_params').select(['param_code', 'param_value', 'value_type']).where('param_type', '=', 1).orderBy('param_code').execute();
  }

  async setValue(code: string, value: string, now: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('sys_params')
      .set({ param_value: value, updated_at: now })
      .where('param_code', '=', code)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
