import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.ts';
import type { DatabaseHandle } from '../db/dialect.ts';
import { LARGE_TOTAL, paginate } from './pagination.ts';

interface Rows {
  small_rows: { n: number };
  large_rows: { n: number };
}

describe('paginate', () => {
  let database: DatabaseHandle;
  let db: Kysely<Rows>;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db as unknown as Kysely<Rows>;
    for (const table of ['small_rows', 'large_rows'] as const) await sql`create table ${sql.table(table)} (n integer not null)`.execute(db);
    await sql`insert into small_rows (n) values (1), (2), (3)`.execute(db);
    const count = LARGE_TOTAL + 50;
    for (let start = 1; start <= count; start += 1000) {
      const values = Array.from({ length: Math.min(1000, count - start + 1) }, (_, i) => ({ n: start + i }));
      await db.insertInto('large_rows').values(values).execute();
    }
  });
  afterAll(() => database.destroy());

  const page = (table: 'small_rows' | 'large_rows', min = 0) =>
    paginate(db.selectFrom(table).where('n', '>', min), { page: 2, limit: 2 }, (qb) => qb.select('n').orderBy('n'));

  it('counts small lists exactly on every request', async () => {
    expect(await page('small_rows')).toEqual({ total: 3, list: [{ n: 3 }] });
    await sql`insert into small_rows (n) values (4)`.execute(db);
    expect(await page('small_rows')).toEqual({ total: 4, list: [{ n: 3 }, { n: 4 }] });
  });

  it('reuses a large total for a while, per filter, while the page itself is read fresh', async () => {
    const first = await page('large_rows');
    expect(first).toEqual({ total: LARGE_TOTAL + 50, list: [{ n: 3 }, { n: 4 }] });
    await sql`delete from large_rows where n = 3`.execute(db);
    // The remembered total lags the deletion; the rows do not.
    expect(await page('large_rows')).toEqual({ total: LARGE_TOTAL + 50, list: [{ n: 4 }, { n: 5 }] });
    // Another filter is another count.
    expect((await page('large_rows', 10)).total).toBe(LARGE_TOTAL + 40);
  });
});
