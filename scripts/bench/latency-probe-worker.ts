// A worker thread that sends one request every `everyMs`, whether or not the previous ones have answered (so a stall
// shows in every request it delays, not just in one), and reports each answer's latency when told to stop.
import { parentPort, workerData } from 'node:worker_threads';

export interface ProbeRequest {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}
export interface ProbeJob {
  requests: ProbeRequest[];
  everyMs: number;
  /** Bounded however long the caller forgets to stop it. */
  maxMs: number;
}
export type ProbeResult = Record<string, { latencies: number[]; failures: string[] }>;

const job = workerData as ProbeJob;
const result: ProbeResult = Object.fromEntries(job.requests.map((request) => [request.label, { latencies: [], failures: [] }]));
const pending = new Set<Promise<void>>();
let next = 0;

async function send(request: ProbeRequest): Promise<void> {
  const started = performance.now();
  try {
    const answer = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, signal: AbortSignal.timeout(60_000) });
    await answer.arrayBuffer();
    if (answer.status !== 200) result[request.label]!.failures.push(`HTTP ${answer.status}`);
  } catch (error) {
    result[request.label]!.failures.push((error as Error).message);
  }
  result[request.label]!.latencies.push(performance.now() - started);
}

const timer = setInterval(() => {
  const request = job.requests[next++ % job.requests.length]!;
  const sent = send(request);
  pending.add(sent);
  void sent.finally(() => pending.delete(sent));
}, job.everyMs);

async function finish(): Promise<void> {
  clearInterval(timer);
  await Promise.all(pending);
  parentPort!.postMessage(result);
}

const deadline = setTimeout(() => void finish(), job.maxMs);
parentPort!.once('message', () => {
  clearTimeout(deadline);
  void finish();
});
