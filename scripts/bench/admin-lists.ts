// Benchmark: admin lists over large tables, through the real app (buildApp + app.inject).
// - params: 1,000,000 rows in sys_params; page 1, a deep page (offset 500,000) and a filtered page (code/remark contains);
// - dictionary data: one dictionary type holding 1,000,000 items; page 1, a deep page, a label-filtered page;
// - firmware: 1,000,000 rows; page 1, a deep page, a name-filtered page.
// SQLite on a temp DATA_DIR (bulk insert by recursive CTE), then PostgreSQL (generate_series) in a throwaway schema
// when reachable; with the plan of every statement each request ran (EXPLAIN QUERY PLAN / EXPLAIN ANALYZE).
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

const ROWS = Number(process.env.BENCH_ADMIN_ROWS ?? 1_000_000);
const REPETITIONS = 30;
const MAX_MS = 15_000;
const DICT_TYPE_ID = 'bench-dict-type';
const n = (value: number) => value.toLocaleString('en-US');

/** The same rows in both dialects; `series` is a SQL row source of `n` from 1 to ROWS. */
async function seed(db: Kysely<Database>, kind: 'sqlite' | 'postgres'): Promise<void> {
  const series = kind === 'sqlite'
    ? sql.raw(`(with recursive g(n) as (select 1 union all select n + 1 from g where n < ${ROWS}) select n from g)`)
    : sql.raw(`(select n from generate_series(1, ${ROWS}) n)`);
  const pad = (width: number) => (kind === 'sqlite' ? sql.raw(`substr('0000000' || n, -${width}, ${width})`) : sql.raw(`lpad(n::text, ${width}, '0')`));
  const now = new Date().toISOString();
  await sql`insert into sys_params (id, param_code, param_value, value_type, param_type, remark, created_at, updated_at)
    select 'bench-param-' || n, 'bench.param_' || ${pad(7)}, 'value ' || n, 'string', 1, 'bench remark ' || n, ${now}, ${now} from ${series} s`.execute(db);
  await sql`insert into sys_dict_type (id, dict_type, dict_name, remark, sort, created_at, updated_at)
    values (${DICT_TYPE_ID}, 'bench_board', 'Bench boards', null, 0, ${now}, ${now})`.execute(db);
  await sql`insert into sys_dict_data (id, dict_type_id, dict_label, dict_value, remark, sort, created_at, updated_at)
    select 'bench-data-' || ${pad(7)}, ${DICT_TYPE_ID}, 'board ' || n, 'board-' || n, null, n % 1000, ${now}, ${now} from ${series} s`.execute(db);
  await seedFirmware(db, kind, series, now);
  if (kind === 'postgres') await sql`analyze`.execute(db);
}

/** Firmware rows as uploads make them: 32-hex md5, distinct versions within one board type. */
async function seedFirmware(db: Kysely<Database>, kind: 'sqlite' | 'postgres', series: ReturnType<typeof sql.raw>, now: string): Promise<void> {
  const md5 = kind === 'sqlite' ? sql.raw(`printf('%032x', n)`) : sql.raw(`lpad(to_hex(n), 32, '0')`);
  await sql`insert into firmware (id, firmware_name, type, version, size, md5, remark, storage_key, sort, created_at, updated_at)
    select 'bench-fw-' || n, 'firmware ' || n, 'bread-compact-wifi', '1.' || (n / 1000) || '.' || (n % 1000), 1048576 + n, ${md5}, null, ${md5} || '.bin', 0, ${now}, ${now}
    from ${series} s`.execute(db);
}

interface Case {
  label: string;
  url: string;
}

