// Released with fingerprint 7c6700845eef833298f4e000947ddaa83087b14e6637dc0dd36f1a46066d648a
import type { Kysely } from 'kysely';

/**
 * The params page lists `param_type = 1` in code order: with (param_type, param_code) the page is an
 * index range that needs no sort and the count reads the index, not the table. Upstream's seeded parameters are
 * all in 0002 already, so nothing is inserted here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('sys_params_type_code_idx').on('sys_params').columns(['param_type', 'param_code']).execute();
}
