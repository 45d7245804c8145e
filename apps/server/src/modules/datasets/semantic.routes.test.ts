import type { Dataset, DatasetDocument, ModelConfig, ModelProvider, RetrieveAnswer, Segment, UpstreamDataset, UpstreamRagModel, UpstreamRetrievalAnswer } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { startFakeEmbeddings, type FakeEmbeddings } from '../../../test/fake-embeddings.ts';
import { buildTestApp, createUser, type TestClock } from '../../../test/helper.ts';
import { SPEAKER_MANUAL } from '../../../test/document-fixtures.ts';

type Web = ReturnType<typeof consoleFor>;
const en = { 'accept-language': 'en' };
const CONFIG_ID = 'Embedding_OpenAICompatible';

const BY_HEADING = { mode: 'custom', rules: { segmentation: { separator: '\n\n', max_tokens: 60, chunk_overlap: 0 } } };
/** Shares no search token with the refund paragraph; the fake model knows 退回 means 退货. */
const PARAPHRASE = '买的东西不满意，能退回吗';

describe('semantic and hybrid knowledge-base search through an embedding model', () => {
  let app: FastifyInstance;
  let fake: FakeEmbeddings;
  let admin: Web;
  let alice: Web;

  beforeAll(async () => {
    fake = await startFakeEmbeddings({ dimensions: 256, apiKey: 'sk-embed-test-1234' });
    app = await buildTestApp();
    admin = consoleFor(app, await createUser(app, { superAdmin: true }));
    alice = consoleFor(app, await createUser(app));
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.failWith = null;
    fake.failOnText = null;
  });

  const clock = () => app.services.clock as unknown as TestClock;
  const drainJobs = async () => {
    while (await app.services.jobRunner.runOnce()) { /* until no job is due */ }
  };
  const configBody = (config: Record<string, unknown>) => ({
    modelCode: 'OpenAICompatible', modelName: '测试向量模型', isEnabled: 1, remark: '', sort: 1, docLink: '',
    configJson: { base_url: fake.url, model_name: 'fake-embed-a', api_key: 'sk-embed-test-1234', batch_size: 4, ...config },
  });
  const putConfig = (config: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    admin.request<ModelConfig>({ method: 'PUT', url: `/xiaozhi/models/Embedding/openai/${CONFIG_ID}`, payload: configBody(config), headers });
  const storedConfig = async () => (await app.services.repos.models.findConfig(CONFIG_ID))!;
  const fingerprint = async () => (await app.services.embeddings.current())?.fingerprint ?? null;
  const segmentModels = async (datasetId: string) =>
    (await app.services.repos.segments.page(
      (await app.services.repos.documents.listByDataset(datasetId))[0]!.id, {}, 1, 100,
    )).rows.map((row) => row.embedding_model);
  const createDataset = async (name: string) => {
    const res = await alice.request<Dataset>({ method: 'POST', url: '/v1/datasets', payload: { name, retrieval_model: { top_k: 3, score_threshold: 0.2 } } });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  const addText = async (datasetId: string, name: string, text: string) => {
    const res = await alice.request<DatasetDocument>({ method: 'POST', url: `/v1/datasets/${datasetId}/documents`, payload: { name, text, process_rule: BY_HEADING } });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  const retrieve = (datasetId: string, query: string, retrieval: Record<string, unknown> = {}) =>
    alice.request<RetrieveAnswer>({ method: 'POST', url: `/v1/datasets/${datasetId}/retrieve`, payload: { query, retrieval_model: retrieval }, headers: en });
  const document = async (datasetId: string, documentId: string) =>
    (await alice.request<DatasetDocument>({ method: 'GET', url: `/v1/datasets/${datasetId}/documents/${documentId}`, headers: en })).data;

  it('offers the Embedding type with its OpenAI-compatible provider, and refuses a bad config naming the field', async () => {
    const providers = (await admin.request<ModelProvider[]>({ method: 'GET', url: '/xiaozhi/models/embedding/provideTypes' })).data;
    expect(providers.map((provider) => provider.providerCode)).toEqual(['openai']);
    expect(JSON.parse(providers[0]!.fields).map((field: { key: string }) => field.key)).toEqual(['base_url', 'model_name', 'api_key', 'dimensions', 'batch_size']);
    const before = await storedConfig();
    expect(before).toMatchObject({ model_type: 'Embedding', is_default: 0, is_enabled: 0 });

    expect(await putConfig({ base_url: 'localhost:11434/v1' })).toMatchObject({ code: 400, msg: '「基础URL」应为 http(s):// 或 ws(s):// 开头的地址' });
    expect(await putConfig({ base_url: 'ollama' }, en)).toMatchObject({ code: 400, msg: '基础URL: must be an address starting with http(s):// or ws(s)://' });
    expect(await putConfig({ dimensions: 0 })).toMatchObject({ code: 400, msg: '「向量维度」应在 1 到 16384 之间' });
    expect(await putConfig({ batch_size: 'many' })).toMatchObject({ code: 400, msg: '「批大小」应为整数' });
    expect(await putConfig({ temperature: 1 })).toMatchObject({ code: 400, msg: '「temperature」不是该服务商的配置项' });
    const created = await admin.request({ method: 'POST', url: '/xiaozhi/models/Embedding/openai', payload: { ...configBody({ base_url: 'ftp://x' }), id: 'EMB_BAD' } });
    expect(created.code).toBe(400);
    // Nothing changed: the example config is as seeded and nothing was created or queued.
    expect(await storedConfig()).toEqual(before);
    expect(await app.services.repos.models.findConfig('EMB_BAD')).toBeUndefined();
    expect(await app.services.jobRunner.runOnce()).toBe(false);
  });

  it('searches by keyword only until a default Embedding model is set; semantic search asks for one', async () => {
    const dataset = await createDataset('无模型');
    await addText(dataset.id, '手册.md', SPEAKER_MANUAL);
    await drainJobs();
    expect(new Set(await segmentModels(dataset.id))).toEqual(new Set([null]));
    expect((await retrieve(dataset.id, '退货')).data.search_method).toBe('keyword_search');
    expect(await retrieve(dataset.id, '退货', { search_method: 'hybrid_search' })).toMatchObject({ code: 400, msg: expect.stringContaining('embedding model') });
    // Filled in but not the default: still keyword only.
    expect((await putConfig()).code).toBe(0);
    expect(await app.services.embeddings.current()).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it('embeds existing segments once the model is the default, then finds a paraphrase keyword search misses; hybrid is the default', async () => {
    const dataset = await createDataset('语义');
    const manual = await addText(dataset.id, '手册.md', SPEAKER_MANUAL);
    await drainJobs();
    expect(new Set(await segmentModels(dataset.id))).toEqual(new Set([null]));

    expect((await admin.request({ method: 'PUT', url: `/xiaozhi/models/default/${CONFIG_ID}` })).code).toBe(0);
    const current = await fingerprint();
    expect(current).toMatch(new RegExp(`^${CONFIG_ID}:[0-9a-f]{16}$`));
    await drainJobs();
    expect(new Set(await segmentModels(dataset.id))).toEqual(new Set([current]));
    // Batches of the configured size, with the key.
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.every((request) => request.headers.authorization === 'Bearer sk-embed-test-1234' && (request.body.input as string[]).length <= 4)).toBe(true);

    const keyword = await retrieve(dataset.id, PARAPHRASE, { search_method: 'keyword_search' });
    expect(keyword.data.records).toEqual([]);
    const semantic = await retrieve(dataset.id, PARAPHRASE, { search_method: 'semantic_search' });
    expect(semantic.data.search_method).toBe('semantic_search');
    expect(semantic.data.records[0]!.segment).toMatchObject({ document_id: manual.id, document_name: '手册.md' });
    expect(semantic.data.records[0]!.segment.content).toContain('退货');
    const hybrid = await retrieve(dataset.id, PARAPHRASE);
    expect(hybrid.data.search_method).toBe('hybrid_search');
    expect(hybrid.data.records[0]!.segment.content).toContain('退货');
    // A document indexed now gets its vectors while it is indexed.
    const later = await addText(dataset.id, 'warranty.md', '## 质量保证\n整机质保一年，期间免费维修。');
    await drainJobs();
    expect(await document(dataset.id, later.id)).toMatchObject({ status: 'completed', progress: 100 });
    expect((await retrieve(dataset.id, '坏了能修吗 warranty', { search_method: 'semantic_search' })).data.records[0]!.segment.document_id).toBe(later.id);
  });

  it('honours top_k and score_threshold, with semantic scores between 0 and 1 in order', async () => {
    const dataset = await createDataset('阈值');
    await addText(dataset.id, '手册.md', SPEAKER_MANUAL);
    await drainJobs();
    const all = await retrieve(dataset.id, `${PARAPHRASE} 开机 密码`, { search_method: 'semantic_search', top_k: 10, score_threshold: 0 });
    expect(all.data.records.length).toBeGreaterThanOrEqual(3);
    const scores = all.data.records.map((record) => record.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((score) => score > 0 && score <= 1)).toBe(true);
    expect((await retrieve(dataset.id, `${PARAPHRASE} 开机 密码`, { search_method: 'semantic_search', top_k: 2, score_threshold: 0 })).data.records).toHaveLength(2);
    const threshold = (scores[0]! + scores.at(-1)!) / 2;
    const above = await retrieve(dataset.id, `${PARAPHRASE} 开机 密码`, { search_method: 'semantic_search', top_k: 10, score_threshold: threshold });
    expect(above.data.records.length).toBeGreaterThan(0);
    expect(above.data.records.every((record) => record.score >= threshold)).toBe(true);
    expect(above.data.records.length).toBeLessThan(all.data.records.length);
    expect((await retrieve(dataset.id, PARAPHRASE, { search_method: 'semantic_search', score_threshold: 0.99 })).data.records).toEqual([]);
    expect((await retrieve(dataset.id, PARAPHRASE, { search_method: 'semantic_search', top_k: 0 })).code).toBe(400);
  });

  it('offers upstream’s console semantic and hybrid search by the model’s name, and its retrieval test finds a paraphrase', async () => {
    const models = await alice.request<UpstreamRagModel[]>({ method: 'GET', url: '/xiaozhi/datasets/rag-models', headers: en });
    expect(models.data.map((model) => model.id)).toEqual(['vox-builtin', 'vox-keyword', 'vox-semantic', 'vox-hybrid']);
    expect(models.data[3]).toMatchObject({ modelName: 'Built-in knowledge base · hybrid search (测试向量模型)', configJson: { search_method: 'hybrid_search', embedding_model: '测试向量模型' } });
    const made = await alice.request<UpstreamDataset>({ method: 'POST', url: '/xiaozhi/datasets', payload: { name: '上游语义', description: '', ragModelId: 'vox-semantic' } });
    expect(made.data).toMatchObject({ ragModelId: 'vox-semantic', embeddingModel: '测试向量模型' });
    await addText(made.data.id, '手册.md', SPEAKER_MANUAL);
    await drainJobs();
    const test = await alice.request<UpstreamRetrievalAnswer>({ method: 'POST', url: `/xiaozhi/datasets/${made.data.id}/retrieval-test`, payload: { question: PARAPHRASE } });
    expect(test.data.chunks[0]!.content).toContain('退货');
    expect(test.data.chunks[0]).toMatchObject({ term_similarity: 0, vector_similarity: test.data.chunks[0]!.similarity });
  });

  it('embeds a new or edited segment at once, and skips disabled ones', async () => {
    const dataset = await createDataset('分段');
    const doc = await addText(dataset.id, '手册.md', SPEAKER_MANUAL);
    await drainJobs();
    const base = `/v1/datasets/${dataset.id}/documents/${doc.id}/segments`;
    const added = await alice.request<{ segments: Segment[] }>({ method: 'POST', url: base, payload: { segments: [{ content: '本机支持无线充电，十分钟充满。' }] } });
    const id = added.data.segments[0]!.id;
    const battery = () => retrieve(dataset.id, '电池能用多久', { search_method: 'semantic_search', top_k: 1 });
    expect((await battery()).data.records[0]?.segment.id).toBe(id);
    await alice.request({ method: 'PUT', url: `${base}/${id}`, payload: { segment: { enabled: false } } });
    expect((await battery()).data.records.map((record) => record.segment.id)).not.toContain(id);
    await alice.request({ method: 'PUT', url: `${base}/${id}`, payload: { segment: { enabled: true, content: '支持语音设置闹钟。' } } });
    expect((await battery()).data.records.map((record) => record.segment.id)).not.toContain(id);
    expect((await retrieve(dataset.id, '闹钟', { search_method: 'semantic_search', top_k: 1 })).data.records[0]?.segment.id).toBe(id);
  });

  it('re-embeds every segment when the default model changes; stale vectors are never compared meanwhile', async () => {
    const dataset = await createDataset('换模型');
    await addText(dataset.id, '手册.md', SPEAKER_MANUAL);
    await drainJobs();
    const before = await fingerprint();
    expect((await putConfig({ model_name: 'fake-embed-b' })).code).toBe(0);
    const after = await fingerprint();
    expect(after).not.toBe(before);
    expect(after).toMatch(new RegExp(`^${CONFIG_ID}:`));
    // Before the job ran: the old vectors belong to another vector space and are ignored; hybrid still has keywords.
    expect((await retrieve(dataset.id, PARAPHRASE, { search_method: 'semantic_search' })).data.records).toEqual([]);
    expect((await retrieve(dataset.id, '退货')).data.records[0]!.segment.content).toContain('退货');
    fake.requests.length = 0;
    await drainJobs();
    expect(fake.requests.every((request) => request.body.model === 'fake-embed-b')).toBe(true);
    expect(new Set(await segmentModels(dataset.id))).toEqual(new Set([after]));
    expect((await retrieve(dataset.id, PARAPHRASE, { search_method: 'semantic_search' })).data.records[0]!.segment.content).toContain('退货');
    // Editing only the label or sort keeps the fingerprint: nothing to re-embed.
    fake.requests.length = 0;
    await admin.request({ method: 'PUT', url: `/xiaozhi/models/Embedding/openai/${CONFIG_ID}`, payload: { ...configBody({ model_name: 'fake-embed-b' }), modelName: '改名' } });
    await drainJobs();
    expect(await fingerprint()).toBe(after);
    expect(fake.requests).toHaveLength(0);
  });

  it('fails a document the provider keeps refusing with the reason after its retries; the others stay searchable', async () => {
    const dataset = await createDataset('失败');
    const good = await addText(dataset.id, '手册.md', SPEAKER_MANUAL);
    await drainJobs();
    fake.failOnText = '坏文档';
    const bad = await addText(dataset.id, 'bad.md', '# 坏文档\n这段文字会被向量模型拒绝。');
    await drainJobs();
    expect(await document(dataset.id, bad.id)).toMatchObject({ status: 'waiting' });
    for (const seconds of [31, 61]) {
      clock().advance(seconds);
      await drainJobs();
    }
    expect(await document(dataset.id, bad.id)).toMatchObject({ status: 'failed', error: 'Embedding failed: HTTP 400: input rejected by the fake model' });
    expect(await document(dataset.id, good.id)).toMatchObject({ status: 'completed' });
    const found = await retrieve(dataset.id, PARAPHRASE, { search_method: 'semantic_search' });
    expect(found.data.records[0]!.segment.document_id).toBe(good.id);
  });

  it('answers hybrid by keyword when the provider is down, semantic with 502, and embeds a segment added meanwhile later', async () => {
    const dataset = await createDataset('宕机');
    const doc = await addText(dataset.id, '手册.md', SPEAKER_MANUAL);
    await drainJobs();
    expect((await retrieve(dataset.id, '退货')).data.search_method).toBe('hybrid_search');
    fake.failWith = { status: 503, message: 'model is loading' };
    const hybrid = await retrieve(dataset.id, '怎么退货');
    expect(hybrid.data).toMatchObject({ search_method: 'keyword_search' });
    expect(hybrid.data.records[0]!.segment.content).toContain('退货');
    expect(await retrieve(dataset.id, '怎么退货', { search_method: 'semantic_search' })).toMatchObject({ code: 502, msg: 'The embedding model failed: HTTP 503: model is loading' });
    // A question asked before the outage is answered from its remembered vector, without calling the model.
    const calls = fake.requests.length;
    expect((await retrieve(dataset.id, '退货')).data.search_method).toBe('hybrid_search');
    expect(fake.requests.length).toBe(calls);
    const added = await alice.request<{ segments: Segment[] }>({ method: 'POST', url: `/v1/datasets/${dataset.id}/documents/${doc.id}/segments`, payload: { segments: [{ content: '整机质保两年。' }] } });
    expect(added.code).toBe(0);
    const id = added.data.segments[0]!.id;
    const model = async () => (await app.services.repos.segments.findInDocument(doc.id, id))!.embedding_model;
    expect(await model()).toBeNull();
    fake.failWith = null;
    await drainJobs();
    expect(await model()).toBe(await fingerprint());
    expect((await retrieve(dataset.id, '维修', { search_method: 'semantic_search', top_k: 1 })).data.records[0]!.segment.id).toBe(id);
  });
});
