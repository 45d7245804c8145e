import type { Dataset, DatasetDocument, RetrieveAnswer } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { docxBomb, nestedHtml } from '../../../test/document-fixtures.ts';
import { LocalDiskStorage } from '../../integrations/storage/local-disk-storage.ts';
import { IngestBox } from './text/ingest-box.ts';
import { segmentSearchText } from './text/search-tokens.ts';
import { buildTestApp, createTestDatabase, createUser, multipartBody, type TestAppOptions } from '../../../test/helper.ts';

const en = { 'accept-language': 'en' };
const MB = 1024 * 1024;

/** A user with one knowledge base on an app that runs its jobs when told. */
async function setUp(options: TestAppOptions = {}) {
  const app = await buildTestApp(options);
  const web = consoleFor(app, await createUser(app));
  const dataset = (await web.request<Dataset>({ method: 'POST', url: '/v1/datasets', payload: { name: '手册', desc: '' } })).data;
  const upload = async (name: string, bytes: Buffer) => {
    const form = multipartBody({}, { name, bytes });
    const res = await web.request<DatasetDocument>({ method: 'POST', url: `/v1/datasets/${dataset.id}/documents`, payload: form.payload, headers: { ...form.headers, ...en } });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  const document = async (id: string, headers: Record<string, string> = en) =>
    (await web.request<DatasetDocument>({ method: 'GET', url: `/v1/datasets/${dataset.id}/documents/${id}`, headers })).data;
  const drain = async () => {
    while (await app.services.jobRunner.runOnce()) { /* until no job is due */ }
  };
  const retrieve = async (query: string) =>
    (await web.request<RetrieveAnswer>({ method: 'POST', url: `/v1/datasets/${dataset.id}/retrieve`, payload: { query, retrieval_model: { search_method: 'keyword_search' } }, headers: en })).data.records;
  return { app, web, dataset, upload, document, drain, retrieve };
}

/** Built once: deflating 300 MB takes seconds. */
let bombBytes: Buffer | undefined;
const bomb300 = () => (bombBytes ??= docxBomb(300 * MB));
const SLOW = { timeout: 60_000 };

const healthy = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/health' })).statusCode;

describe('documents built to break the parser', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('refuses a DOCX that unpacks to 300 MB from its directory, before unpacking, and the process stays up', SLOW, async () => {
    const setup = await setUp();
    app = setup.app;
    const bomb = bomb300();
    expect(bomb.length).toBeLessThan(MB);
    const doc = await setup.upload('bomb.docx', bomb);
    await setup.drain();
    expect(await setup.document(doc.id)).toMatchObject({ status: 'failed', error: 'The file unpacks to more than 200 MB' });
    expect((await setup.document(doc.id, { 'accept-language': 'zh-CN' })).error).toBe('文件解压后超过 200 MB，无法处理');
    expect(await healthy(app)).toBe(200);
    expect(await app.services.jobRunner.runOnce()).toBe(false);
  });

  it('stops a DOCX whose directory lies about its size at the parsing thread’s memory limit', SLOW, async () => {
    const setup = await setUp({ ingestLimits: { memoryMb: 128, seconds: 120 } });
    app = setup.app;
    const bomb = Buffer.from(bomb300());
    // Every size field of the directory now claims 1 KB; only unpacking shows the truth.
    for (let at = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) bomb.writeUInt32LE(1024, at + 24);
    const doc = await setup.upload('liar.docx', bomb);
    await setup.drain();
    const failed = await setup.document(doc.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/^(Reading this file needs more than 128 MB of memory|The file is damaged)/);
    expect(await healthy(app)).toBe(200);
  });

  it('refuses HTML nested thousands of elements deep with the limit it broke', SLOW, async () => {
    const setup = await setUp();
    app = setup.app;
    const html = nestedHtml(300_000);
    expect(html.length).toBeGreaterThan(3 * MB);
    const doc = await setup.upload('deep.html', Buffer.from(html));
    await setup.drain();
    expect(await setup.document(doc.id)).toMatchObject({ status: 'failed', error: 'The document nests elements deeper than 256 levels' });
    const shallow = await setup.upload('ok.html', Buffer.from(`<html><body>${'<div>'.repeat(50)}退货政策：七天无理由退货${'</div>'.repeat(50)}</body></html>`));
    await setup.drain();
    expect(await setup.document(shallow.id)).toMatchObject({ status: 'completed' });
  });

  it('fails a document whose parsing outlives the time limit, without retrying it', async () => {
    const setup = await setUp({ ingestLimits: { memoryMb: 512, seconds: 0.001 } });
    app = setup.app;
    const doc = await setup.upload('slow.md', Buffer.from('# 说明\n\n长按电源键三秒开机。'));
    await setup.drain();
    expect(await setup.document(doc.id)).toMatchObject({ status: 'failed', error: 'Reading this file took longer than 0.001 seconds; split it and upload the parts' });
    expect(await app.services.jobRunner.runOnce()).toBe(false);
  });
});

