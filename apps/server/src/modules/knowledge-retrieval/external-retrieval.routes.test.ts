import type { ApiKeyView, Dataset, DatasetDocument } from '@vox/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, createUser, type TestUser } from '../../../test/helper.ts';

type Web = ReturnType<typeof consoleFor>;

const RETURNS = '商品签收后七天内可以无理由退货，请保持包装完好。';
const POWER = '长按电源键三秒开机，指示灯变成蓝色表示已经开机。';
const WIFI = '打开手机蓝牙，在小程序里选择添加设备，输入家里的 Wi-Fi 密码完成配网。';

/**
 * Other tools searching a knowledge base kept here with the user's own API key: any RAGFlow client on
 * `POST /api/v1/retrieval`, and a Dify app on the external knowledge API, each spoken as its client speaks it.
 */
describe('knowledge retrieval with a user’s API key', () => {
  let app: FastifyInstance;
  let aliceUser: TestUser;
  let alice: Web;
  let bob: Web;

  beforeEach(async () => {
    app = await buildTestApp({ rateLimits: { serverAuthFailure: { max: 3, timeWindowMs: 60_000 } } });
    aliceUser = await createUser(app);
    alice = consoleFor(app, aliceUser);
    bob = consoleFor(app, await createUser(app));
  });
  afterEach(() => app.close());

  const apiKeyOf = async (web: Web) => {
    const made = await web.request<ApiKeyView>({ method: 'POST', url: '/v1/api-keys', payload: { desc: 'retrieval' } });
    return (await web.request<ApiKeyView>({ method: 'GET', url: `/v1/api-keys/${made.data.id}?raw=true` })).data.key;
  };
  const datasetWith = async (web: Web, name: string, texts: string[]) => {
    const made = await web.request<Dataset>({ method: 'POST', url: '/v1/datasets', payload: { name, retrieval_model: { top_k: 3, score_threshold: 0.2 } } });
    expect(made.code, made.msg).toBe(0);
    const res = await web.request<DatasetDocument>({
      method: 'POST',
      url: `/v1/datasets/${made.data.id}/documents`,
      payload: { name: `${name}.md`, text: texts.join('\n\n'), process_rule: { mode: 'custom', rules: { segmentation: { separator: '\n\n', max_tokens: 60, chunk_overlap: 0 } } } },
    });
    expect(res.code, res.msg).toBe(0);
    while (await app.services.jobRunner.runOnce()) {
      /* index until no job is due */
    }
    return made.data;
  };
  /** A RAGFlow client (ragflow-sdk, an HTTP node): JSON body, Bearer key. */
  const ragflow = (key: string, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/v1/retrieval', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, payload: payload as InjectOptions['payload'] });
  /** Dify's ExternalDatasetService: the endpoint + `/retrieval`, JSON text body, Bearer key. */
  const dify = (authorization: string | null, payload?: unknown, url = '/v1/external-knowledge/retrieval', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...(authorization === null ? {} : { authorization }), ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  describe('RAGFlow’s retrieval', () => {
    it('searches the owner’s knowledge bases, all of them unless dataset_ids names some, never another user’s', async () => {
      const key = await apiKeyOf(alice);
      expect((await ragflow(key, { question: '怎么退货' })).json()).toEqual({ code: 0, data: { chunks: [], doc_aggs: [], total: 0 } });

      const policy = await datasetWith(alice, '售后政策', [RETURNS]);
      const manual = await datasetWith(alice, '产品手册', [POWER, WIFI]);
      const bobs = await datasetWith(bob, '别人的库', [RETURNS]);

      const all = await ragflow(key, { question: '怎么退货' });
      expect(all.statusCode).toBe(200);
      const found = all.json() as { code: number; data: { chunks: { content: string; dataset_id: string; kb_id: string; document_keyword: string }[]; total: number } };
      expect(found.code).toBe(0);
      expect(found.data.chunks[0]).toMatchObject({ content: RETURNS, dataset_id: policy.id, kb_id: policy.id, document_keyword: '售后政策.md' });
      expect(found.data.chunks.some((chunk) => chunk.dataset_id === bobs.id)).toBe(false);

      const named = (await ragflow(key, { question: '蓝牙配网', dataset_ids: [manual.id] })).json() as typeof found;
      expect(named.data.chunks.map((chunk) => chunk.dataset_id)).toEqual(expect.arrayContaining([manual.id]));
      expect(named.data.chunks.every((chunk) => chunk.dataset_id === manual.id)).toBe(true);

      const refused = await ragflow(key, { question: '怎么退货', dataset_ids: [bobs.id] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 102 });
    });

    it('refuses a revoked key as any wrong key', async () => {
      await datasetWith(alice, '售后政策', [RETURNS]);
      const key = await apiKeyOf(alice);
      expect((await ragflow(key, { question: '退货' })).statusCode).toBe(200);
      await app.services.apiKeys.revokeAll(aliceUser.id, 'password_changed');
      const revoked = await ragflow(key, { question: '退货' });
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json()).toMatchObject({ code: 109 });
    });
  });

  describe('Dify’s external knowledge API', () => {
    it('answers Dify’s records for the knowledge base named by knowledge_id, with its top_k and threshold', async () => {
      const key = await apiKeyOf(alice);
      const manual = await datasetWith(alice, '产品手册', [POWER, WIFI, RETURNS]);
      const res = await dify(`Bearer ${key}`, { knowledge_id: manual.id, query: '怎么退货', retrieval_setting: { top_k: 2, score_threshold: 0.5 } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      const records = (res.json() as { records: { content: string; score: number; title: string; metadata: Record<string, unknown> }[] }).records;
      expect(records.length).toBeGreaterThan(0);
      expect(records.length).toBeLessThanOrEqual(2);
      expect(records[0]).toMatchObject({ content: RETURNS, title: '产品手册.md', metadata: { dataset_id: manual.id } });
      expect(records.every((record) => record.score >= 0.5 && record.score <= 1)).toBe(true);

      // Threshold off in Dify (0.0): whatever matches at all, still at most top_k.
      const loose = (await dify(`Bearer ${key}`, { knowledge_id: manual.id, query: '开机', retrieval_setting: { top_k: 5, score_threshold: 0 } })).json() as { records: unknown[] };
      expect(loose.records.length).toBeGreaterThan(0);
      // Nothing matches: an empty list, not an error.
      expect((await dify(`Bearer ${key}`, { knowledge_id: manual.id, query: 'zzzz', retrieval_setting: { top_k: 3, score_threshold: 0.5 } })).json()).toEqual({ records: [] });
      // Also at the /xiaozhi mount, as every /v1 path.
      expect((await dify(`Bearer ${key}`, { knowledge_id: manual.id, query: '退货', retrieval_setting: { top_k: 1, score_threshold: 0 } }, '/xiaozhi/v1/external-knowledge/retrieval')).statusCode).toBe(200);
    });

    it('answers Dify’s error codes: 1001 bad header, 1002 wrong key, 2001 no such knowledge (another user’s included)', async () => {
      const key = await apiKeyOf(alice);
      const bobs = await datasetWith(bob, '别人的库', [RETURNS]);
      const body = { knowledge_id: bobs.id, query: '退货', retrieval_setting: { top_k: 3, score_threshold: 0.5 } };

      for (const header of [null, key, `Basic ${key}`, 'Bearer']) {
        const res = await dify(header, body, undefined, { 'accept-language': 'en' });
        expect(res.statusCode, String(header)).toBe(403);
        expect(res.json()).toEqual({ error_code: 1001, error_msg: "Invalid Authorization header format. Expected 'Bearer <api-key>' format." });
      }
      const wrong = await dify(`Bearer ${'0'.repeat(32)}`, body);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ error_code: 1002 });

      const missing = await dify(`Bearer ${key}`, body, undefined, { 'accept-language': 'en' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error_code: 2001, error_msg: expect.stringContaining(`The knowledge does not exist: ${bobs.id}`) });

      const malformed = await dify(`Bearer ${key}`, { knowledge_id: bobs.id });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ error_code: 400, error_msg: expect.any(String) });
    });

    it('passes Dify’s connection check (a bodyless POST) for a live key and fails it for a wrong one', async () => {
      const key = await apiKeyOf(alice);
      // Dify refuses the endpoint on 403 (wrong key), 404 and 502; anything else is a live endpoint.
      expect([403, 404, 502]).not.toContain((await dify(`Bearer ${key}`)).statusCode);
      expect((await dify(`Bearer ${'f'.repeat(32)}`)).statusCode).toBe(403);
    });

    it('counts wrong keys per address and then answers 429', async () => {
      const body = { knowledge_id: 'x', query: '退货', retrieval_setting: { top_k: 3, score_threshold: 0.5 } };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await dify(`Bearer ${'a'.repeat(32)}`, body)).statusCode);
      expect(statuses.slice(0, 3)).toEqual([403, 403, 403]);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
