// Benchmark: does the device path keep answering while documents built to hurt are indexed? The real app (buildApp,
// jobs running) listens on loopback; a probe thread sends GET /health and a bound device's OTA check-in every 10 ms,
// first with nothing else going on, then while a 24 MB text file, a 3.3 MB HTML file nested 300,000 elements deep and a
// DOCX that unpacks to 300 MB are uploaded and indexed. Latency p50/p99/max of each, on SQLite then PostgreSQL.
// Every loop is bounded in count and time; the temp directory and the PostgreSQL schema are removed at the end.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import type {} from '../../apps/server/src/types/fastify.d.ts';
import { createDatabase, type DatabaseHandle } from '../../apps/server/src/db/dialect.ts';
import { LocalDiskStorage } from '../../apps/server/src/integrations/storage/local-disk-storage.ts';
import { bindNewDevice, consoleFor } from '../../apps/server/test/console-client.ts';
import { docxBomb, nestedHtml } from '../../apps/server/test/document-fixtures.ts';
import { createUser, multipartBody } from '../../apps/server/test/helper.ts';
import { adminQuery, PG_URL, UNLIMITED } from './bench-database.ts';
import { latencyLine, summarize } from './bench-stats.ts';
import type { ProbeJob, ProbeResult } from './latency-probe-worker.ts';

const PROBE_EVERY_MS = 10;
const QUIET_MS = 10_000;
const INGEST_MAX_MS = 300_000;
const MB = 1024 * 1024;

/** 24 MB of manual-like text in Chinese and English, paragraphs apart, as a large real upload would be. */
function largeText(bytes: number): Buffer {
  const paragraphs: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const paragraph = `第 ${i} 节：长按电源键三秒开机，指示灯变成蓝色表示已经开机。Section ${i}: hold the power key for three seconds; the light turns blue.\n\n`;
    paragraphs.push(paragraph);
    size += Buffer.byteLength(paragraph);
  }
  return Buffer.from(paragraphs.join(''));
}

async function probe(job: ProbeJob, during: () => Promise<void>): Promise<ProbeResult> {
  const worker = new Worker(new URL('./latency-probe-worker.ts', import.meta.url), { workerData: job, execArgv: ['--disable-warning=ExperimentalWarning'] });
  const result = new Promise<ProbeResult>((resolve, reject) => worker.once('message', resolve).once('error', reject));
  try {
    await during();
  } finally {
    worker.postMessage('stop');
  }
  const answer = await result;
  await worker.terminate();
  return answer;
}

function print(label: string, result: ProbeResult): void {
  console.log(`  ${label}:`);
  for (const [name, { latencies, failures }] of Object.entries(result)) {
    console.log(`    ${name}: ${latencyLine(summarize(latencies))}${failures.length ? `, ${failures.length} failed (${[...new Set(failures)].slice(0, 3).join('; ')})` : ''}`);
  }
}

async function run(database: DatabaseHandle, label: string, dataDir: string): Promise<void> {
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      logger: { file: '/dev/null' },
      database,
      rateLimits: UNLIMITED,
      datasetStorage: new LocalDiskStorage(join(dataDir, `datasets-${label}`)),
      uploadStorage: new LocalDiskStorage(join(dataDir, `uploads-${label}`)),
      config: { webDist: '/nonexistent-web-dist' },
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const user = await createUser(app);
    const web = consoleFor(app, user);
    const device = await bindNewDevice(app, user, await web.createAgent('设备'));
    const dataset = (await web.request<{ id: string }>({ method: 'POST', url: '/v1/datasets', payload: { name: 'hostile' } })).data;
    const job: ProbeJob = {
      everyMs: PROBE_EVERY_MS,
      maxMs: INGEST_MAX_MS + 60_000,
      requests: [
        { label: 'GET /health', method: 'GET', url: `${base}/health` },
        { label: 'OTA check-in, bound device', method: 'POST', url: `${base}/xiaozhi/ota/`, headers: device.headers(), body: JSON.stringify(device.body()) },
      ],
    };

    // Built before the quiet run, so freeing the 300 MB the bomb was made from falls outside the measured one.
    const only = process.env.BENCH_HOSTILE_FILES?.split(',');
    const files = ([['large.txt', () => largeText(24 * MB)], ['nested.html', () => Buffer.from(nestedHtml(300_000))], ['bomb.docx', () => docxBomb(300 * MB)]] as const)
      .filter(([name]) => !only || only.includes(name))
      .map(([name, make]) => [name, make()] as const);
    console.log(`\n=== ${label}`);
    print(`quiet, ${QUIET_MS / 1000} s`, await probe(job, () => new Promise((resolve) => setTimeout(resolve, QUIET_MS))));

    const documents: { id: string; name: string }[] = [];
    const started = performance.now();
    const during = await probe(job, async () => {
      for (const [name, bytes] of files) {
        const form = multipartBody({}, { name, bytes });
        const res = await web.request<{ id: string }>({ method: 'POST', url: `/v1/datasets/${dataset.id}/documents`, payload: form.payload, headers: form.headers });
        if (res.code !== 0) throw new Error(`${name}: ${res.code} ${res.msg}`);
        documents.push({ id: res.data.id, name });
      }
      while (performance.now() - started < INGEST_MAX_MS) {
        const states = await Promise.all(documents.map(async (doc) => (await app!.services.repos.documents.find(doc.id))!));
        if (states.every((state) => state.status === 'completed' || state.status === 'failed')) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    print(`while uploading and indexing (${seconds} s)`, during);
    for (const doc of documents) {
      const row = (await app.services.repos.documents.find(doc.id))!;
      console.log(`    ${doc.name}: ${row.status}${row.error_code ? ` (${row.error_code} ${row.error_detail})` : `, ${row.segment_count.toLocaleString('en')} segments`}`);
    }
  } finally {
    await app?.close();
  }
}

console.log(`hostile-documents benchmark: Node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
const dataDir = mkdtempSync(join(tmpdir(), 'vox-bench-hostile-'));
try {
  if (process.env.BENCH_SKIP_SQLITE !== '1') await run(createDatabase({ kind: 'sqlite', path: join(dataDir, 'vox.db') }), 'SQLite', dataDir);
  if (process.env.BENCH_SKIP_POSTGRES !== '1') {
    const schema = `bench_${randomUUID().replaceAll('-', '')}`;
    let reachable = true;
    await adminQuery(`create schema ${schema}`).catch((error: unknown) => {
      reachable = false;
      console.log(`\n=== PostgreSQL skipped: not reachable (${error instanceof Error ? error.message : String(error)})`);
    });
    if (reachable) {
      try {
        await run(createDatabase({ kind: 'postgres', url: PG_URL }, { schema, poolSize: 5 }), 'PostgreSQL', dataDir);
      } finally {
        await adminQuery(`drop schema if exists ${schema} cascade`);
      }
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
