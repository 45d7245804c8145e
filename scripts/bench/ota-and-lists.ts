// Benchmark: the agents/devices capability with a large data set.
// SQLite (the default store):
// - OTA check-ins per second and latency with 100,000 devices, over a real loopback socket
//   (plus an in-process app.inject line, and a what-if line with PRAGMA synchronous = NORMAL);
// - agent list, session list and one session's messages with 10,000 agents and 1,000,000 chat messages;
// - EXPLAIN QUERY PLAN of every statement those requests run, captured from the app's own query log.
// PostgreSQL (when reachable at BENCH_DATABASE_URL / TEST_DATABASE_URL / postgres://postgres@127.0.0.1:5432/test):
// the same reads on the same data set in a throwaway schema, with EXPLAIN ANALYZE of their statements.
// The app is the real one (buildApp) on a temp DATA_DIR; HTTP load comes from a worker thread over loopback.
// Every loop is bounded by a count and a time limit; the temp directory and schema are removed at the end.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app.ts';
import { tuneHeapForServing } from '../../apps/server/src/lib/serving-heap.ts';
// The app's own additions to Fastify's types (app.services), which tsconfig.scripts.json does not include.
import type {} from '../../apps/server/src/types/fastify.d.ts';
import { createDatabase, type DatabaseHandle } from '../../apps/server/src/db/dialect.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { SimulatedDevice } from '../../apps/server/test/device-simulator.ts';
import { FIXTURE, fleetClientId, registeredMac, seedPostgres, seedSqlite, unknownMac, type SeededIds } from './agents-fixture.ts';
import { adminQuery, explain, PG_URL, queryLog, UNLIMITED } from './bench-database.ts';
import { latencyLine, seconds, summarize } from './bench-stats.ts';
import { redisProblem, REDIS_URL, withConsoleProcesses } from './console-processes.ts';
import type { GetJob, GetResult, Job, OtaJob, OtaResult } from './http-load-worker.ts';

const OTA = { requests: 40_000, warmup: 1_000, concurrency: 16, maxMs: 15_000, unknownShare: 0.1 };
const OTA_WHAT_IF_MAX_MS = 10_000;
const OTA_INJECT = { requests: 5_000, concurrency: 16, maxMs: 10_000 };
const LIST_MAX_MS = 20_000;
/** The app's own logger at its default level (info), its JSON lines written to /dev/null instead of a terminal or file. */
const PRODUCTION_LOGGER = { file: '/dev/null' };
/** Tables whose full scan would grow with use. */
const BIG_TABLES = ['devices', 'agents', 'agent_chat_history', 'agent_chat_audio', 'users', 'user_tokens', 'kv'];

/** The load is measured, not throttled: the per-IP limits are raised far above what the run sends. */
/** The load generator thread; one job at a time. */
class LoadWorker {
  readonly #worker = new Worker(new URL('./http-load-worker.ts', import.meta.url), { execArgv: ['--disable-warning=ExperimentalWarning'] });

  run<R extends OtaResult | GetResult>(job: Job): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      this.#worker.once('error', onError);
      this.#worker.once('message', (result: R | { kind: 'error'; message: string }) => {
        this.#worker.off('error', onError);
        if (result.kind === 'error') reject(new Error(result.message));
        else resolve(result);
      });
      this.#worker.postMessage(job);
    });
  }

  async stop(): Promise<void> {
    await this.#worker.terminate();
  }
}

interface Tokens {
  fleet: string;
  normal: string;
}

const n = (value: number) => value.toLocaleString('en');

function printFailures(failures: string[]): void {
  for (const failure of failures) console.log(`    ! unexpected answer: ${failure}`);
}

