import type { ModelProvider, PageData } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, createUser } from '../../../test/helper.ts';
import { PROVIDER_SEEDS } from '../../db/migrations/data/0004/model-providers.ts';

describe('provider management', () => {
  let app: FastifyInstance;
  let admin: ReturnType<typeof consoleFor>;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = consoleFor(app, await createUser(app, { superAdmin: true }));
  });
  afterAll(() => app.close());

  const list = async (query: string) => (await admin.request<PageData<ModelProvider>>({ method: 'GET', url: `/xiaozhi/models/provider?${query}` })).data;
  const fields = [{ key: 'base_url', label: '基础URL', type: 'string' }, { key: 'api_key', label: 'API密钥', type: 'password' }, { key: 'retries', label: '重试', type: 'number', default: 2 }];

  it('pages providers by type then sort, filtering by type (any case) and by name or code', async () => {
    const all = await list('page=1&limit=10');
    // 0004's providers plus 0024's Embedding one.
    expect(all.total).toBe(PROVIDER_SEEDS.length + 1);
    expect(all.list.map((row) => row.modelType)).toEqual([...all.list.map((row) => row.modelType)].sort());
    expect((await list('modelType=llm&limit=100')).total).toBe(PROVIDER_SEEDS.filter((seed) => seed.modelType === 'LLM').length);
    expect((await list('name=ollama')).list.map((row) => row.id)).toEqual(['SYSTEM_LLM_ollama']);
    expect((await list(`name=${encodeURIComponent('Ollama接口')}`)).list.map((row) => row.providerCode)).toEqual(['ollama']);
  });

  it('adds a provider from a serialized field list or a plain one; a duplicate code in the type is 614', async () => {
    const created = await admin.request<ModelProvider>({ method: 'POST', url: '/xiaozhi/models/provider', payload: { modelType: 'llm', providerCode: 'acme', name: 'Acme', fields: JSON.stringify(fields), sort: 5 } });
    expect(created).toMatchObject({ code: 0, data: { modelType: 'LLM', providerCode: 'acme', name: 'Acme', sort: 5 } });
    expect(JSON.parse(created.data.fields)).toEqual(fields);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/models/provider', payload: { modelType: 'LLM', providerCode: 'acme', name: 'B', fields } })).code).toBe(614);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/models/provider', payload: { modelType: 'TTS', providerCode: 'acme', name: 'Acme TTS', fields } })).code).toBe(0);
    // The new provider drives config validation at once.
    const config = await admin.request<{ configJson: Record<string, unknown> }>({ method: 'POST', url: '/xiaozhi/models/LLM/acme', payload: { modelName: 'A', configJson: { retries: '3', api_key: 'k' } } });
    expect(config.data.configJson).toEqual({ type: 'acme', retries: 3, api_key: '****' });
  });

  it('refuses bad field lists and unknown types', async () => {
    const post = (payload: Record<string, unknown>) => admin.request({ method: 'POST', url: '/xiaozhi/models/provider', payload: { modelType: 'LLM', providerCode: 'bad', name: 'Bad', ...payload } });
    expect((await post({ fields: 'not json' })).code).toBe(400);
    expect((await post({ fields: [{ key: 'a', label: 'A', type: 'color' }] })).code).toBe(400);
    expect((await post({ fields: [{ key: 'a', label: 'A', type: 'string' }, { key: 'a', label: 'B', type: 'string' }] })).code).toBe(400);
    expect((await post({ modelType: 'Nope', fields: [] })).code).toBe(10131);
    expect((await post({ providerCode: 'has space', fields: [] })).code).toBe(400);
  });

  it('edits a provider; renaming a code in use is refused', async () => {
    const created = (await admin.request<ModelProvider>({ method: 'POST', url: '/xiaozhi/models/provider', payload: { modelType: 'RAG', providerCode: 'kb', name: 'KB', fields: [] } })).data;
    const edited = await admin.request<ModelProvider>({ method: 'PUT', url: '/xiaozhi/models/provider', payload: { id: created.id, modelType: 'RAG', providerCode: 'kb2', name: 'KB 2', fields: JSON.stringify(fields), sort: 9 } });
    expect(edited.data).toMatchObject({ providerCode: 'kb2', name: 'KB 2', sort: 9 });
    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/models/provider', payload: { id: 'SYSTEM_LLM_openai', modelType: 'LLM', providerCode: 'openai2', name: 'x', fields: [] } })).code).toBe(613);
    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/models/provider', payload: { id: created.id, modelType: 'LLM', providerCode: 'openai', name: 'x', fields: [] } })).code).toBe(614);
    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/models/provider', payload: { id: 'nope', modelType: 'LLM', providerCode: 'zz', name: 'x', fields: [] } })).code).toBe(612);
  });

  it('deletes unused providers; one used by a config refuses the batch (613); nothing deleted is 10043', async () => {
    const unused = (await admin.request<ModelProvider>({ method: 'POST', url: '/xiaozhi/models/provider', payload: { modelType: 'VAD', providerCode: 'gone', name: 'Gone', fields: [] } })).data;
    expect(await admin.request({ method: 'POST', url: '/xiaozhi/models/provider/delete', payload: [unused.id, 'SYSTEM_VAD_SileroVAD'] })).toMatchObject({ code: 613, msg: '供应器 silero 正在使用中，无法删除' });
    expect((await list('modelType=VAD')).total).toBe(2);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/models/provider/delete', payload: [unused.id] })).code).toBe(0);
    expect((await list('modelType=VAD')).total).toBe(1);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/models/provider/delete', payload: ['nope'] })).code).toBe(10043);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/models/provider/delete', payload: [] })).code).toBe(400);
  });
});
