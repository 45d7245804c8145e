// Load generator of the agents/devices benchmark, in its own thread so the client's work does not
// share the app's event loop. Jobs arrive by message; every job is bounded in count and in time,
// and talks to a loopback address only.
import { parentPort } from 'node:worker_threads';
import { SimulatedDevice, socketTransport } from '../../apps/server/test/device-simulator.ts';
import { registeredMac, unknownMac } from './agents-fixture.ts';

export interface OtaJob {
  kind: 'ota';
  baseUrl: string;
  requests: number;
  warmup: number;
  concurrency: number;
  maxMs: number;
  registeredDevices: number;
  unknownDevices: number;
  /** Share of check-ins from never-seen MACs (activation path). */
  unknownShare: number;
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

const devices = new Map<string, SimulatedDevice>();
/** One simulated device per MAC, with a stable client id as real firmware has. */
function deviceFor(baseUrl: string, mac: string): SimulatedDevice {
  let device = devices.get(mac);
  if (!device) {
    device = new SimulatedDevice(socketTransport(baseUrl), { mac, clientId: `client-${mac.replaceAll(':', '')}` });
    devices.set(mac, device);
  }
  return device;
}

async function runOta(job: OtaJob): Promise<OtaResult> {
  const bound: number[] = [];
  const unbound: number[] = [];
  const failures: string[] = [];
  const checkIn = async (measure: boolean) => {
    const known = Math.random() >= job.unknownShare;
    const mac = known ? registeredMac(Math.floor(Math.random() * job.registeredDevices)) : unknownMac(Math.floor(Math.random() * job.unknownDevices));
    const started = performance.now();
    const answer = await deviceFor(job.baseUrl, mac).checkIn();
    const took = performance.now() - started;
    const ok = answer.status === 200 && (known ? answer.json.websocket !== undefined : answer.json.activation !== undefined);
    if (!ok && failures.length < 5) failures.push(`${mac}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`);
    if (measure) (known ? bound : unbound).push(took);
  };
  const drive = async (count: number, deadline: number, measure: boolean) => {
    let issued = 0;
    const lane = async () => {
      while (issued < count && performance.now() < deadline) {
        issued += 1;
        await checkIn(measure);
      }
    };
    await Promise.all(Array.from({ length: job.concurrency }, lane));
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