/** Check-ins per second of one run, printed with its latencies. */
async function otaOverSocket(worker: LoadWorker, baseUrls: string[], label: string, overrides: Partial<OtaJob> = {}): Promise<number> {
  const job: OtaJob = { kind: 'ota', baseUrls, ...OTA, registeredDevices: FIXTURE.devices, unknownDevices: FIXTURE.unknownDevicePool, ...overrides };
  const result = await worker.run<OtaResult>(job);
  const all = [...result.bound, ...result.unbound];
  const rate = all.length / (result.elapsedMs / 1000);
  console.log(`  ${label}: ${n(all.length)} check-ins in ${(result.elapsedMs / 1000).toFixed(1)} s = ${rate.toFixed(0)} check-ins/s`);
  console.log(`    all:     ${latencyLine(summarize(all))}`);
  if (result.bound.length > 0 && result.unbound.length > 0) {
    console.log(`    bound:   ${latencyLine(summarize(result.bound))}`);
    console.log(`    unbound: ${latencyLine(summarize(result.unbound))}`);
  }
  printFailures(result.failures);
  return rate;
}

/**
 * The pool's devices check in for the first time (each gets its activation code, two key-value rows and a pending
 * device), so that in the fleet runs after it an unbound device is one showing its code, as a real one does until bound.
 */
async function firstContacts(worker: LoadWorker, baseUrls: string[]): Promise<void> {
  await otaOverSocket(worker, baseUrls, `first contact of ${n(FIXTURE.unknownDevicePool)} never-seen devices (each issued a code)`, {
    requests: FIXTURE.unknownDevicePool, warmup: 0, firstContactFrom: 0, maxMs: 60_000,
  });
}

/**
 * The ceiling on this machine: a bare Fastify app (no logger, no database) answering the same requests with a fixed
 * JSON holding what the load generator checks for, over the same loopback socket from the same worker.
 */
async function bareFastifyBaseline(worker: LoadWorker): Promise<number> {
  const bare = Fastify();
  bare.post('/xiaozhi/ota/', async () => ({ websocket: { url: 'ws://127.0.0.1:8000/xiaozhi/v1/', token: '' }, activation: { code: '000000' } }));
  try {
    return await otaOverSocket(worker, [await bare.listen({ host: '127.0.0.1', port: 0 })], 'baseline: a bare Fastify app answering the same requests with a fixed JSON');
  } finally {
    await bare.close();
  }
}

async function otaInjected(app: FastifyInstance): Promise<void> {
  const latencies: number[] = [];
  let issued = 0;
  const started = performance.now();
  const deadline = started + OTA_INJECT.maxMs;
  const lane = async () => {
    while (issued < OTA_INJECT.requests && performance.now() < deadline) {
      issued += 1;
      const known = Math.random() >= OTA.unknownShare;
      const mac = known ? registeredMac(Math.floor(Math.random() * FIXTURE.devices)) : unknownMac(Math.floor(Math.random() * FIXTURE.unknownDevicePool));
      const t = performance.now();
      const answer = await new SimulatedDevice(app, { mac, clientId: fleetClientId(mac) }).checkIn();
      if (answer.status !== 200) throw new Error(`check-in of ${mac} answered ${answer.status}`);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: OTA_INJECT.concurrency }, lane));
  const elapsed = (performance.now() - started) / 1000;
  console.log(`  in-process app.inject (no socket, same mix, concurrency ${OTA_INJECT.concurrency}): ${n(latencies.length)} check-ins in ${elapsed.toFixed(1)} s = ` +
    `${(latencies.length / elapsed).toFixed(0)} check-ins/s`);
  console.log(`    all:     ${latencyLine(summarize(latencies))}`);
}

