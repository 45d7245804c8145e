// Benchmark: the audit log screen over 1,000,000 rows, through the real app (buildApp + app.inject).
// Rows one every 15 s over ~174 days, 1,000 users, actions in realistic shares (most are sign-ins and admin changes,
// 1 % user deletions). Cases: the first page; a page half-way down (by cursor: keyset paging costs the same at any
// depth); filtered by a rare action, by user id, by part of a phone (matching one user, and matching nobody: the
// worst case, which reads the whole log) and by one calendar day. Then one retention purge of ~100,000 expired rows.
// SQLite on a temp DATA_DIR, then PostgreSQL in a throwaway schema when reachable, with each request's query plans.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../apps/server/src/app.ts';
import type {} from '../../apps/server/src/types/fastify.d.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { createDatabase, type DatabaseHandle } from '../../apps/server/src/db/dialect.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { adminQuery, explain, PG_URL, queryLog } from './bench-database.ts';
import { latencyLine, seconds, summarize } from './bench-stats.ts';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const STEP_SECONDS = 15;
const REPETITIONS = 30;
const MAX_MS = 15_000;
const n = (value: number) => value.toLocaleString('en-US');
/** Row n (1-based) is created at START + n * STEP; the newest row is a minute before the run. */
const START_MS = Date.now() - 60_000 - ROWS * STEP_SECONDS * 1000;
const iso = (row: number) => new Date(START_MS + row * STEP_SECONDS * 1000).toISOString();

