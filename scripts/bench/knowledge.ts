// Benchmark: the knowledge base through the real app (buildApp + app.inject), on SQLite then PostgreSQL.
// 1. Ingest: a 200-page text PDF and 1,000 Markdown files, uploaded as multipart and indexed by the dataset.index job
//    (pages and files per second, parse + split + index together).
// 2. Retrieval over 100,000 segments in one dataset (seeded straight into the tables, with their search index and
//    768-dimension vectors from a local fake of the OpenAI embeddings API set as the default Embedding model): keyword,
//    semantic and hybrid p50/p99 through POST /v1/datasets/{id}/retrieve, then the RAGFlow route xiaozhi-server calls
//    (POST /api/v1/retrieval with the agent's key) under 20 concurrent device queries. Beside latencies, CPU per request
//    (all threads, and the main thread alone), which a busy machine does not skew as it does wall time.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app.ts';
import { tuneHeapForServing } from '../../apps/server/src/lib/serving-heap.ts';
import type {} from '../../apps/server/src/types/fastify.d.ts';
import { createDatabase, type DatabaseHandle } from '../../apps/server/src/db/dialect.ts';
import { LocalDiskStorage } from '../../apps/server/src/integrations/storage/local-disk-storage.ts';
import { pdfWithPages } from '../../apps/server/test/document-fixtures.ts';
import { fakeVector, startFakeEmbeddings, type FakeEmbeddings } from '../../apps/server/test/fake-embeddings.ts';
import { multipartBody } from '../../apps/server/test/helper.ts';
import { adminQuery, PG_URL, UNLIMITED } from './bench-database.ts';
import { latencyLine, seconds, summarize } from './bench-stats.ts';
import { segmentRows } from './knowledge-corpus.ts';
import type { VectorSearch } from '../../apps/server/src/modules/datasets/index.ts';

const SEGMENTS = Number(process.env.BENCH_KB_SEGMENTS ?? 100_000);
const PDF_PAGES = 200;
const MARKDOWN_FILES = Number(process.env.BENCH_KB_FILES ?? 1000);
const QUERIES = 60;
const DIMENSIONS = 768;
const EMBED_MODEL = 'fake-embed-bench';
const DEVICES = 20;
const DEVICE_QUERIES = 10;
const n = (value: number) => value.toLocaleString('en-US');

const KEYWORD_QUERIES = ['退货', '怎么连接无线网络', '电池 续航 时间', 'bluetooth pairing', 'reset the speaker to factory settings', '儿童 模式 音量 限制', '固件 升级 失败'];

/** More questions for the recall figure, paraphrases included. */
const RECALL_QUERIES = ['怎么退款', '电池能用多久', '蓝牙连不上手机', '闹钟怎么设置', '小程序添加设备', '指示灯太亮了', 'battery charging time', 'voice wake-up does not work', '夜间模式 音量', '麦克风 识别 英语', '保修 维修', '恢复出厂设置以后'];

interface Client {
  app: FastifyInstance;
  token: string;
  adminToken: string;
}