async function measure(app: FastifyInstance, database: DatabaseHandle, token: string, item: Case): Promise<void> {
  const get = () => app.inject({ method: 'GET', url: item.url, headers: { authorization: `Bearer ${token}` } });
  // The first request counts the list's total; the next ones within 10 s reuse it (lib/pagination.ts).
  const firstStarted = performance.now();
  const check = (await get()).json<{ code: number; data: { total: number; list: unknown[] } }>();
  const firstMs = performance.now() - firstStarted;
  if (check.code !== 0) throw new Error(`${item.label}: ${item.url} answered code ${check.code}`);
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < REPETITIONS && performance.now() - started < MAX_MS; i += 1) {
    const t0 = performance.now();
    await get();
    latencies.push(performance.now() - t0);
  }
  console.log(`\n  ${item.label} (total ${n(check.data.total)}, ${check.data.list.length} rows on the page)`);
  console.log(`    first request, counting the total: ${firstMs.toFixed(1)} ms`);
  console.log(`    then, the total remembered: ${latencyLine(summarize(latencies))}`);
  queryLog.captured.length = 0;
  queryLog.capturing = true;
  await get();
  queryLog.capturing = false;
  for (const query of new Map(queryLog.captured.map((q) => [q.sql, q])).values()) {
    if (!/sys_params|sys_dict_data|firmware/.test(query.sql) || /user_tokens|users/.test(query.sql)) continue;
    console.log(`    SQL: ${query.sql}`);
    for (const line of await explain(database, query)) console.log(`      ${line}`);
  }
}

function cases(): Case[] {
  const deep = Math.floor(ROWS / 2 / 10);
  return [
    { label: 'params page 1', url: '/xiaozhi/admin/params/page?page=1&limit=10&paramCode=' },
    { label: `params deep page ${n(deep)} (offset ${n(deep * 10 - 10)})`, url: `/xiaozhi/admin/params/page?page=${deep}&limit=10&paramCode=` },
    { label: 'params filtered by "param_00042" (code or remark contains)', url: '/xiaozhi/admin/params/page?page=1&limit=10&paramCode=param_00042' },
    { label: 'dict data page 1 of the 1M-item type', url: `/xiaozhi/admin/dict/data/page?dictTypeId=${DICT_TYPE_ID}&dictLabel=&dictValue=&page=1&limit=10` },
    { label: `dict data deep page ${n(deep)}`, url: `/xiaozhi/admin/dict/data/page?dictTypeId=${DICT_TYPE_ID}&dictLabel=&dictValue=&page=${deep}&limit=10` },
    { label: 'dict data filtered by label "board 4242"', url: `/xiaozhi/admin/dict/data/page?dictTypeId=${DICT_TYPE_ID}&dictLabel=${encodeURIComponent('board 4242')}&dictValue=&page=1&limit=10` },
    { label: 'firmware page 1', url: '/xiaozhi/otaMag?page=1&limit=10&firmwareName=' },
    { label: `firmware deep page ${n(deep)}`, url: `/xiaozhi/otaMag?page=${deep}&limit=10&firmwareName=` },
    { label: 'firmware filtered by name "firmware 4242"', url: `/xiaozhi/otaMag?page=1&limit=10&firmwareName=${encodeURIComponent('firmware 4242')}` },
  ];
}

async function run(database: DatabaseHandle, label: string): Promise<void> {
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(database.db);
    const seedStarted = performance.now();
    await seed(database.db, database.kind);
    console.log(`\n=== ${label}: seeded ${n(ROWS)} params, ${n(ROWS)} items of one dictionary type, ${n(ROWS)} firmware rows in ${seconds(seedStarted)}`);
    app = await buildApp({ logger: false, database, config: { webDist: '/nonexistent-web-dist' } });
    const admin = await app.services.users.create({ username: '+8613800009999', password: 'Bench2025x', superAdmin: true });
    const token = await app.services.sessions.issue(admin.id);
    for (const item of cases()) await measure(app, database, token, item);
  } finally {
    await app?.close();
  }
}

const started = performance.now();
console.log(`admin lists benchmark: Node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}; ${REPETITIONS} requests per case through app.inject`);
const dataDir = mkdtempSync(join(tmpdir(), 'vox-bench-admin-'));
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