async function lists(worker: LoadWorker, baseUrl: string, ids: SeededIds, tokens: Tokens): Promise<void> {
  const deepPage = 200; // of 250 pages of 20
  const cases: { label: string; path: string; token: string; repetitions: number }[] = [
    { label: `agent list, fleet user (${n(FIXTURE.fleetAgents)} agents, ${n(FIXTURE.fleetDevices)} devices)`, path: '/xiaozhi/agent/list', token: tokens.fleet, repetitions: 50 },
    { label: 'agent list, ordinary user (3 agents, ~27 devices)', path: '/xiaozhi/agent/list', token: tokens.normal, repetitions: 200 },
    { label: `sessions of the heavy agent (${n(FIXTURE.heavyAgentSessions)} sessions, ${n(FIXTURE.heavyAgentSessions * FIXTURE.messagesPerSession)} messages), page 1`, path: `/xiaozhi/agent/${ids.heavyAgentId}/sessions?page=1&limit=20`, token: tokens.fleet, repetitions: 50 },
    { label: `sessions of the heavy agent, page ${deepPage} (deep)`, path: `/xiaozhi/agent/${ids.heavyAgentId}/sessions?page=${deepPage}&limit=20`, token: tokens.fleet, repetitions: 50 },
    { label: 'sessions of an ordinary agent (~5 sessions), page 1', path: `/xiaozhi/agent/${ids.normalAgentId}/sessions?page=1&limit=20`, token: tokens.normal, repetitions: 200 },
    { label: `messages of one heavy-agent session (${FIXTURE.messagesPerSession} messages)`, path: `/xiaozhi/agent/${ids.heavyAgentId}/chat-history/${ids.heavySessionId}`, token: tokens.fleet, repetitions: 200 },
  ];
  console.log(`\nConsole reads over a loopback socket, one request at a time, gzip accepted (5 warm-up requests not counted):`);
  for (const item of cases) {
    const job: GetJob = { kind: 'get', baseUrl, path: item.path, token: item.token, repetitions: item.repetitions, warmup: 5, maxMs: LIST_MAX_MS };
    const result = await worker.run<GetResult>(job);
    console.log(`  ${item.label}:`);
    console.log(`    ${latencyLine(summarize(result.latencies))}, answer ${(result.bytes / 1024).toFixed(1)} KiB of JSON`);
    printFailures(result.failures);
  }
}

/** Runs one request with the query log on, prints the plan of every distinct statement it ran, returns findings. */
async function planOf(database: DatabaseHandle, label: string, request: () => Promise<unknown>, expected?: string): Promise<string[]> {
  queryLog.captured.length = 0;
  queryLog.capturing = true;
  try {
    await request();
  } finally {
    queryLog.capturing = false;
  }
  const statements = [...new Map(queryLog.captured.map((query) => [query.sql, query])).values()];
  const findings: string[] = [];
  console.log(`\n  ${label}: ${statements.length} statement(s)`);
  for (const query of statements) {
    console.log(`    SQL: ${query.sql}`);
    const lines = await explain(database, query);
    if (lines.length === 0) console.log('      (no plan rows: a plain insert)');
    for (const line of lines) {
      console.log(`      ${line}`);
      const detail = line.trim();
      const scanned = /^SCAN (\w+)/.exec(detail)?.[1] ?? /Seq Scan on (\w+)/.exec(detail)?.[1];
      const note = expected ? ` (expected: ${expected})` : '';
      if (scanned && BIG_TABLES.includes(scanned)) findings.push(`${label}: full scan "${detail}"${note}`);
      if (detail.includes('TEMP B-TREE')) findings.push(`${label}: "${detail}"${note}`);
    }
  }
  return findings;
}