async function send<T>(client: Client, method: 'POST' | 'PUT', url: string, payload: unknown, token = client.token): Promise<T> {
  const res = await client.app.inject({ method, url, payload: payload as string, headers: { authorization: `Bearer ${token}` } });
  const body = res.json<{ code: number; msg: string; data: T }>();
  if (body.code !== 0) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

/** The seeded example Embedding config pointed at the fake and made the default, as an admin would in the console. */
async function useFakeEmbeddings(client: Client, fake: FakeEmbeddings): Promise<void> {
  const id = 'Embedding_OpenAICompatible';
  await send(client, 'PUT', `/xiaozhi/models/Embedding/openai/${id}`, {
    modelCode: 'OpenAICompatible', modelName: 'bench', isEnabled: 1, remark: '', sort: 1, docLink: '',
    configJson: { base_url: fake.url, model_name: EMBED_MODEL, api_key: '', batch_size: 64 },
  }, client.adminToken);
  await send(client, 'PUT', `/xiaozhi/models/default/${id}`, {}, client.adminToken);
}

async function post<T>(client: Client, url: string, payload: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await client.app.inject({ method: 'POST', url, payload: payload as string, headers: { authorization: `Bearer ${client.token}`, ...headers } });
  const body = res.json<{ code: number; msg: string; data: T }>();
  if (body.code !== 0) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

async function drain(app: FastifyInstance): Promise<void> {
  while (await app.services.jobRunner.runOnce()) { /* until no job is due */ }
}

async function ingest(client: Client): Promise<void> {
  const dataset = await post<{ id: string }>(client, '/v1/datasets', { name: 'ingest' });
  const line = 'Chapter {p}: the speaker keeps the volume you set, answers in Chinese or English, and updates its firmware at night.';
  const pages = Array.from({ length: PDF_PAGES }, (_, p) => Array.from({ length: 30 }, () => line.replace('{p}', String(p + 1))));
  const pdf = pdfWithPages(pages);
  let form = multipartBody({}, { name: 'manual.pdf', bytes: pdf });
  let started = performance.now();
  await post(client, `/v1/datasets/${dataset.id}/documents`, form.payload, form.headers);
  await drain(client.app);
  const pdfSeconds = (performance.now() - started) / 1000;
  console.log(`  PDF, ${PDF_PAGES} pages (${n(pdf.length)} bytes): ${pdfSeconds.toFixed(2)} s, ${(PDF_PAGES / pdfSeconds).toFixed(0)} pages/s`);

  started = performance.now();
  for (let i = 0; i < MARKDOWN_FILES; i++) {
    const text = `# 常见问题 ${i}\n\n## 怎么开机\n长按电源键三秒。\n\n## 怎么配网\n打开小程序，选择添加设备，输入 Wi-Fi 密码。编号 ${i}。\n`;
    form = multipartBody({}, { name: `faq-${i}.md`, bytes: Buffer.from(text) });
    await post(client, `/v1/datasets/${dataset.id}/documents`, form.payload, form.headers);
  }
  const uploaded = (performance.now() - started) / 1000;
  await drain(client.app);
  const mdSeconds = (performance.now() - started) / 1000;
  console.log(`  Markdown, ${n(MARKDOWN_FILES)} files: uploaded in ${uploaded.toFixed(1)} s, all indexed in ${mdSeconds.toFixed(1)} s, ${(MARKDOWN_FILES / mdSeconds).toFixed(0)} files/s`);
}

async function retrieval(client: Client, database: DatabaseHandle): Promise<void> {
  const dataset = await post<{ id: string }>(client, '/v1/datasets', { name: 'retrieval' });
  const { repos } = client.app.services;
  const now = new Date().toISOString();
  await repos.documents.insert({
    id: randomUUID().replaceAll('-', ''), dataset_id: dataset.id, name: 'corpus', source: 'text', file_type: 'txt', size: 0, storage_key: '',
    process_rule: '{"mode":"automatic"}', status: 'completed', progress: 100, error_code: null, error_detail: null, enabled: 1,
    segment_count: SEGMENTS, word_count: 0, generation: 0, created_at: now, updated_at: now,
  });
  const documentId = (await repos.documents.listByDataset(dataset.id))[0]!.id;
  const model = (await client.app.services.embeddings.current())!;
  const embed = (text: string) => Buffer.from(new Float32Array(fakeVector(EMBED_MODEL, text, DIMENSIONS)).buffer);
  const started = performance.now();
  for (const batch of segmentRows(dataset.id, documentId, SEGMENTS, 1000, { embed, model: model.fingerprint })) await repos.segments.insert(batch);
  // What autovacuum does to a real install soon after a bulk load: the planner needs the new row counts.
  if (database.kind === 'postgres') await sql`analyze`.execute(database.db);
  console.log(`  seeded ${n(SEGMENTS)} segments with their search index and ${DIMENSIONS}-dimension vectors in ${seconds(started)}`);
  await vectorIndex(client, dataset.id);
  for (const method of ['keyword_search', 'semantic_search', 'hybrid_search'] as const) {
    const all: number[] = [];
    const cpuStarted = cpuNow();
    for (const query of KEYWORD_QUERIES) {
      const latencies: number[] = [];
      let hits = 0;
      for (let i = 0; i < QUERIES / 2; i++) {
        const t0 = performance.now();
        const answer = await post<{ records: unknown[]; search_method: string }>(client, `/v1/datasets/${dataset.id}/retrieve`, { query, retrieval_model: { top_k: 5, score_threshold: 0, search_method: method } });
        if (answer.search_method !== method) throw new Error(`${method} answered as ${answer.search_method}`);
        latencies.push(performance.now() - t0);
        hits = answer.records.length;
      }
      all.push(...latencies);
      console.log(`  ${method} "${query}" (${hits} hits): ${latencyLine(summarize(latencies))}`);
    }
    console.log(`  ${method}, all queries: ${latencyLine(summarize(all))}; ${cpuLine(cpuStarted, all.length)}`);
  }
  await ragflow(client, dataset.id);
}

/**
 * The first semantic search loads the vectors and starts the approximate index's build in its thread (searches compare
 * every vector until it is ready); timed here, then its recall at top 5 against the exact scan.
 */
async function vectorIndex(client: Client, datasetId: string): Promise<void> {
  const semantic = client.app.services.retrieval.semantic as VectorSearch;
  const dataset = (await client.app.services.repos.datasets.find(datasetId))!;
  const started = performance.now();
  await post(client, `/v1/datasets/${datasetId}/retrieve`, { query: KEYWORD_QUERIES[0], retrieval_model: { top_k: 5, score_threshold: 0, search_method: 'semantic_search' } });
  const recall = await semantic.recallAt(dataset, [...KEYWORD_QUERIES, ...RECALL_QUERIES], 5);
  console.log(`  vectors loaded and index built in ${seconds(started)}; recall at top 5 against the exact scan: ${recall === null ? 'no index' : recall.toFixed(3)} (${KEYWORD_QUERIES.length + RECALL_QUERIES.length} queries)`);
}

/**
 * CPU time in milliseconds: the whole process (every thread: the vector search and index threads too) and the main
 * thread alone. Wall figures follow the machine's load; CPU per request does not, so runs on a busy machine compare.
 */
function cpuNow(): { process: number; main: number } {
  const all = process.cpuUsage();
  const main = process.threadCpuUsage();
  return { process: (all.user + all.system) / 1000, main: (main.user + main.system) / 1000 };
}

function cpuLine(started: { process: number; main: number }, requests: number): string {
  const now = cpuNow();
  return `CPU ${((now.process - started.process) / requests).toFixed(2)} ms/request (main thread ${((now.main - started.main) / requests).toFixed(2)} ms)`;
}

/** xiaozhi-server's search_from_ragflow: the agent's key from agent-models, 20 devices asking at once. */
async function ragflow(client: Client, datasetId: string): Promise<void> {
  const agentId = await post<string>(client, '/xiaozhi/agent', { agentName: '知识库助手' });
  await send(client, 'PUT', `/xiaozhi/agent/${agentId}`, { datasetIds: [datasetId] });
  const plugins = await client.app.services.agentKnowledge.devicePlugins(agentId, 'http://127.0.0.1:8002');
  const { api_key: key } = JSON.parse(plugins.search_from_ragflow!) as { api_key: string };
  const latencies: number[] = [];
  const started = performance.now();
  const cpuStarted = cpuNow();
  await Promise.all(
    Array.from({ length: DEVICES }, async (_, device) => {
      for (let i = 0; i < DEVICE_QUERIES; i++) {
        const question = KEYWORD_QUERIES[(device + i) % KEYWORD_QUERIES.length]!;
        const t0 = performance.now();
        const res = await client.app.inject({ method: 'POST', url: '/api/v1/retrieval', headers: { authorization: `Bearer ${key}` }, payload: { question, dataset_ids: [datasetId] } });
        latencies.push(performance.now() - t0);
        if (res.json<{ code: number }>().code !== 0) throw new Error(`retrieval: ${res.body}`);
      }
    }),
  );
  const total = (performance.now() - started) / 1000;
  console.log(`  RAGFlow route, ${DEVICES} devices x ${DEVICE_QUERIES} questions at once (hybrid): ${latencyLine(summarize(latencies))}; ${(latencies.length / total).toFixed(1)} answers/s; ${cpuLine(cpuStarted, latencies.length)}`);
}

async function run(database: DatabaseHandle, label: string, dataDir: string, fake: FakeEmbeddings): Promise<void> {
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ logger: false, database, runJobs: false, rateLimits: UNLIMITED, datasetStorage: new LocalDiskStorage(join(dataDir, `datasets-${label}`)), config: { webDist: '/nonexistent-web-dist' } });
    const user = await app.services.users.create({ username: '+8613800009998', password: 'Bench2025x', superAdmin: false });
    const admin = await app.services.users.create({ username: '+8613800009997', password: 'Bench2025x', superAdmin: true });
    const client = { app, token: await app.services.sessions.issue(user.id), adminToken: await app.services.sessions.issue(admin.id) };
    console.log(`\n=== ${label}: ingest`);
    await ingest(client);
    console.log(`\n=== ${label}: retrieval over ${n(SEGMENTS)} segments, ${QUERIES / 2} requests per query and method`);
    await useFakeEmbeddings(client, fake);
    await retrieval(client, database);
  } finally {
    await app?.close();
  }
}

// The app in this process, as server.ts runs it.
tuneHeapForServing();
console.log(`knowledge benchmark: Node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
const dataDir = mkdtempSync(join(tmpdir(), 'vox-bench-kb-'));
const fake = await startFakeEmbeddings({ dimensions: DIMENSIONS });
try {
  if (process.env.BENCH_SKIP_SQLITE !== '1') await run(createDatabase({ kind: 'sqlite', path: join(dataDir, 'vox.db') }), 'SQLite', dataDir, fake);
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
        await run(createDatabase({ kind: 'postgres', url: PG_URL }, { schema, poolSize: 5 }), 'PostgreSQL', dataDir, fake);
      } finally {
        await adminQuery(`drop schema if exists ${schema} cascade`);
      }
    }
  }
} finally {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
