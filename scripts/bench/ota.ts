// Benchmark: the firmware's check-in (POST /xiaozhi/ota/) against its floor, a bare Fastify app, in the same run.
// On SQLite and on PostgreSQL (when reachable at BENCH_DATABASE_URL / TEST_DATABASE_URL / postgres://postgres@127.0.0.1:5432/test),
// with the agents/devices data set (100,000 bound devices), in two mixes: 500 bound devices (rows in memory), and
// the same mix as ota-and-lists.ts, 90 % of all bound devices at random and 10 % unbound ones showing their code. The
// console answers the firmware's check-in on its device lane (modules/ota/device-lane.ts), its heap tuned as
// server.ts tunes it, with the device rate limits off (0) as the issue measures. In the same rounds run a second floor,
// bare Fastify reading the device row with one prepared statement (the least this call must do), and, in the first
// mix, the console with the device limits on and counting. All servers run in this process and listen on loopback;
// the load comes from a worker thread (undici pool, keep-alive). The rounds alternate the servers so all see the
// same machine state, each server having first served 30,000 unmeasured check-ins; the medians and their ratio are printed.
// BENCH_OTA_ROUNDS (default 3) sets the rounds; BENCH_SKIP_POSTGRES=1 skips PostgreSQL; BENCH_OTA_SQLITE_SEED=<file>
// keeps the seeded SQLite file there and starts from a copy of it next time; BENCH_OTA_SQL_TIMES=1 prints the time
// the app's statements took, per statement; BENCH_OTA_PROFILE=<dir> writes a CPU profile of each console run there.
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { DatabaseSync } from 'node:sqlite';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { tuneHeapForServing } from '../../apps/server/src/lib/serving-heap.ts';
import type {} from '../../apps/server/src/types/fastify.d.ts';
import { createDatabase, type DatabaseHandle } from '../../apps/server/src/db/dialect.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { FIXTURE, seedPostgres, seedSqlite } from './agents-fixture.ts';
import { adminQuery, PG_URL, UNLIMITED } from './bench-database.ts';
import { latencyLine, seconds, summarize } from './bench-stats.ts';
import type { Job, OtaJob, OtaResult } from './http-load-worker.ts';

/** Every other limit out of the way; the device limits are off (0), as the issue measures, through their params (set below). */
const { devicePerDevice: _perDevice, devicePerIp: _perIp, ...LIMITS } = UNLIMITED;
const SEEDED_COPY = process.env.BENCH_OTA_SQLITE_SEED;
const PROFILE_DIR = process.env.BENCH_OTA_PROFILE;
const ROUNDS = Number(process.env.BENCH_OTA_ROUNDS ?? 3);
const OTA = { requests: 30_000, warmup: 1_000, concurrency: 16, maxMs: 8_000, unknownShare: 0.1 };
/**
 * Before a scenario's rounds, each server answers this many check-ins unmeasured: V8 optimises a path only after some
 * thousands of calls, and a console that has served a fleet for a minute has done so. Measured without it, the first
 * round of ours ran 25-35 % slower than the third (bare Fastify, with less code to optimise, barely moved).
 */
const STEADY_STATE = { requests: 30_000, warmup: 0, maxMs: 5_000 };
/**
 * What is measured, each against the floor in the same rounds: a small fleet whose rows stay in memory (the issue's
 * measure), and the whole data set, where most device rows are read from the file system's cache.
 */
const SCENARIOS: { label: string; short: string; job: Partial<OtaJob> }[] = [
  { label: '500 bound devices, every check-in known', short: '500 known devices', job: { registeredDevices: 500, unknownShare: 0 } },
  { label: `${FIXTURE.devices.toLocaleString('en')} bound devices at random, 10 % unbound showing their code`, short: 'whole fleet mix', job: {} },
];
/** The app's own logger at its default level (info), written to /dev/null. */
const PRODUCTION_LOGGER = { file: '/dev/null' };

class LoadWorker {
  readonly #worker = new Worker(new URL('./http-load-worker.ts', import.meta.url), { execArgv: ['--disable-warning=ExperimentalWarning'] });

  run(job: Job): Promise<OtaResult> {
    return new Promise<OtaResult>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      this.#worker.once('error', onError);
      this.#worker.once('message', (result: OtaResult | { kind: 'error'; message: string }) => {
        this.#worker.off('error', onError);
        if (result.kind === 'error') reject(new Error(result.message));
        else resolve(result);
      });
      this.#worker.postMessage(job);
    });
  }

  stop(): Promise<number> {
    return this.#worker.terminate();
  }
}

