// Released with fingerprint d3e78e61e0ad80d4548b5a30756e9ab93b269d8d100ef05477ad814da8aaa962
import type { Kysely } from 'kysely';

/**
 * The dictionary data page reads one type in (sort, id) order: with this index a page is a range
 * scan that needs no sort, however many items the type holds; the by-code read uses it too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('sys_dict_data_type_sort_idx').on('sys_dict_data').columns(['dict_type_id', 'sort', 'id']).execute();
}