async function seed(db: Kysely<Database>, kind: 'sqlite' | 'postgres'): Promise<void> {
  const series = kind === 'sqlite'
    ? sql.raw(`(with recursive g(n) as (select 1 union all select n + 1 from g where n < ${ROWS}) select n from g)`)
    : sql.raw(`(select n from generate_series(1, ${ROWS}) n)`);
  const startSeconds = START_MS / 1000;
  const createdAt = kind === 'sqlite'
    ? sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', ${startSeconds} + n * ${STEP_SECONDS}, 'unixepoch')`)
    : sql.raw(`to_char(to_timestamp(${startSeconds} + n * ${STEP_SECONDS}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  const user = kind === 'sqlite' ? sql.raw(`printf('%032x', n % 1000)`) : sql.raw(`lpad(to_hex(n % 1000), 32, '0')`);
  const phone = kind === 'sqlite' ? sql.raw(`'+86138' || substr('00000000' || (n % 1000), -8, 8)`) : sql.raw(`'+86138' || lpad((n % 1000)::text, 8, '0')`);
  const action = sql.raw(`case when n % 100 = 0 then 'user.delete' when n % 3 = 0 then 'admin.change' else 'auth.sign_in' end`);
  await sql`insert into audit_logs (created_at, user_id, user_name, action, target_type, target_id, target_name, ip, user_agent, outcome, detail)
    select ${createdAt}, ${user}, ${phone}, ${action}, 'route', null, 'PUT /xiaozhi/admin/params', '198.51.100.' || (n % 250),
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      case when n % 10 = 0 then 'failure' else 'success' end, '{"fields":["id","paramCode","paramValue"]}' from ${series} s`.execute(db);
  if (kind === 'postgres') await sql`analyze`.execute(db);
}

interface Case {
  label: string;
  url: string;
}

async function measure(app: FastifyInstance, database: DatabaseHandle, token: string, item: Case): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'x-time-zone': 'Asia/Shanghai' };
  const get = () => app.inject({ method: 'GET', url: item.url, headers });
  const check = (await get()).json<{ code: number; msg: string; data: { list: unknown[]; nextCursor: string | null } }>();
  if (check.code !== 0) throw new Error(`${item.label}: ${item.url} answered code ${check.code} ${check.msg}`);
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < REPETITIONS && performance.now() - started < MAX_MS; i += 1) {
    const t0 = performance.now();
    await get();
    latencies.push(performance.now() - t0);
  }
  console.log(`\n  ${item.label} (${check.data.list.length} rows on the page, ${check.data.nextCursor ? 'more follow' : 'last page'})`);
  console.log(`    ${latencyLine(summarize(latencies))}`);
  queryLog.captured.length = 0;
  queryLog.capturing = true;
  await get();
  queryLog.capturing = false;
  for (const query of new Map(queryLog.captured.map((q) => [q.sql, q])).values()) {
    if (!/audit_logs/.test(query.sql)) continue;
    console.log(`    SQL: ${query.sql}`);
    for (const line of await explain(database, query)) console.log(`      ${line}`);
  }
}

function cases(): Case[] {
  const half = Math.floor(ROWS / 2);
  const cursor = encodeURIComponent(`${iso(half)}_${half}`);
  const day = new Date(START_MS + half * STEP_SECONDS * 1000 + 8 * 3_600_000).toISOString().slice(0, 10);
  const base = '/xiaozhi/admin/audit-logs?limit=20';
  return [
    { label: 'page 1, no filter', url: base },
    { label: `page at row ${n(half)} (cursor), no filter`, url: `${base}&cursor=${cursor}` },
    { label: 'action user.delete (1 % of rows), page 1', url: `${base}&action=user.delete` },
    { label: `action user.delete, page at row ${n(half)}`, url: `${base}&action=user.delete&cursor=${cursor}` },
    { label: 'user by id (1,000 rows), page 1', url: `${base}&user=${'0'.repeat(29)}02a` },
    { label: 'user by phone part "00000042" (one user), page 1', url: `${base}&user=00000042` },
    { label: 'user by phone part matching nobody (reads every row)', url: `${base}&user=99999999` },
    { label: `one calendar day (${day}, Asia/Shanghai), page 1`, url: `${base}&from=${day}&to=${day}` },
  ];
}

async function run(database: DatabaseHandle, label: string): Promise<void> {
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(database.db);
    const seedStarted = performance.now();
    await seed(database.db, database.kind);
    console.log(`\n=== ${label}: seeded ${n(ROWS)} audit rows in ${seconds(seedStarted)}`);
    app = await buildApp({ logger: false, database, config: { webDist: '/nonexistent-web-dist' } });
    const admin = await app.services.users.create({ username: '+8613800009999', password: 'Bench2025x', superAdmin: true });
    const token = await app.services.sessions.issue(admin.id);
    for (const item of cases()) await measure(app, database, token, item);
    // Retention that leaves out the oldest ~10 %: one sweep, in batches of 5,000.
    const days = Math.floor((ROWS * 0.9 * STEP_SECONDS) / 86_400);
    await app.services.params.set('audit.retention_days', String(days));
    const purgeStarted = performance.now();
    const deleted = await app.services.audit.purgeExpired();
    console.log(`\n  retention purge at ${days} days: ${n(deleted)} rows deleted in ${seconds(purgeStarted)}`);
  } finally {
    await app?.close();
  }
}

const started = performance.now();
console.log(`audit log benchmark: Node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}; ${REPETITIONS} requests per case through app.inject`);
const dataDir = mkdtempSync(join(tmpdir(), 'vox-bench-audit-'));
try {
  await run(createDatabase({ kind: 'sqlite', path: join(dataDir, 'vox.db') }, { log: queryLog.listener }), 'SQLite');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.BENCH_SKIP_POSTGRES === '1') {
  console.log('\n=== PostgreSQL skipped (BENCH_SKIP_POSTGRES=1)');
} else {
  const schema = `bench_${randomUUID().replaceAll('-', '')}`;
  let reachable = true;
  try {
    await adminQuery(`create schema ${schema}`);
  } catch (error) {
    reachable = false;
    console.log(`\n=== PostgreSQL skipped: not reachable (${error instanceof Error ? error.message : String(error)})`);
  }
  if (reachable) {
    try {
      await run(createDatabase({ kind: 'postgres', url: PG_URL }, { schema, poolSize: 5, log: queryLog.listener }), 'PostgreSQL');
    } finally {
      await adminQuery(`drop schema if exists ${schema} cascade`);
    }
  }
}
console.log(`\ntotal ${seconds(started)}`);
