import type { Dataset, DatasetDocument, RetrieveAnswer, Segment } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { pdfWithPages, SPEAKER_MANUAL } from '../../../test/document-fixtures.ts';
import { bearer, buildTestApp, call, createUser, multipartBody, type TestUser } from '../../../test/helper.ts';

type Web = ReturnType<typeof consoleFor>;
const en = { 'accept-language': 'en' };

const MANUAL = `${SPEAKER_MANUAL}Return within 7 days.`;

describe('/v1/datasets', () => {
  let app: FastifyInstance;
  let aliceUser: TestUser;
  let bobUser: TestUser;
  let alice: Web;
  let bob: Web;

  beforeAll(async () => {
    app = await buildTestApp();
    aliceUser = await createUser(app);
    alice = consoleFor(app, aliceUser);
    bobUser = await createUser(app);
    bob = consoleFor(app, bobUser);
  });
  afterAll(() => app.close());

  const drainJobs = async () => {
    while (await app.services.jobRunner.runOnce()) { /* until no job is due */ }
  };
  const createDataset = async (web: Web, name: string, retrieval: Record<string, unknown> = {}) => {
    const res = await web.request<Dataset>({ method: 'POST', url: '/v1/datasets', payload: { name, desc: '说明', retrieval_model: { top_k: 3, score_threshold: 0.2, ...retrieval } } });
    expect(res.code).toBe(0);
    return res.data;
  };
  const addText = async (datasetId: string, name: string, text: string, rule?: unknown) => {
    const res = await alice.request<DatasetDocument>({ method: 'POST', url: `/v1/datasets/${datasetId}/documents`, payload: { name, text, ...(rule ? { process_rule: rule } : {}) } });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  const upload = async (datasetId: string, name: string, bytes: Buffer, fields: Record<string, string> = {}) => {
    const form = multipartBody(fields, { name, bytes });
    const res = await alice.request<DatasetDocument>({ method: 'POST', url: `/v1/datasets/${datasetId}/documents`, payload: form.payload, headers: { ...form.headers, ...en } });
    return res;
  };
  const retrieve = (datasetId: string, query: string, retrieval: Record<string, unknown> = {}, web: Web = alice) =>
    web.request<RetrieveAnswer>({ method: 'POST', url: `/v1/datasets/${datasetId}/retrieve`, payload: { query, retrieval_model: retrieval }, headers: en });

  it('creates, lists, renames and deletes a knowledge base, refusing a duplicate name', async () => {
    const made = await createDataset(alice, '产品手册');
    expect(made).toMatchObject({ name: '产品手册', desc: '说明', retrieval_model: { top_k: 3, score_threshold: 0.2, search_method: null }, document_count: 0, segment_count: 0 });
    expect(made.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await alice.request({ method: 'POST', url: '/v1/datasets', payload: { name: '产品手册' }, headers: en })).toMatchObject({ code: 614, msg: 'existing dataset' });
    const renamed = await alice.request<Dataset>({ method: 'PUT', url: `/v1/datasets/${made.id}`, payload: { name: '说明书', retrieval_model: { search_method: 'full_text_search' } } });
    expect(renamed.data).toMatchObject({ name: '说明书', retrieval_model: { top_k: 3, search_method: 'keyword_search' } });
    const listed = await alice.request<{ datasets: Dataset[] }>({ method: 'GET', url: '/v1/datasets' });
    expect(listed.data.datasets.map((item) => item.name)).toContain('说明书');
    expect(await alice.request({ method: 'DELETE', url: `/v1/datasets/${made.id}` })).toMatchObject({ code: 0, data: {} });
    expect(await alice.request({ method: 'GET', url: `/v1/datasets/${made.id}`, headers: en })).toMatchObject({ code: 612, msg: 'no such dataset' });
  });

  it('indexes pasted text in the background and finds it by Chinese and English keywords', async () => {
    const dataset = await createDataset(alice, '关键词');
    const document = await addText(dataset.id, '手册.md', MANUAL, { mode: 'custom', rules: { segmentation: { separator: '\n\n', max_tokens: 60, chunk_overlap: 0 } } });
    expect(document).toMatchObject({ status: 'waiting', progress: 0, source: 'text', segment_count: 0 });
    await drainJobs();
    const done = await alice.request<DatasetDocument>({ method: 'GET', url: `/v1/datasets/${dataset.id}/documents/${document.id}` });
    expect(done.data).toMatchObject({ status: 'completed', progress: 100, error: null });
    expect(done.data.segment_count).toBeGreaterThanOrEqual(3);

    const refund = await retrieve(dataset.id, '怎么退货？');
    expect(refund.data.search_method).toBe('keyword_search');
    expect(refund.data.records[0]!.segment).toMatchObject({ document_id: document.id, document_name: '手册.md' });
    expect(refund.data.records[0]!.segment.content).toContain('退货');
    expect(refund.data.records[0]!.score).toBeGreaterThan(0.4);
    const wifi = await retrieve(dataset.id, 'Wi-Fi 密码');
    expect(wifi.data.records[0]!.segment.content).toContain('配网');
    expect((await retrieve(dataset.id, 'return days')).data.records[0]!.segment.content).toContain('Return within 7 days');
    expect((await retrieve(dataset.id, '开机', { top_k: 1 })).data.records).toHaveLength(1);
    expect((await retrieve(dataset.id, '完全无关的火星探测', { score_threshold: 0.9 })).data.records).toEqual([]);
    const summary = await alice.request<Dataset>({ method: 'GET', url: `/v1/datasets/${dataset.id}` });
    expect(summary.data).toMatchObject({ document_count: 1, segment_count: done.data.segment_count });
    expect(await alice.request({ method: 'DELETE', url: `/v1/datasets/${dataset.id}`, headers: en })).toMatchObject({ code: 613, msg: 'The dataset still has 1 documents; delete them first' });
  });

  it('ranks the segments sharing the most query words first when none holds them all', async () => {
    const dataset = await createDataset(alice, '逐级放宽');
    const lines = ['speaker alarm', 'speaker volume', 'alarm volume speaker', 'volume', 'speaker', 'alarm'];
    for (const [i, line] of lines.entries()) await addText(dataset.id, `words-${i}.md`, line);
    await drainJobs();
    const all = await retrieve(dataset.id, 'alarm volume speaker', { top_k: 1 });
    expect(all.data.records.map((record) => [record.segment.content, record.score])).toEqual([['alarm volume speaker', 1]]);
    const loosened = await retrieve(dataset.id, 'speaker alarm volume battery', { top_k: 3, score_threshold: 0 });
    expect(loosened.data.records[0]!.segment.content).toBe('alarm volume speaker');
    expect(loosened.data.records.slice(1).map((record) => record.segment.content).sort()).toEqual(['speaker alarm', 'speaker volume']);
    expect(loosened.data.records.map((record) => record.score)).toEqual([...loosened.data.records.map((record) => record.score)].sort((a, b) => b - a));
  });

  it('takes files as multipart, and fails an unreadable one with the reason while the rest stay indexed', async () => {
    const dataset = await createDataset(alice, '文件');
    const md = await upload(dataset.id, 'faq.md', Buffer.from(MANUAL), { data: JSON.stringify({ process_rule: { mode: 'automatic' } }) });
    expect(md).toMatchObject({ code: 0, data: { name: 'faq.md', source: 'file', file_type: 'md', status: 'waiting' } });
    const pdf = await upload(dataset.id, 'guide.pdf', pdfWithPages([['Charging: plug the speaker in for two hours.'], ['Reset: hold the button for ten seconds.']]));
    const scan = await upload(dataset.id, 'scan.pdf', pdfWithPages([[]]));
    const broken = await upload(dataset.id, 'broken.docx', Buffer.from('PK not really a zip'));
    const exe = await upload(dataset.id, 'setup.exe', Buffer.from('MZ'));
    expect(exe.data).toMatchObject({ status: 'failed', error: 'Unsupported file type "exe"' });
    await drainJobs();
    const documents = (await alice.request<{ documents: DatasetDocument[] }>({ method: 'GET', url: `/v1/datasets/${dataset.id}/documents`, headers: en })).data.documents;
    const byName = new Map(documents.map((doc) => [doc.name, doc]));
    expect(byName.get('faq.md')).toMatchObject({ status: 'completed' });
    expect(byName.get('guide.pdf')).toMatchObject({ status: 'completed', file_type: 'pdf' });
    expect(byName.get('scan.pdf')).toMatchObject({ status: 'failed', error: 'The PDF has no text to extract (probably a scan); run OCR on it first' });
    expect(byName.get('broken.docx')?.status).toBe('failed');
    expect(byName.get('broken.docx')?.error).toBe('Not a valid Word (.docx) document (an old .doc, or damaged); save it as .docx in Word and upload that');
    expect((await retrieve(dataset.id, 'reset button')).data.records[0]!.segment).toMatchObject({ document_id: pdf.data.id });
    expect((await retrieve(dataset.id, '退货')).data.records[0]!.segment.document_id).toBe(md.data.id);
    expect(scan.code).toBe(0);
    expect(broken.code).toBe(0);
  });

  it("adds an uploaded file by its key or URL, and refuses another user's upload", async () => {
    const dataset = await createDataset(alice, '上传');
    const uploadFor = async (user: TestUser, name: string, text: string) => {
      const token = (await call<{ token: string }>(app, { method: 'GET', url: '/v1/upload-token?type=dataset', headers: bearer(user.token) })).data.token;
      const form = multipartBody({ token }, { name, bytes: Buffer.from(text) });
      const res = await call<{ key: string; url: string }>(app, { method: 'POST', url: '/v1/uploads', payload: form.payload, headers: form.headers });
      expect(res.code, res.msg).toBe(0);
      return res.data;
    };
    const byKey = await uploadFor(aliceUser, 'warranty.md', '# 保修\n整机保修一年。');
    const byUrl = await uploadFor(aliceUser, 'shipping.txt', '下单后两天内发货。');
    const first = await alice.request<DatasetDocument>({ method: 'POST', url: `/v1/datasets/${dataset.id}/documents`, payload: { url: byKey.key } });
    const second = await alice.request<DatasetDocument>({ method: 'POST', url: `/v1/datasets/${dataset.id}/documents`, payload: { url: byUrl.url, name: '发货说明.txt' } });
    expect(first.data).toMatchObject({ name: 'warranty.md', source: 'upload', file_type: 'md' });
    expect(second.data).toMatchObject({ name: '发货说明.txt', source: 'upload', file_type: 'txt' });
    await drainJobs();
    expect((await retrieve(dataset.id, '保修')).data.records[0]!.segment.document_id).toBe(first.data.id);
    expect((await retrieve(dataset.id, '发货')).data.records[0]!.segment.document_id).toBe(second.data.id);

    const bobsFile = await uploadFor(bobUser, 'bob.md', 'Bob 的文件');
    for (const url of [bobsFile.key, bobsFile.url]) {
      const refused = await alice.request({ method: 'POST', url: `/v1/datasets/${dataset.id}/documents`, payload: { url }, headers: en });
      expect(refused.code).toBeGreaterThanOrEqual(400);
      expect(refused.code).toBeLessThan(500);
    }
    const traversal = await alice.request({ method: 'POST', url: `/v1/datasets/${dataset.id}/documents`, payload: { url: '../x' }, headers: en });
    expect(traversal.code).toBe(400);
    expect((await alice.request<{ documents: unknown[] }>({ method: 'GET', url: `/v1/datasets/${dataset.id}/documents` })).data.documents).toHaveLength(2);
  });

  it('edits, adds, disables and deletes segments, each searchable at once', async () => {
    const dataset = await createDataset(alice, '分段');
    const filler = '本段其余文字用于凑足长度，使每一段都单独成为一个分段而不被合并。';
    const document = await addText(dataset.id, 'notes', `第一段：保修一年。${filler}\n\n第二段：客服电话四百。${filler}`, { mode: 'custom', rules: { segmentation: { separator: '\n\n', max_tokens: 50, chunk_overlap: 0 } } });
    await drainJobs();
    const base = `/v1/datasets/${dataset.id}/documents/${document.id}/segments`;
    const page = await alice.request<{ segments: Segment[]; total: number; has_more: boolean }>({ method: 'GET', url: `${base}?page=1&limit=1` });
    expect(page.data).toMatchObject({ total: 2, has_more: true, segments: [{ index: 0, position: 1, content: `第一段：保修一年。${filler}`, enabled: true }] });
    const first = page.data.segments[0]!;
    const filtered = await alice.request<{ segments: Segment[] }>({ method: 'GET', url: `${base}?keyword=${encodeURIComponent('客服')}` });
    expect(filtered.data.segments.map((segment) => segment.position)).toEqual([2]);

    expect(await alice.request({ method: 'PUT', url: `${base}/${first.id}`, payload: { segment: { content: '第一段：保修两年，电池半年。' } } })).toMatchObject({ code: 0, data: { segment: { content: '第一段：保修两年，电池半年。' } } });
    expect((await retrieve(dataset.id, '电池')).data.records[0]!.segment.id).toBe(first.id);
    const added = await alice.request<{ segments: Segment[] }>({ method: 'POST', url: base, payload: { segments: [{ content: '第三段：支持语音闹钟。', keywords: ['alarm'] }] } });
    expect(added.data.segments[0]).toMatchObject({ position: 3, keywords: ['alarm'] });
    expect((await retrieve(dataset.id, 'alarm')).data.records[0]!.segment.id).toBe(added.data.segments[0]!.id);

    await alice.request({ method: 'PUT', url: `${base}/${first.id}`, payload: { segment: { enabled: false } } });
    expect((await retrieve(dataset.id, '电池')).data.records).toEqual([]);
    await alice.request({ method: 'DELETE', url: `${base}/${added.data.segments[0]!.id}` });
    expect((await retrieve(dataset.id, 'alarm')).data.records).toEqual([]);
    expect((await alice.request<DatasetDocument>({ method: 'GET', url: `/v1/datasets/${dataset.id}/documents/${document.id}` })).data.segment_count).toBe(2);

    await alice.request({ method: 'PUT', url: `/v1/datasets/${dataset.id}/documents/${document.id}`, payload: { enabled: false } });
    expect((await retrieve(dataset.id, '客服')).data.records).toEqual([]);
    const reindexed = await alice.request<DatasetDocument>({ method: 'POST', url: `/v1/datasets/${dataset.id}/documents/${document.id}/reindex` });
    expect(reindexed.data.status).toBe('waiting');
    expect(await alice.request({ method: 'POST', url: `/v1/datasets/${dataset.id}/documents/${document.id}/reindex`, headers: en })).toMatchObject({ code: 400, msg: 'The document is still being processed; try again when it is done' });
    await drainJobs();
    await alice.request({ method: 'PUT', url: `/v1/datasets/${dataset.id}/documents/${document.id}`, payload: { enabled: true } });
    // Re-indexing rebuilds from the source: the hand edit is replaced by the original text again.
    expect((await retrieve(dataset.id, '保修一年')).data.records[0]!.segment.content).toContain('保修一年');
  });

  it('resumes a document whose indexing process died, after its lease', async () => {
    const dataset = await createDataset(alice, '重启');
    const document = await addText(dataset.id, 'late', '重启之后继续建立索引。');
    const clock = app.services.clock as unknown as { now(): number; advance(seconds: number): void };
    const claimed = await app.services.repos.jobs.claim(['dataset.index'], 'killed-process', new Date(clock.now()).toISOString(), new Date(clock.now() + 300_000).toISOString());
    expect(claimed).toBeTruthy();
    expect(await app.services.jobRunner.runOnce()).toBe(false);
    clock.advance(301);
    await drainJobs();
    expect((await alice.request<DatasetDocument>({ method: 'GET', url: `/v1/datasets/${dataset.id}/documents/${document.id}` })).data.status).toBe('completed');
  });

  it("answers another user's datasets, documents and segments as missing and changes nothing", async () => {
    const dataset = await createDataset(alice, '私有');
    const document = await addText(dataset.id, 'secret', '只有 Alice 能看到的内容。');
    await drainJobs();
    const segmentId = (await alice.request<{ segments: Segment[] }>({ method: 'GET', url: `/v1/datasets/${dataset.id}/documents/${document.id}/segments` })).data.segments[0]!.id;
    const docBase = `/v1/datasets/${dataset.id}/documents/${document.id}`;
    for (const request of [
      { method: 'GET' as const, url: `/v1/datasets/${dataset.id}` },
      { method: 'PUT' as const, url: `/v1/datasets/${dataset.id}`, payload: { name: 'x' } },
      { method: 'DELETE' as const, url: `/v1/datasets/${dataset.id}` },
      { method: 'GET' as const, url: `/v1/datasets/${dataset.id}/documents` },
      { method: 'POST' as const, url: `/v1/datasets/${dataset.id}/documents`, payload: { name: 'x', text: 'y' } },
      { method: 'GET' as const, url: docBase },
      { method: 'PUT' as const, url: docBase, payload: { name: 'x' } },
      { method: 'DELETE' as const, url: docBase },
      { method: 'POST' as const, url: `${docBase}/reindex` },
      { method: 'GET' as const, url: `${docBase}/segments` },
      { method: 'PUT' as const, url: `${docBase}/segments/${segmentId}`, payload: { segment: { content: 'x' } } },
      { method: 'DELETE' as const, url: `${docBase}/segments/${segmentId}` },
      { method: 'POST' as const, url: `/v1/datasets/${dataset.id}/retrieve`, payload: { query: 'Alice' } },
    ]) {
      const res = await bob.request({ ...request, headers: en });
      expect({ url: request.url, method: request.method, code: res.code, msg: res.msg }).toEqual({ url: request.url, method: request.method, code: 612, msg: 'no such dataset' });
    }
    expect((await retrieve(dataset.id, 'Alice')).data.records).toHaveLength(1);
    expect((await alice.request<Dataset>({ method: 'GET', url: `/v1/datasets/${dataset.id}` })).data.name).toBe('私有');
  });

  it('says which best score the threshold refused when nothing passed it, and refuses out-of-range settings', async () => {
    const dataset = await createDataset(alice, '阈值');
    await addText(dataset.id, 'words.md', 'alarm volume speaker');
    await drainJobs();
    const refused = await retrieve(dataset.id, 'alarm volume speaker', { score_threshold: 1, top_k: 1 });
    expect(refused.data).toMatchObject({ records: [{ score: 1 }], score_threshold: 1, best_score_below_threshold: null });
    const nothing = await retrieve(dataset.id, 'speaker battery', { score_threshold: 1 });
    expect(nothing.data.records).toEqual([]);
    expect(nothing.data.score_threshold).toBe(1);
    expect(nothing.data.best_score_below_threshold).toBeGreaterThan(0);
    expect(nothing.data.best_score_below_threshold).toBeLessThan(1);
    for (const retrieval_model of [{ top_k: -5 }, { score_threshold: 7 }]) {
      const res = await alice.request({ method: 'PUT', url: `/v1/datasets/${dataset.id}`, payload: { name: '阈值', retrieval_model }, headers: en });
      expect(res.code).toBe(400);
    }
    expect((await alice.request<Dataset>({ method: 'GET', url: `/v1/datasets/${dataset.id}` })).data.retrieval_model).toMatchObject({ top_k: 3, score_threshold: 0.2 });
  });

  it('refuses bad input with a clear message and keeps what is stored', async () => {
    const dataset = await createDataset(alice, '输入');
    const checks: [string, Record<string, unknown>, RegExp][] = [
      ['empty query', { query: '  ' }, /query/i],
      ['huge query', { query: '问'.repeat(2000) }, /query/i],
      ['top_k 0', { query: 'x', retrieval_model: { top_k: 0 } }, /top_k/i],
      ['top_k 10000', { query: 'x', retrieval_model: { top_k: 10_000 } }, /top_k/i],
      ['unknown method', { query: 'x', retrieval_model: { search_method: 'magic' } }, /search_method/i],
    ];
    for (const [name, payload, message] of checks) {
      const res = await alice.request({ method: 'POST', url: `/v1/datasets/${dataset.id}/retrieve`, payload, headers: en });
      expect({ name, code: res.code }).toEqual({ name, code: 400 });
      expect(res.msg).toMatch(message);
    }
    const tenMb = await alice.request({ method: 'POST', url: `/v1/datasets/${dataset.id}/retrieve`, payload: { query: 'x'.repeat(10 * 1024 * 1024) }, headers: en });
    expect(tenMb.code).toBe(400);
    const semantic = await retrieve(dataset.id, '退货', { search_method: 'semantic_search' });
    expect(semantic).toMatchObject({ code: 400, msg: expect.stringContaining('embedding model') });
    const badRule = await alice.request({ method: 'POST', url: `/v1/datasets/${dataset.id}/documents`, payload: { name: 'x', text: 'y', process_rule: { mode: 'magic' } }, headers: en });
    expect(badRule.code).toBe(400);
    const badMultipartRule = await upload(dataset.id, 'a.md', Buffer.from('# hi'), { data: JSON.stringify({ process_rule: { mode: 'custom', rules: { segmentation: { max_tokens: 10 } } } }) });
    expect(badMultipartRule).toMatchObject({ code: 400, msg: expect.stringContaining('process rule') });
    const neither = await alice.request({ method: 'POST', url: `/v1/datasets/${dataset.id}/documents`, payload: { name: 'x' }, headers: en });
    expect(neither.code).toBe(400);
    expect(await alice.request({ method: 'PUT', url: `/v1/datasets/${dataset.id}`, payload: { name: 'x'.repeat(41) }, headers: en })).toMatchObject({ code: 400 });
    expect((await alice.request<{ documents: unknown[] }>({ method: 'GET', url: `/v1/datasets/${dataset.id}/documents` })).data.documents).toEqual([]);
    expect((await alice.request<Dataset>({ method: 'GET', url: `/v1/datasets/${dataset.id}` })).data.name).toBe('输入');
  });
});