/** Total time and count per statement, printed after a run when BENCH_OTA_SQL_TIMES=1. */
const sqlTimes = {
  totals: new Map<string, { ms: number; count: number }>(),
  listener: process.env.BENCH_OTA_SQL_TIMES === '1'
    ? (event: LogEvent) => {
        const entry = sqlTimes.totals.get(event.query.sql) ?? { ms: 0, count: 0 };
        entry.ms += event.queryDurationMillis;
        entry.count += 1;
        sqlTimes.totals.set(event.query.sql, entry);
      }
    : undefined,
  print(): void {
    for (const [text, { ms, count }] of [...this.totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
      console.log(`    ${(ms / count * 1000).toFixed(0)} µs × ${n(count)}: ${text.slice(0, 160)}`);
    }
    this.totals.clear();
  },
};

const n = (value: number) => value.toLocaleString('en');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

/**
 * CPU time of this process's main thread (where both servers run; the load generator has its own thread), in ms, from
 * /proc: unlike a rate, it barely moves when other processes share the cores. Linux only; NaN elsewhere.
 */
function mainThreadCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    // utime and stime, fields 14 and 15 of stat, counted from field 3 (state) here.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
const CLOCK_TICKS_PER_SECOND = 100;

interface Measured {
  rate: number;
  /** Main-thread CPU per answered request, µs. */
  cpuUs: number;
}

async function run(worker: LoadWorker, baseUrl: string, label: string, overrides: Partial<OtaJob> = {}): Promise<Measured> {
  const job: OtaJob = { kind: 'ota', baseUrls: [baseUrl], ...OTA, registeredDevices: FIXTURE.devices, unknownDevices: FIXTURE.unknownDevicePool, ...overrides };
  const cpuBefore = mainThreadCpuMs();
  const result = await worker.run(job);
  const cpuMs = mainThreadCpuMs() - cpuBefore;
  const all = [...result.bound, ...result.unbound];
  const rate = all.length / (result.elapsedMs / 1000);
  // The warm-up requests ran on the same thread: counted in the CPU time, so in the divisor too.
  const cpuUs = (cpuMs * 1000) / (all.length + (overrides.warmup ?? OTA.warmup));
  console.log(`  ${label}: ${rate.toFixed(0)}/s, ${cpuUs.toFixed(0)} µs main-thread CPU each, ${latencyLine(summarize(all))}`);
  for (const failure of result.failures) console.log(`    ! unexpected answer: ${failure}`);
  return { rate, cpuUs };
}

/** Check-ins of the scenario's mix, neither timed nor printed, until the server runs at its steady state. */
async function warmUp(worker: LoadWorker, baseUrl: string, overrides: Partial<OtaJob>): Promise<void> {
  await worker.run({ kind: 'ota', baseUrls: [baseUrl], ...OTA, registeredDevices: FIXTURE.devices, unknownDevices: FIXTURE.unknownDevicePool, ...overrides, ...STEADY_STATE });
}

if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
const profiler = PROFILE_DIR ? new Session() : undefined;
profiler?.connect();
const post = <T>(method: string, params?: object) =>
  new Promise<T>((resolve, reject) => profiler!.post(method, params, (error, result) => (error ? reject(error) : resolve(result as T))));
let profiles = 0;

/** With BENCH_OTA_PROFILE=<dir>: a CPU profile of the main thread while the console serves, one file per run. */
async function profiled<T>(work: () => Promise<T>): Promise<T> {
  if (!profiler) return work();
  await post('Profiler.enable');
  await post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await post<{ profile: object }>('Profiler.stop');
    const file = join(PROFILE_DIR!, `ota-console-${++profiles}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`    profile: ${file}`);
  }
}

/** A bare Fastify app (no logger, no database) answering with a fixed JSON holding what the load generator checks for. */
async function bareFastify(): Promise<FastifyInstance> {
  const bare = Fastify();
  bare.post('/xiaozhi/ota/', async () => ({ websocket: { url: 'ws://127.0.0.1:8000/xiaozhi/v1/', token: '' }, activation: { code: '000000' } }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return bare;
}

/**
 * The floor of this very call: bare Fastify that reads the device row with one prepared statement (its own read-only
 * SQLite connection to the same file, or a named statement on its own PostgreSQL pool) and answers JSON of the same
 * shape and about the same size as ours (server time, websocket address and a token-sized string, or an activation
 * code). No checks, no limits, no signing.
 */
async function readFloor(read: (deviceId: string) => Promise<unknown>, close: () => Promise<void>): Promise<FastifyInstance> {
  const floor = Fastify();
  floor.addHook('onClose', close);
  floor.post('/xiaozhi/ota/', async (request) => {
    const deviceId = String(request.headers['device-id'] ?? '').toLowerCase();
    const device = await read(deviceId);
    const now = Date.now();
    const serverTime = { timestamp: now, timeZone: 'UTC', timezone_offset: 0 };
    if (!device) return { server_time: serverTime, activation: { code: '000000', message: '000000', challenge: deviceId } };
    const seconds = Math.floor(now / 1000);
    return { server_time: serverTime, websocket: { url: 'ws://127.0.0.1:8000/xiaozhi/v1/', token: `${'t'.repeat(43)}.${seconds}` } };
  });
  await floor.listen({ host: '127.0.0.1', port: 0 });
  return floor;
}

function sqliteReadFloor(dbPath: string): Promise<FastifyInstance> {
  const reader = new DatabaseSync(dbPath, { readOnly: true });
  const byId = reader.prepare('select * from devices where id = ?');
  return readFloor(async (deviceId) => byId.get(deviceId), async () => reader.close());
}

function postgresReadFloor(schema: string): Promise<FastifyInstance> {
  const pool = new pg.Pool({ connectionString: PG_URL, max: 10, options: `-c search_path=${schema}` });
  const text = 'select * from devices where id = $1';
  return readFloor(async (deviceId) => (await pool.query({ name: 'floor_device_by_id', text, values: [deviceId] })).rows[0], () => pool.end());
}

const baseUrlOf = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
};

/** Ours and bare in turn, `ROUNDS` times; prints the medians and the ratio. */
/** Measured in the same rounds as ours and bare: the read floor (every scenario), ours with the device limits counting (the first). */
interface Peers {
  readFloor: { label: string; app: FastifyInstance };
  limitsCounting: FastifyInstance;
}

async function compare(worker: LoadWorker, app: FastifyInstance, label: string, peers: Peers, quickWrites?: (on: boolean) => Promise<void>): Promise<void> {
  const bare = await bareFastify();
  try {
    const ourUrl = baseUrlOf(app);
    const bareUrl = baseUrlOf(bare);
    // Setting the scene, not measured: on a busy disk 5,000 codes issued with an fsync each would take minutes.
    await quickWrites?.(true);
    await run(worker, ourUrl, `first contact of ${n(FIXTURE.unknownDevicePool)} never-seen devices (each issued a code)`, {
      requests: FIXTURE.unknownDevicePool, warmup: 0, firstContactFrom: 0, maxMs: 60_000,
    });
    await quickWrites?.(false);
    if (sqlTimes.listener) sqlTimes.print();
    for (const [index, scenario] of SCENARIOS.entries()) {
      console.log(` ${scenario.label}`);
      const counted = index === 0 ? peers.limitsCounting : undefined;
      const servers = [
        { label: 'console', url: ourUrl, measured: [] as Measured[] },
        { label: 'bare Fastify', url: bareUrl, measured: [] as Measured[] },
        { label: peers.readFloor.label, url: baseUrlOf(peers.readFloor.app), measured: [] as Measured[] },
        ...(counted ? [{ label: 'console, device limits on (counting, 100,000,000 a minute)', url: baseUrlOf(counted), measured: [] as Measured[] }] : []),
      ];
      const [ours, floor, withRead, limited] = servers;
      for (const server of servers) await warmUp(worker, server.url, scenario.job);
      for (let round = 1; round <= ROUNDS; round++) {
        console.log(`  round ${round} (load average ${load()})`);
        for (const server of servers) {
          const measure = () => run(worker, server.url, server.label, scenario.job);
          server.measured.push(await (server === ours ? profiled(measure) : measure()));
          if (server === ours && sqlTimes.listener) sqlTimes.print();
        }
      }
      const rate = (server: (typeof servers)[number]) => median(server.measured.map((item) => item.rate));
      const cpu = (server: (typeof servers)[number]) => median(server.measured.map((item) => item.cpuUs));
      console.log(`  ${label}, ${scenario.short}: console median ${rate(ours!).toFixed(0)}/s, bare Fastify median ${rate(floor!).toFixed(0)}/s, ` +
        `ratio ${(rate(ours!) / rate(floor!)).toFixed(2)} (per round: ${ours!.measured.map((item, i) => (item.rate / floor!.measured[i]!.rate).toFixed(2)).join(', ')}); ` +
        `main-thread CPU per check-in: console ${cpu(ours!).toFixed(0)} µs, bare ${cpu(floor!).toFixed(0)} µs, ratio ${(cpu(floor!) / cpu(ours!)).toFixed(2)}`);
      console.log(`  ${label}, ${scenario.short}: ${withRead!.label} median ${rate(withRead!).toFixed(0)}/s (${cpu(withRead!).toFixed(0)} µs), ` +
        `ratio to bare ${(rate(withRead!) / rate(floor!)).toFixed(2)}; ours against it ${(rate(ours!) / rate(withRead!)).toFixed(2)}`);
      if (limited) {
        console.log(`  ${label}, ${scenario.short}: with the device limits counting, console median ${rate(limited).toFixed(0)}/s (${cpu(limited).toFixed(0)} µs), ` +
          `ratio to bare ${(rate(limited) / rate(floor!)).toFixed(2)}`);
      }
    }
  } finally {
    await bare.close();
  }
}

/**
 * The console as the issue measures it: the device limits off (0, their params). With `limitsCounting`, the device
 * limits are on instead, at 100,000,000 a minute: every check-in counted in both buckets, none refused.
 */
async function appOn(database: DatabaseHandle, limitsCounting = false): Promise<FastifyInstance> {
  const app = await buildApp({ logger: PRODUCTION_LOGGER, database, config: { webDist: '/nonexistent-web-dist' }, rateLimits: limitsCounting ? UNLIMITED : LIMITS });
  if (!limitsCounting) {
    await app.services.params.set('rate_limit.device_per_device', '0');
    await app.services.params.set('rate_limit.device_per_ip', '0');
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

async function onSqlite(worker: LoadWorker): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vox-bench-ota-'));
  const dbPath = join(dataDir, 'vox.db');
  const servers: FastifyInstance[] = [];
  try {
    const seeded = performance.now();
    if (SEEDED_COPY && existsSync(SEEDED_COPY)) copyFileSync(SEEDED_COPY, dbPath);
    else {
      const migrating = createDatabase({ kind: 'sqlite', path: dbPath });
      await migrateToLatest(migrating.db);
      await migrating.destroy();
      seedSqlite(dbPath);
      if (SEEDED_COPY) copyFileSync(dbPath, SEEDED_COPY);
    }
    console.log(`\n=== SQLite, ${n(FIXTURE.devices)} devices (seeded in ${seconds(seeded)})`);
    const database = createDatabase({ kind: 'sqlite', path: dbPath }, { log: sqlTimes.listener });
    const app = await appOn(database);
    servers.push(app);
    const peers: Peers = {
      readFloor: { label: 'bare Fastify + one SQLite read', app: await sqliteReadFloor(dbPath) },
      limitsCounting: await appOn(createDatabase({ kind: 'sqlite', path: dbPath }), true),
    };
    servers.push(peers.readFloor.app, peers.limitsCounting);
    await compare(worker, app, 'SQLite', peers, async (on) => {
      await sql.raw(`pragma synchronous = ${on ? 'off' : 'full'}`).execute(database.db);
    });
  } finally {
    for (const server of servers.reverse()) await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(worker: LoadWorker): Promise<void> {
  const schema = `bench_${randomUUID().replaceAll('-', '')}`;
  try {
    await adminQuery(`create schema ${schema}`);
  } catch (error) {
    console.log(`\n=== PostgreSQL skipped: not reachable (${error instanceof Error ? error.message : String(error)})`);
    return;
  }
  const servers: FastifyInstance[] = [];
  try {
    const connect = () => createDatabase({ kind: 'postgres', url: PG_URL }, { schema, poolSize: 10, log: sqlTimes.listener });
    const database = connect();
    await migrateToLatest(database.db);
    const seeded = performance.now();
    await seedPostgres(database.db);
    console.log(`\n=== PostgreSQL, ${n(FIXTURE.devices)} devices (seeded in ${seconds(seeded)})`);
    const app = await appOn(database);
    servers.push(app);
    const peers: Peers = {
      readFloor: { label: 'bare Fastify + one PostgreSQL read', app: await postgresReadFloor(schema) },
      limitsCounting: await appOn(connect(), true),
    };
    servers.push(peers.readFloor.app, peers.limitsCounting);
    await compare(worker, app, 'PostgreSQL', peers);
  } finally {
    for (const server of servers.reverse()) await server.close();
    await adminQuery(`drop schema if exists ${schema} cascade`);
  }
}

// The apps in this process, as server.ts runs the console.
tuneHeapForServing();
const started = performance.now();
console.log(`OTA check-in vs bare Fastify: Node ${process.version}, ${availableParallelism()} CPUs, load average ${load()} at start, ` +
  `${ROUNDS} rounds of up to ${n(OTA.requests)} check-ins or ${OTA.maxMs / 1000} s each, concurrency ${OTA.concurrency}`);
const worker = new LoadWorker();
try {
  await onSqlite(worker);
  if (process.env.BENCH_SKIP_POSTGRES === '1') console.log('\n=== PostgreSQL skipped (BENCH_SKIP_POSTGRES=1)');
  else await onPostgres(worker);
} finally {
  await worker.stop();
}
console.log(`\ntotal ${seconds(started)}`);
