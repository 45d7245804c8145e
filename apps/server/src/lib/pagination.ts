import type { PageData, PageQuery } from '@vox/contracts';
import type { SelectQueryBuilder } from 'kysely';
import { toCount } from '../db/sql-helpers.ts';

/**
 * The paging helper every list uses: counts `base` (filters only, no select or order), then runs
 * `selectPage(base)` for one page. `page` is 1-based (upstream.md §0.4).
 */
export async function paginate<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  { page, limit }: PageQuery,
  selectPage: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
): Promise<PageData<O>> {
  const counted = (await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst()) as { total?: unknown } | undefined;
  const list = (await selectPage(base).limit(limit).offset((page - 1) * limit).execute()) as O[];
  return { total: toCount(counted?.total), list };
}
