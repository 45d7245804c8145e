// Benchmark: long-term memory recall for one agent that knows 10,000 people through 1,000,000
// memory nodes (~100 each, spread over the last 30 days) and 100,000 attention values (5 attentions, 2 values each),
// through the real app (buildApp + app.inject: auth, validation, the recall, the envelope). Each request recalls a
// random person: their values and their nodes of the last 7 days. SQLite on a temp DATA_DIR, then PostgreSQL in a
// throwaway schema when reachable, with the query plans that show the indexes used.
// Seeding is set-based (one INSERT … SELECT over a generated series per table), so a million rows take seconds.
// Knobs: BENCH_MEMORY_IDENTIFIERS, BENCH_MEMORY_NODES, BENCH_MEMORY_REQUESTS, BENCH_SKIP_POSTGRES=1.
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
import { adminQuery, explain, PG_URL, queryLog, UNLIMITED } from './bench-database.ts';
import { latencyLine, seconds, summarize } from './bench-stats.ts';

const IDENTIFIERS = Number(process.env.BENCH_MEMORY_IDENTIFIERS ?? 10_000);
const NODES = Number(process.env.BENCH_MEMORY_NODES ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 500);
const ATTENTIONS = 5;
const VALUES_PER_ATTENTION = 2;
const SPREAD_DAYS = 30;
const n = (value: number) => value.toLocaleString('en-US');

/** 1..count as a table `s(n)`: a recursive CTE in SQLite, generate_series in PostgreSQL. */
const series = (kind: 'sqlite' | 'postgres', count: number) =>
  kind === 'sqlite'
    ? sql.raw(`(with recursive g(n) as (select 1 union all select n + 1 from g where n < ${count}) select n from g)`)
    : sql.raw(`(select n from generate_series(1::bigint, ${count}) n)`);

/** ISO-8601 UTC text of `secondsExpression` (seconds since the epoch), as the app stores times. */
const isoOf = (kind: 'sqlite' | 'postgres', secondsExpression: string) =>
  kind === 'sqlite'
    ? sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', ${secondsExpression}, 'unixepoch')`)
    : sql.raw(`to_char(to_timestamp(${secondsExpression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

async function seed(db: Kysely<Database>, kind: 'sqlite' | 'postgres', memoryId: string): Promise<void> {
  const now = Date.now() / 1000;
  const text = (expression: string) => (kind === 'sqlite' ? sql.raw(`(${expression})`) : sql.raw(`(${expression})::text`));
  // Node n belongs to person n % IDENTIFIERS and was last updated somewhere in the last 30 days.
  const nodeTime = isoOf(kind, `${now} - (n * 7919 % ${SPREAD_DAYS * 86_400})`);
  await sql`insert into memory_nodes (id, memory_id, identify_id, content, content_hash, source_session_id, created_at, updated_at)
    select 'node-' || ${text('n')}, ${memoryId}, 'user-' || ${text(`n % ${IDENTIFIERS}`)},
      '用户提到的第 ' || ${text('n')} || ' 件事：周末和家人去公园放风筝，喜欢恐龙和画画', 'hash-' || ${text('n')}, null, ${nodeTime}, ${nodeTime}
    from ${series(kind, NODES)} s`.execute(db);
  // Value m: person (m - 1) / 10, attention ((m - 1) % 10) / 2.
  const valueTime = isoOf(kind, `${now} - (n * 104729 % ${SPREAD_DAYS * 86_400})`);
  const perPerson = ATTENTIONS * VALUES_PER_ATTENTION;
  await sql`insert into memory_attention_values (id, memory_id, attention_id, identify_id, value, created_at, updated_at)
    select 'value-' || ${text('n')}, ${memoryId}, 'att-' || ${text(`((n - 1) % ${perPerson}) / ${VALUES_PER_ATTENTION}`)},
      'user-' || ${text(`(n - 1) / ${perPerson}`)}, '值' || ${text('n')}, ${valueTime}, ${valueTime}
    from ${series(kind, IDENTIFIERS * perPerson)} s`.execute(db);
  if (kind === 'postgres') await sql`analyze`.execute(db);
}

async function run(database: DatabaseHandle, label: string): Promise<void> {
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(database.db);
    app = await buildApp({ logger: false, database, rateLimits: UNLIMITED, runJobs: false, config: { webDist: '/nonexistent-web-dist' } });
    const user = await app.services.users.create({ username: '+8613800009151', password: 'Bench2025x', superAdmin: false });
    const headers = { authorization: `Bearer ${await app.services.sessions.issue(user.id)}` };
    const agent = app.inject({ method: 'POST', url: '/xiaozhi/agent', headers, payload: { agentName: 'memory bench' } });
    const agentId = (await agent).json<{ data: string }>().data;
    const memory = (await app.inject({ method: 'POST', url: '/v1/memories', headers, payload: { agent_id: agentId } })).json<{ data: { id: string } }>().data;
    const stamp = new Date().toISOString();
    for (let index = 0; index < ATTENTIONS; index += 1) {
      await database.db
        .insertInto('memory_attentions')
        .values({ id: `att-${index}`, memory_id: memory.id, name: `变量${index}`, description: '说明', default_value: '', is_single_value: 0, created_at: stamp, updated_at: stamp })
        .execute();
    }
    const seedStarted = performance.now();
    await seed(database.db, database.kind, memory.id);
    console.log(`\n=== ${label}: seeded ${n(NODES)} nodes and ${n(IDENTIFIERS * ATTENTIONS * VALUES_PER_ATTENTION)} values for ${n(IDENTIFIERS)} people in ${seconds(seedStarted)}`);

    const recall = (person: number) =>
      app!.inject({ method: 'POST', url: `/v1/agents/${agentId}/identifiers/user-${person}/memory/recall`, headers, payload: {} });
    const check = (await recall(42)).json<{ code: number; msg: string; data: { attention_values: Record<string, string>; memory_nodes: unknown[] } }>();
    if (check.code !== 0) throw new Error(`recall answered ${check.code} ${check.msg}`);
    console.log(`  one recall: ${Object.keys(check.data.attention_values).length} attentions, ${check.data.memory_nodes.length} nodes of the last 7 days`);
    for (let i = 0; i < 20; i += 1) await recall(i); // warm-up
    const latencies: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const person = Math.floor(Math.random() * IDENTIFIERS);
      const t0 = performance.now();
      await recall(person);
      latencies.push(performance.now() - t0);
    }
    console.log(`\n  recall of a random person, ${REQUESTS} requests one after another`);
    console.log(`    ${latencyLine(summarize(latencies))}`);
    queryLog.captured.length = 0;
    queryLog.capturing = true;
    await recall(4242 % IDENTIFIERS);
    queryLog.capturing = false;
    for (const query of new Map(queryLog.captured.map((q) => [q.sql, q])).values()) {
      if (!/memory_/.test(query.sql)) continue;
      console.log(`    SQL: ${query.sql}`);
      for (const line of await explain(database, query)) console.log(`      ${line}`);
    }
  } finally {
    await app?.close();
  }
}

const started = performance.now();
console.log(`memory recall benchmark: Node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
const dataDir = mkdtempSync(join(tmpdir(), 'vox-bench-memory-'));
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