async function queryPlans(app: FastifyInstance, database: DatabaseHandle, ids: SeededIds, tokens: Tokens, withOta: boolean): Promise<void> {
  const get = (url: string, token: string) => () => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const findings = [
    ...(withOta
      ? [
          ...(await planOf(database, 'OTA check-in of a bound device (lookup by MAC, check-in update)', () =>
            new SimulatedDevice(app, { mac: registeredMac(12_345) }).checkIn())),
          ...(await planOf(database, 'OTA check-in of a never-seen device (activation code)', () =>
            new SimulatedDevice(app, { mac: unknownMac(FIXTURE.unknownDevicePool + 1) }).checkIn())),
        ]
      : []),
    ...(await planOf(database, 'GET /agent/list (agents by user with device counts), fleet user', get('/xiaozhi/agent/list', tokens.fleet),
      database.kind === 'postgres' ? 'the fleet owns a tenth of all agents, so with statistics the planner reads the small table whole' : undefined)),
    // SQLite plans without statistics, so only PostgreSQL's plan depends on whose list it is.
    ...(database.kind === 'postgres'
      ? await planOf(database, 'GET /agent/list (agents by user with device counts), ordinary user', get('/xiaozhi/agent/list', tokens.normal))
      : []),
    ...(await planOf(database, 'GET /agent/{id}/sessions (sessions by agent), heavy agent page 2', get(`/xiaozhi/agent/${ids.heavyAgentId}/sessions?page=2&limit=20`, tokens.fleet),
      'sessions are ordered by their latest message, an aggregate, so the agent’s sessions are sorted after grouping')),
    ...(await planOf(database, 'GET /agent/{id}/chat-history/{sessionId} (messages by agent + session)', get(`/xiaozhi/agent/${ids.heavyAgentId}/chat-history/${ids.heavySessionId}`, tokens.fleet))),
  ];
  console.log(`\n  Plan findings: ${findings.length === 0 ? 'every statement reads through an index; no full scan of a growing table, no temporary sort.' : ''}`);
  for (const finding of findings) console.log(`    - ${finding}`);
}

async function signIn(app: FastifyInstance, ids: SeededIds): Promise<Tokens> {
  return { fleet: await app.services.sessions.issue(ids.fleetUserId), normal: await app.services.sessions.issue(ids.normalUserId) };
}

const seededLine = ({ counts }: SeededIds, took: string) =>
  `seeded ${n(counts.users)} users, ${n(counts.agents)} agents, ${n(counts.devices)} devices, ` +
  `${n(counts.messages)} chat messages in ${n(counts.sessions)} sessions in ${took}`;

