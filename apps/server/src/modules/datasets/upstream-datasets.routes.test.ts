import type { PageData, UpstreamChunkList, UpstreamDataset, UpstreamDocument, UpstreamRagModel, UpstreamRetrievalAnswer } from '@vox/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, call, createUser, multipartBody, type TestUser } from '../../../test/helper.ts';
import { SPEAKER_MANUAL } from '../../../test/document-fixtures.ts';


/**
 * Upstream's Vue console (KnowledgeBaseManagement, KnowledgeBaseItem, KnowledgeBaseDialog) against us: the same
 * requests its api module sends (Bearer token, Accept-Language, `page`/`page_size`, a FormData with `file`), reading
 * the fields its screens read.
 */
describe('upstream /xiaozhi/datasets on our knowledge base', () => {
  let app: FastifyInstance;
  let aliceUser: TestUser;
  let bobUser: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    aliceUser = await createUser(app);
    bobUser = await createUser(app);
  });
  afterAll(() => app.close());

  /** As upstream's httpRequest.js sends every call. */
  const as =
    (user: TestUser, locale = 'zh-CN') =>
    <T = unknown>(options: InjectOptions) =>
      call<T>(app, { ...options, url: `/xiaozhi${options.url}`, headers: { authorization: `Bearer ${user.token}`, 'accept-language': locale, ...options.headers } });
  const alice = () => as(aliceUser);
  const bob = () => as(bobUser);
  const drainJobs = async () => {
    while (await app.services.jobRunner.runOnce()) {
      /* until no job is due */
    }
  };
  /** KnowledgeBaseDialog: the first rag-model preselected, then POST /datasets. */
  const createBase = async (name: string) => {
    const models = await alice()<UpstreamRagModel[]>({ method: 'GET', url: '/datasets/rag-models' });
    const made = await alice()<UpstreamDataset>({ method: 'POST', url: '/datasets', payload: { name, description: '说明', status: 1, ragModelId: models.data[0]!.id } });
    expect(made.code, made.msg).toBe(0);
    return made.data;
  };
  /** The upload dialog: one FormData per file, only `file` in it. */
  const upload = async (datasetId: string, name: string, text: string) => {
    const form = multipartBody({}, { name, bytes: Buffer.from(text) });
    const res = await alice()<UpstreamDocument>({ method: 'POST', url: `/datasets/${datasetId}/documents`, payload: form.payload, headers: form.headers });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  const documentsOf = async (datasetId: string, query = 'page=1&page_size=10&name=') =>
    (await alice()<PageData<UpstreamDocument>>({ method: 'GET', url: `/datasets/${datasetId}/documents?${query}` })).data;

  it('offers the built-in engine in rag-models, in the caller’s language', async () => {
    const zh = await alice()<UpstreamRagModel[]>({ method: 'GET', url: '/datasets/rag-models' });
    expect(zh.data.map((model) => model.id)).toEqual(['vox-builtin', 'vox-keyword']);
    expect(zh.data[0]).toMatchObject({ modelType: 'RAG', isEnabled: 1, isDefault: 1, modelName: expect.stringContaining('内置知识库') });
    const en = await as(aliceUser, 'en-US')<UpstreamRagModel[]>({ method: 'GET', url: '/datasets/rag-models' });
    expect(en.data[1]!.modelName).toBe('Built-in knowledge base · keyword search');
  });

  it('creates, pages, shows, edits and refuses like upstream: 10170 for a name in use, 10163 for a missing base', async () => {
    const made = await createBase('产品手册');
    expect(made).toMatchObject({ datasetId: made.id, name: '产品手册', description: '说明', ragModelId: 'vox-builtin', status: 1, documentCount: 0, chunkCount: 0, creator: aliceUser.id });
    expect(made.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await alice()({ method: 'POST', url: '/datasets', payload: { name: '产品手册', description: 'x', ragModelId: 'vox-builtin' } })).toMatchObject({ status: 200, code: 10170 });
    await createBase('售后政策');

    const page = await alice()<PageData<UpstreamDataset>>({ method: 'GET', url: '/datasets?page=1&page_size=1&name=' });
    expect(page).toMatchObject({ code: 0, data: { total: 2 } });
    expect(page.data.list).toHaveLength(1);
    const named = await alice()<PageData<UpstreamDataset>>({ method: 'GET', url: `/datasets?page=1&page_size=100&name=${encodeURIComponent('手册')}` });
    expect(named.data.list.map((kb) => kb.name)).toEqual(['产品手册']);

    // The edit dialog sends the whole form; the status switch sends it without ragModelId.
    const edited = await alice()<UpstreamDataset>({
      method: 'PUT',
      url: `/datasets/${made.datasetId}`,
      payload: { id: made.id, datasetId: made.datasetId, name: '说明书', description: '新的说明', status: 1, ragModelId: 'vox-keyword' },
    });
    expect(edited.data).toMatchObject({ name: '说明书', description: '新的说明', ragModelId: 'vox-keyword' });
    const switched = await alice()<UpstreamDataset>({ method: 'PUT', url: `/datasets/${made.datasetId}`, payload: { id: made.id, name: '说明书', description: '新的说明', status: 1 } });
    expect(switched.data.ragModelId).toBe('vox-keyword');
    // Upstream's card switch: refused on HTTP 200 with the reason, so its console shows it once instead of retrying.
    expect(await as(aliceUser, 'en-US')({ method: 'PUT', url: `/datasets/${made.datasetId}`, payload: { name: '说明书', status: 0 } })).toMatchObject({
      status: 200,
      code: 400,
      msg: expect.stringContaining('cannot be disabled'),
    });
    expect((await alice()<UpstreamDataset>({ method: 'GET', url: `/datasets/${made.id}` })).data.name).toBe('说明书');

    // Another user's base is as missing as one that never existed.
    for (const options of [
      { method: 'GET', url: `/datasets/${made.id}` },
      { method: 'PUT', url: `/datasets/${made.id}`, payload: { name: '抢走' } },
      { method: 'DELETE', url: `/datasets/${made.id}` },
      { method: 'GET', url: `/datasets/${made.id}/documents?page=1&page_size=10` },
      { method: 'POST', url: `/datasets/${made.id}/retrieval-test`, payload: { question: '开机' } },
    ] as const) {
      expect(await bob()(options), options.method + options.url).toMatchObject({ status: 200, code: 10163 });
    }
    expect(await alice()({ method: 'GET', url: '/datasets/nope' })).toMatchObject({ code: 10163 });
    expect((await bob()<PageData<UpstreamDataset>>({ method: 'GET', url: '/datasets?page=1&page_size=10' })).data).toEqual({ total: 0, list: [] });
  });

  it('uploads a document, parses it in the background, lists it by status, shows its chunks and answers a retrieval test', async () => {
    const kb = await createBase('使用手册');
    const document = await upload(kb.datasetId, '手册.md', SPEAKER_MANUAL);
    expect(document).toMatchObject({ id: document.documentId, datasetId: kb.datasetId, name: '手册.md', fileType: 'md', run: 'RUNNING', parseStatusCode: 1, status: '1' });

    await drainJobs();
    const listed = await documentsOf(kb.datasetId);
    expect(listed.total).toBe(1);
    const done = listed.list[0]!;
    expect(done).toMatchObject({ id: document.id, run: 'DONE', parseStatusCode: 3, progress: 1, error: null });
    expect(done.chunkCount).toBeGreaterThan(0);
    expect(done.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    for (const [status, count] of [['DONE', 1], ['done', 1], ['1', 1], ['0', 0], ['FAIL', 0], ['RUNNING', 0]] as const) {
      const byStatus = await alice()<PageData<UpstreamDocument>>({ method: 'GET', url: `/datasets/${kb.datasetId}/documents/status/${status}?page=1&page_size=10` });
      expect(byStatus.data.total, status).toBe(count);
    }
    expect((await documentsOf(kb.datasetId, 'page=1&page_size=10&status=FAIL')).total).toBe(0);
    expect((await documentsOf(kb.datasetId, `page=1&page_size=10&name=${encodeURIComponent('手册')}`)).total).toBe(1);

    // The slice dialog: page and page_size, then the keyword search.
    const chunks = await alice()<UpstreamChunkList>({ method: 'GET', url: `/datasets/${kb.datasetId}/documents/${document.id}/chunks?page=1&page_size=10` });
    expect(chunks.code).toBe(0);
    expect(chunks.data.total).toBe(done.chunkCount);
    expect(chunks.data.doc).toMatchObject({ id: document.id, dataset_id: kb.datasetId, name: '手册.md', run: 'DONE', status: '1' });
    expect(chunks.data.chunks[0]).toMatchObject({ document_id: document.id, docnm_kwd: '手册.md', dataset_id: kb.datasetId, available: true });
    const searched = await alice()<UpstreamChunkList>({
      method: 'GET',
      url: `/datasets/${kb.datasetId}/documents/${document.id}/chunks?page=1&page_size=10&keywords=${encodeURIComponent('退货')}`,
    });
    expect(searched.data.chunks.length).toBeGreaterThan(0);
    expect(searched.data.chunks.every((chunk) => chunk.content.includes('退货'))).toBe(true);
    const one = await alice()<UpstreamChunkList>({ method: 'GET', url: `/datasets/${kb.datasetId}/documents/${document.id}/chunks?page=1&page_size=10&id=${searched.data.chunks[0]!.id}` });
    expect(one.data.chunks.map((chunk) => chunk.id)).toEqual([searched.data.chunks[0]!.id]);
    expect(one.data.total).toBe(1);

    // The retrieval-test dialog sends only the question.
    const test = await alice()<UpstreamRetrievalAnswer>({ method: 'POST', url: `/datasets/${kb.datasetId}/retrieval-test`, payload: { question: '怎么退货' } });
    expect(test.code, test.msg).toBe(0);
    expect(test.data.chunks[0]).toMatchObject({ document_id: document.id, dataset_id: kb.datasetId, document_keyword: '手册.md', content: expect.stringContaining('退货') });
    expect(test.data.chunks[0]!.similarity).toBeGreaterThan(0);
    expect(test.data.doc_aggs).toEqual([{ doc_id: document.id, doc_name: '手册.md', count: test.data.total }]);

    // Parse again: queued at once, done once the job has run.
    expect(await alice()({ method: 'POST', url: `/datasets/${kb.datasetId}/chunks`, payload: { document_ids: [document.id] } })).toMatchObject({ code: 0, data: null });
    expect((await documentsOf(kb.datasetId)).list[0]).toMatchObject({ run: 'RUNNING', parseStatusCode: 1 });
    // Asked again while it is queued: left to finish, not refused.
    expect(await alice()({ method: 'POST', url: `/datasets/${kb.datasetId}/chunks`, payload: { document_ids: [document.id] } })).toMatchObject({ code: 0 });
    await drainJobs();
    expect((await documentsOf(kb.datasetId)).list[0]).toMatchObject({ run: 'DONE', chunkCount: done.chunkCount });
  });

  it('reads parserConfig’s chunk size and refuses a request without a file', async () => {
    const kb = await createBase('切片大小');
    const form = multipartBody({ parserConfig: JSON.stringify({ chunk_token_num: 60, layout_recognize: 'DeepDOC' }) }, { name: 'manual.txt', bytes: Buffer.from(SPEAKER_MANUAL) });
    const res = await alice()<UpstreamDocument>({ method: 'POST', url: `/datasets/${kb.datasetId}/documents`, payload: form.payload, headers: form.headers });
    expect(res.data.parserConfig).toMatchObject({ chunk_token_num: 60 });
    expect(await alice()({ method: 'POST', url: `/datasets/${kb.datasetId}/documents`, payload: { name: 'x' } })).toMatchObject({ status: 200, code: 400 });
    const empty = multipartBody({ name: 'x' }, { field: 'other', name: 'x.txt', bytes: Buffer.from('x') });
    expect(await alice()({ method: 'POST', url: `/datasets/${kb.datasetId}/documents`, payload: empty.payload, headers: empty.headers })).toMatchObject({ code: 400 });
    // Bob's upload to Alice's base is refused before a byte is stored.
    const stolen = multipartBody({}, { name: 'y.txt', bytes: Buffer.from('y') });
    expect(await bob()({ method: 'POST', url: `/datasets/${kb.datasetId}/documents`, payload: stolen.payload, headers: stolen.headers })).toMatchObject({ code: 10163 });
    expect((await documentsOf(kb.datasetId)).total).toBe(1);
  });

  it('deletes documents one by one and in a batch, and knowledge bases with their documents, batch first in the router', async () => {
    const first = await createBase('删除一');
    const second = await createBase('删除二');
    const third = await createBase('删除三');
    const a = await upload(first.datasetId, 'a.txt', '第一份');
    const b = await upload(first.datasetId, 'b.txt', '第二份');
    const c = await upload(first.datasetId, 'c.txt', '第三份');
    await upload(second.datasetId, 'd.txt', '第四份');
    await drainJobs();

    // Its knowledgeBase.js replaces the default headers: a DELETE without data comes with an empty Content-Type and no body.
    const bare = { 'content-type': '' };
    expect(await alice()({ method: 'DELETE', url: `/datasets/${first.datasetId}/documents/${a.id}`, headers: bare })).toMatchObject({ status: 200, code: 0, data: null });
    expect(await alice()({ method: 'DELETE', url: `/datasets/${first.datasetId}/documents/${a.id}`, payload: {} })).toMatchObject({ code: 10163 });
    expect(await alice()({ method: 'DELETE', url: `/datasets/${first.datasetId}/documents`, payload: { ids: [b.id, 'gone'] } })).toMatchObject({ code: 0 });
    expect((await documentsOf(first.datasetId)).list.map((doc) => doc.id)).toEqual([c.id]);
    expect(await alice()({ method: 'DELETE', url: `/datasets/${first.datasetId}/documents`, payload: { document_ids: [c.id] } })).toMatchObject({ code: 0 });
    expect((await documentsOf(first.datasetId)).total).toBe(0);

    // A base an agent uses is refused, and a batch holding one deletes nothing.
    const agentId = await consoleFor(app, aliceUser).createAgent('客服');
    expect(await consoleFor(app, aliceUser).updateAgent(agentId, { datasetIds: [third.datasetId] })).toMatchObject({ code: 0 });
    expect(await alice()({ method: 'DELETE', url: `/datasets/batch?ids=${second.datasetId},${third.datasetId}` })).toMatchObject({ code: 613 });
    expect(await alice()({ method: 'GET', url: `/datasets/${second.datasetId}` })).toMatchObject({ code: 0 });
    expect(await alice()({ method: 'DELETE', url: `/datasets/${third.datasetId}` })).toMatchObject({ code: 613 });

    // DELETE /datasets/batch reaches the batch route, not /datasets/{dataset_id} with the id "batch"; Bob's ids are skipped.
    const bobs = await as(bobUser)<UpstreamDataset>({ method: 'POST', url: '/datasets', payload: { name: '鲍勃的库', description: '' } });
    expect(await alice()({ method: 'DELETE', url: `/datasets/batch?ids=${first.datasetId},${second.datasetId},${bobs.data.id}`, headers: bare })).toMatchObject({ code: 0, data: null });
    expect(await alice()({ method: 'GET', url: `/datasets/${first.datasetId}` })).toMatchObject({ code: 10163 });
    expect(await alice()({ method: 'GET', url: `/datasets/${second.datasetId}` })).toMatchObject({ code: 10163 });
    expect(await bob()({ method: 'GET', url: `/datasets/${bobs.data.id}` })).toMatchObject({ code: 0 });
    expect(await alice()({ method: 'DELETE', url: '/datasets/batch?ids=' })).toMatchObject({ status: 200, code: 400 });

    // A single delete takes the documents along.
    const fourth = await createBase('删除四');
    await upload(fourth.datasetId, 'e.txt', '第五份');
    expect(await alice()({ method: 'DELETE', url: `/datasets/${fourth.datasetId}`, headers: bare })).toMatchObject({ status: 200, code: 0, data: null });
    expect(await alice()({ method: 'GET', url: `/datasets/${fourth.datasetId}` })).toMatchObject({ code: 10163 });
  });

  it('is open to the owner’s API key, as upstream’s scripts call it', async () => {
    const key = await consoleFor(app, aliceUser).request<{ key: string; id: string }>({ method: 'POST', url: '/v1/api-keys', payload: { desc: 'script' } });
    const raw = await consoleFor(app, aliceUser).request<{ key: string }>({ method: 'GET', url: `/v1/api-keys/${key.data.id}?raw=true` });
    const listed = await call<PageData<UpstreamDataset>>(app, { method: 'GET', url: '/xiaozhi/datasets?page=1&page_size=100', headers: { authorization: `Bearer ${raw.data.key}` } });
    expect(listed.code).toBe(0);
    expect(listed.data.total).toBeGreaterThan(0);
  });
});
