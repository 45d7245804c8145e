import type { PageData, PageQuery } from '@vox/contracts';
import type { SelectQueryBuilder } from 'kysely';
import { toCount } from '../db/sql-helpers.ts';

/** Totals from this many rows up are remembered for a while: counting a million rows took longer than the page itself. */
export const LARGE_TOTAL = 10_000;
export const TOTAL_TTL_MS = 10_000;
const REMEMBERED_MAX = 500;

/** Large totals by their count statement (SQL and parameters), so one filter of one user never answers another. */
const totals = new Map<string, { total: number; at: number }>();

/**
 * The total of a list's filters. Below LARGE_TOTAL rows it is counted on every request (exact, cheap); above, a count is
 * reused for TOTAL_TTL_MS, so paging through a million-row table counts once, and the total shown may lag new rows by
 * those seconds. The page itself is always read fresh.
 */
async function totalOf<DB, TB extends keyof DB>(base: SelectQueryBuilder<DB, TB, object>, now = Date.now()): Promise<number> {
  const query = base.select((eb) => eb.fn.countAll().as('total'));
  const compiled = query.compile();
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const remembered = totals.get(key);
  if (remembered && now - remembered.at < TOTAL_TTL_MS) return remembered.total;
  const total = toCount(((await query.executeTakeFirst()) as { total?: unknown } | undefined)?.total);
  totals.delete(key);
  if (total >= LARGE_TOTAL) {
    totals.set(key, { total, at: now });
    if (totals.size > REMEMBERED_MAX) totals.delete(totals.keys().next().value!);
  }
  return total;
}

/**
 * The paging helper every list uses: the total of `base` (filters only, no select or order; see totalOf), then
 * `selectPage(base)` for one page. `page` is 1-based, as upstream's.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  { page, limit }: PageQuery,
  selectPage: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
): Promise<PageData<O>> {
  const total = await totalOf(base);
  const list = (await selectPage(base).limit(limit).offset((page - 1) * limit).execute()) as O[];
  return { total, list };
}