describe('re-indexing a document', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('reads the old segments until the new ones are all written; what an interrupted run wrote never shows and goes', async () => {
    const storage = new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'vox-test-datasets-')));
    const database = await createTestDatabase();
    const setup = await setUp({ datasetStorage: storage, database });
    app = setup.app;
    const doc = await setup.upload('faq.md', Buffer.from('## 开机\n\n长按电源键三秒开机。\n\n## 退货\n\n七天无理由退货。'));
    await setup.drain();
    const indexed = await setup.document(doc.id);
    expect((await setup.retrieve('退货')).length).toBe(1);

    // A process that died half-way through a re-index left segments of the next generation behind.
    const row = (await app.services.repos.documents.find(doc.id))!;
    const leftover = { ...(await app.services.repos.segments.page(doc.id, {}, 1, 1)).rows[0]!, id: 'leftover-1', content: '整机保修一年', search_text: segmentSearchText(setup.dataset.id, '整机保修一年', []), embedding: null, generation: row.generation + 1 };
    await app.services.repos.segments.insert([leftover]);
    expect(await setup.retrieve('保修')).toEqual([]);
    expect((await app.services.repos.segments.page(doc.id, {}, 1, 100)).total).toBe(indexed.segment_count);

    await storage.put(row.storage_key, Readable.from([Buffer.from('## 保修\n\n整机保修一年，电池保修半年。')]));
    const reindex = await setup.web.request({ method: 'POST', url: `/v1/datasets/${setup.dataset.id}/documents/${doc.id}/reindex` });
    expect(reindex.code, reindex.msg).toBe(0);
    expect((await setup.retrieve('退货')).length).toBe(1);
    await setup.drain();

    const after = await setup.document(doc.id);
    expect(after.status).toBe('completed');
    expect(await setup.retrieve('退货')).toEqual([]);
    expect((await setup.retrieve('保修')).map((record) => record.segment.content)).toEqual(['## 保修\n整机保修一年，电池保修半年。']);
    const all = await database.db.selectFrom('dataset_segments').select(['id', 'generation']).where('document_id', '=', doc.id).execute();
    expect(all).toEqual([{ id: expect.any(String), generation: row.generation + 1 }]);
  });
});

describe('the parsing thread', () => {
  it('starts a new thread after one was ended, and parses the next document after one broke a limit', async () => {
    const box = new IngestBox({ memoryMb: 512, seconds: 30 });
    try {
      const job = (text: string) => ({ bytes: Buffer.from(text), type: 'md' as const, rule: undefined, datasetId: 'd1' });
      const first = await box.open(job('# 开机\n\n长按电源键三秒开机。'));
      expect(first.count).toBe(1);
      first.close();
      await box.close();
      const second = await box.open(job('# 配网\n\n打开小程序，选择添加设备。'));
      expect((await second.page(0, 10)).map((segment) => segment.content)).toEqual(['# 配网\n打开小程序，选择添加设备。']);
      second.close();
      await expect(box.open({ ...job(''), bytes: Buffer.from(nestedHtml(1000)), type: 'html' })).rejects.toMatchObject({ reason: 'tooDeep' });
      const third = await box.open(job('# 退货\n\n七天无理由退货。'));
      expect(third.count).toBe(1);
      third.close();
    } finally {
      await box.close();
    }
  });
});
