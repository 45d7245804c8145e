// Load generator of the agents/devices benchmark, in its own thread so the client's work does not
// share the app's event loop. Jobs arrive by message; every job is bounded in count and in time,
// and talks to a loopback address only.
import { parentPort } from 'node:worker_threads';
import { Pool } from 'undici';
import { SimulatedDevice, type Transport } from '../../apps/server/test/device-simulator.ts';
import { fleetClientId, registeredMac, unknownMac } from './agents-fixture.ts';

export interface OtaJob {
  kind: 'ota';
  /** One address, or several (processes behind no balancer): the lanes take them in turn. */
  baseUrls: string[];
  requests: number;
  warmup: number;
  concurrency: number;
  maxMs: number;
  registeredDevices: number;
  unknownDevices: number;
  /** Share of check-ins from unbound MACs of the pool (activation path): devices showing their code until bound. */
  unknownShare: number;
  /** Set: every check-in is a never-seen MAC instead, the pool's numbered from here, each once (a code is issued). */
  firstContactFrom?: number;
}

export interface GetJob {
  kind: 'get';
  baseUrl: string;
  path: string;
  token: string;
  repetitions: number;
  warmup: number;
  maxMs: number;
}

export type Job = OtaJob | GetJob;

export interface OtaResult {
  kind: 'ota';
  elapsedMs: number;
  bound: number[];
  unbound: number[];
  failures: string[];
}

export interface GetResult {
  kind: 'get';
  latencies: number[];
  bytes: number;
  failures: string[];
}

const port = parentPort;
if (!port) throw new Error('http-load-worker.ts runs as a worker thread');

/**
 * Keep-alive connections through undici's pool rather than fetch: fetch's own work per request (WHATWG streams, header
 * objects) took as much of this 2-core machine as a bare Fastify app's, capping what the benchmark could show.
 */
function poolTransport(pool: Pool): Transport {
  return async ({ method, url, headers, body }) => {
    const answer = await pool.request({ method, path: url, headers, ...(body === undefined ? {} : { body }) });
    return { status: answer.statusCode, headers: answer.headers as Record<string, string>, body: Buffer.from(await answer.body.arrayBuffer()) };
  };
}

const pools = new Map<string, Pool>();
function poolFor(baseUrl: string, connections: number): Pool {
  let pool = pools.get(baseUrl);
  if (!pool) {
    pool = new Pool(baseUrl, { connections, pipelining: 1 });
    pools.set(baseUrl, pool);
  }
  return pool;
}

async function runOta(job: OtaJob): Promise<OtaResult> {
  const bound: number[] = [];
  const unbound: number[] = [];
  const failures: string[] = [];
  const lanesPerAddress = Math.ceil(job.concurrency / job.baseUrls.length);
  const transports = job.baseUrls.map((baseUrl) => poolTransport(poolFor(baseUrl, lanesPerAddress)));
  let firstContacts = 0;
  const pick = (): { known: boolean; mac: string } => {
    if (job.firstContactFrom !== undefined) return { known: false, mac: unknownMac(job.firstContactFrom + firstContacts++) };
    const known = Math.random() >= job.unknownShare;
    return { known, mac: known ? registeredMac(Math.floor(Math.random() * job.registeredDevices)) : unknownMac(Math.floor(Math.random() * job.unknownDevices)) };
  };
  const checkIn = async (lane: number, measure: boolean) => {
    const { known, mac } = pick();
    const device = new SimulatedDevice(transports[lane % transports.length]!, { mac, clientId: fleetClientId(mac) });
    const started = performance.now();
    const answer = await device.checkIn();
    const took = performance.now() - started;
    const ok = answer.status === 200 && (known ? answer.json.websocket !== undefined : answer.json.activation !== undefined);
    if (!ok && failures.length < 5) failures.push(`${mac}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`);
    if (measure) (known ? bound : unbound).push(took);
  };
  const drive = async (count: number, deadline: number, measure: boolean) => {
    let issued = 0;
    const lane = async (index: number) => {
      while (issued < count && performance.now() < deadline) {
        issued += 1;
        await checkIn(index, measure);
      }
    };
    await Promise.all(Array.from({ length: job.concurrency }, (_, index) => lane(index)));
  };
  await drive(job.warmup, performance.now() + job.maxMs, false);
  const started = performance.now();
  await drive(job.requests, started + job.maxMs, true);
  return { kind: 'ota', elapsedMs: performance.now() - started, bound, unbound, failures };
}

async function runGet(job: GetJob): Promise<GetResult> {
  const latencies: number[] = [];
  const failures: string[] = [];
  let bytes = 0;
  // Like the console's browser: signed in, compressed answers accepted (fetch decodes them).
  const headers = { authorization: `Bearer ${job.token}`, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  const deadline = performance.now() + job.maxMs;
  for (let i = 0; i < job.warmup + job.repetitions && performance.now() < deadline; i++) {
    const started = performance.now();
    const response = await fetch(`${job.baseUrl}${job.path}`, { headers });
    const text = await response.text();
    const took = performance.now() - started;
    const envelope = JSON.parse(text) as { code: number; msg: string };
    if ((response.status !== 200 || envelope.code !== 0) && failures.length < 5) failures.push(`${response.status} ${text.slice(0, 200)}`);
    if (i >= job.warmup) latencies.push(took);
    bytes = Buffer.byteLength(text);
  }
  return { kind: 'get', latencies, bytes, failures };
}

port.on('message', (job: Job) => {
  const run = job.kind === 'ota' ? runOta(job) : runGet(job);
  run.then(
    (result) => port.postMessage(result),
    (error: unknown) => port.postMessage({ kind: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
