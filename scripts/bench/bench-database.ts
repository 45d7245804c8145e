import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../../apps/server/src/plugins/external/rate-limit.ts';
// What the database benchmarks share: the PostgreSQL they use, the app's query log and query plans.
import { CompiledQuery, type LogEvent } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from '../../apps/server/src/db/dialect.ts';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The app's query log, kept only while a plan is being taken; pass `listener` to createDatabase. */
export const queryLog = {
  capturing: false,
  captured: [] as CompiledQuery[],
  listener(event: LogEvent): void {
    if (queryLog.capturing && event.level === 'query') queryLog.captured.push(event.query);
  },
};

/** One statement on its own connection, e.g. creating or dropping a throwaway schema. */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Plan lines of one statement: SQLite's EXPLAIN QUERY PLAN as a tree, PostgreSQL's EXPLAIN ANALYZE text. */
export async function explain(database: DatabaseHandle, query: CompiledQuery): Promise<string[]> {
  if (database.kind === 'postgres') {
    const verb = /^\s*select\b/i.test(query.sql) ? 'explain (analyze, costs off)' : 'explain (costs off)';
    const plan = await database.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`${verb} ${query.sql}`, [...query.parameters]));
    return plan.rows.map((row) => row['QUERY PLAN']);
  }
  const plan = await database.db.executeQuery<{ id: number; parent: number; detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  const depth = new Map<number, number>([[0, 0]]);
  return plan.rows.map((row) => {
    const level = (depth.get(row.parent) ?? 0) + 1;
    depth.set(row.id, level);
    return `${'  '.repeat(level - 1)}${row.detail}`;
  });
}

/** Rate limits out of the way: a benchmark measures the work, not the limiter. */
export const UNLIMITED = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { max: 100_000_000, timeWindowMs: 60_000 }]),
) as RateLimitSettings;