async function benchSqlite(worker: LoadWorker): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vox-bench-'));
  const dbPath = join(dataDir, 'vox.db');
  let app: FastifyInstance | undefined;
  try {
    const migrating = createDatabase({ kind: 'sqlite', path: dbPath });
    await migrateToLatest(migrating.db);
    await migrating.destroy();
    const seedStarted = performance.now();
    const ids = seedSqlite(dbPath);
    console.log(`\n=== SQLite (${dbPath})`);
    console.log(`${seededLine(ids, seconds(seedStarted))} (bulk load, no journal; file ${(statSync(dbPath).size / 1024 / 1024).toFixed(0)} MiB)`);

    const database = createDatabase({ kind: 'sqlite', path: dbPath }, { log: queryLog.listener });
    app = await buildApp({ logger: PRODUCTION_LOGGER, database, config: { webDist: '/nonexistent-web-dist' }, rateLimits: UNLIMITED });
    const tokens = await signIn(app, ids);
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

    console.log(`\nOTA check-in, POST /xiaozhi/ota/ as the firmware sends it (${Math.round((1 - OTA.unknownShare) * 100)}% bound devices picked at random ` +
      `among ${n(FIXTURE.devices)}, ${Math.round(OTA.unknownShare * 100)}% unbound devices showing their code, from a pool of ${n(FIXTURE.unknownDevicePool)}):`);
    await firstContacts(worker, [baseUrl]);
    const consoleRate = await otaOverSocket(worker, [baseUrl], `fleet: loopback socket, concurrency ${OTA.concurrency}, after ${OTA.warmup} warm-up requests`);
    const bareRate = await bareFastifyBaseline(worker);
    console.log(`  the console's OTA path runs at ${((consoleRate / bareRate) * 100).toFixed(1)} % of the bare Fastify app's rate`);
    await otaInjected(app);
    // What-if: the app opens SQLite with the default synchronous = FULL (an fsync per commit, on the event loop).
    await sql`pragma synchronous = normal`.execute(database.db);
    await otaOverSocket(worker, [baseUrl], 'what-if, socket again with PRAGMA synchronous = NORMAL (not the app’s setting)', { maxMs: OTA_WHAT_IF_MAX_MS });
    await sql`pragma synchronous = full`.execute(database.db);

    await lists(worker, baseUrl, ids, tokens);
    console.log('\nQuery plans, SQLite EXPLAIN QUERY PLAN of the SQL each request ran (from the app’s query log; no ANALYZE statistics, as in production):');
    await queryPlans(app, database, ids, tokens, true);
  } finally {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same fleet mix spread over two console server processes (PostgreSQL + Redis), lanes taking them in turn. */
async function twoProcesses(worker: LoadWorker, schema: string, oneProcessRate: number): Promise<void> {
  const problem = await redisProblem();
  if (problem) {
    console.log(`\n=== Two processes skipped: Redis at ${REDIS_URL} not reachable (${problem})`);
    return;
  }
  console.log(`\n=== Two console server processes (apps/server/src/server.ts, JSON logs at info) on this schema and Redis ${REDIS_URL}`);
  await withConsoleProcesses(schema, 2, async (baseUrls) => {
    const rate = await otaOverSocket(worker, baseUrls, `fleet: two processes, concurrency ${OTA.concurrency} (${OTA.concurrency / 2} per process)`);
    console.log(`  ${(rate / oneProcessRate).toFixed(2)}× the one-process rate on PostgreSQL; the load generator and PostgreSQL share the same 2 cores`);
  });
}

async function benchPostgres(worker: LoadWorker): Promise<void> {
  const schema = `bench_${randomUUID().replaceAll('-', '')}`;
  try {
    await adminQuery(`create schema ${schema}`);
  } catch (error) {
    console.log(`\n=== PostgreSQL skipped: ${PG_URL.replace(/\/\/[^@/]*@/, '//…@')} not reachable (${error instanceof Error ? error.message : String(error)})`);
    return;
  }
  let app: FastifyInstance | undefined;
  try {
    const database = createDatabase({ kind: 'postgres', url: PG_URL }, { schema, poolSize: 10, log: queryLog.listener });
    app = await buildApp({ logger: PRODUCTION_LOGGER, database, config: { webDist: '/nonexistent-web-dist' }, rateLimits: UNLIMITED });
    const { rows } = await sql<{ version: string }>`select current_setting('server_version') as version`.execute(database.db);
    const seedStarted = performance.now();
    const ids = await seedPostgres(database.db);
    console.log(`\n=== PostgreSQL ${rows[0]?.version ?? ''} (throwaway schema ${schema})`);
    console.log(`${seededLine(ids, seconds(seedStarted))} (generate_series, then VACUUM ANALYZE)`);
    const tokens = await signIn(app, ids);
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    console.log(`\nOTA check-in on PostgreSQL, the same mix as on SQLite:`);
    await firstContacts(worker, [baseUrl]);
    const oneProcess = await otaOverSocket(worker, [baseUrl], `fleet: one process, concurrency ${OTA.concurrency}`);
    await lists(worker, baseUrl, ids, tokens);
    console.log('\nQuery plans, PostgreSQL EXPLAIN (ANALYZE, COSTS OFF) of the SQL each request ran (planner statistics as autovacuum keeps them):');
    await queryPlans(app, database, ids, tokens, false);
    // The processes read the limits from params: the device limits off, as UNLIMITED does for the in-process app.
    await app.services.params.set('rate_limit.device_per_device', '0');
    await app.services.params.set('rate_limit.device_per_ip', '0');
    await app.close();
    app = undefined;
    await twoProcesses(worker, schema, oneProcess);
  } finally {
    await app?.close();
    await adminQuery(`drop schema if exists ${schema} cascade`);
  }
}

// The app in this process, as server.ts runs it.
tuneHeapForServing();
const started = performance.now();
console.log(`agents/devices benchmark: Node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg().map((v) => v.toFixed(2)).join(' ')} at start`);
const worker = new LoadWorker();
try {
  await benchSqlite(worker);
  if (process.env.BENCH_SKIP_POSTGRES === '1') console.log('\n=== PostgreSQL skipped (BENCH_SKIP_POSTGRES=1)');
  else await benchPostgres(worker);
} finally {
  await worker.stop();
}
console.log(`\ntotal ${seconds(started)}`);
