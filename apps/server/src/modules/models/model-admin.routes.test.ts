import type { ModelConfig, ModelProvider, PageData } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, call, createUser } from '../../../test/helper.ts';
import { MODEL_CONFIG_SEEDS } from '../../db/migrations/data/0004/model-configs.ts';
import { PROVIDER_SEEDS } from '../../db/migrations/data/0004/model-providers.ts';
import { parseFields, validateConfig } from './config-validation.ts';

const openaiBody = (overrides: Record<string, unknown> = {}) => ({
  modelCode: 'MyGPT', modelName: '我的GPT', isDefault: 1, isEnabled: 1, docLink: 'https://example.com', remark: '测试', sort: 3,
  configJson: { base_url: 'https://api.example.com/v1', model_name: 'gpt-x', api_key: 'sk-1234567890abcdef', temperature: '0.5', max_tokens: 100 },
  ...overrides,
});

describe('admin model configuration', () => {
  let app: FastifyInstance;
  let admin: ReturnType<typeof consoleFor>;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = consoleFor(app, await createUser(app, { superAdmin: true }));
  });
  afterAll(() => app.close());

  const list = async (query: string) => (await admin.request<PageData<ModelConfig>>({ method: 'GET', url: `/xiaozhi/models/list?${query}` })).data;
  const get = (id: string) => admin.request<ModelConfig>({ method: 'GET', url: `/xiaozhi/models/${id}` });
  const stored = async (id: string) => JSON.parse((await app.services.repos.models.findConfig(id))!.config_json) as Record<string, unknown>;

  it('lists a type whatever its case, enabled first then by sort, page 0 as page 1, secrets masked', async () => {
    const llm = await list('modelType=llm&page=0&limit=10');
    expect(llm.total).toBe(15);
    expect(llm.list).toHaveLength(10);
    expect(llm.list[0]).toMatchObject({ id: 'LLM_ChatGLMLLM', modelType: 'LLM', isDefault: 1, isEnabled: 1, configJson: { type: 'openai' } });
    // '你的api_key' is short: stars only.
    expect(llm.list[0]!.configJson.api_key).toBe('****');
    expect(await list('modelType=LLM&page=1&limit=10')).toEqual(llm);
    expect((await list('modelType=LLM&page=2&limit=10')).list).toHaveLength(5);
    const intent = await list('modelType=intent');
    expect(intent.list.map((row) => row.id)).toEqual(['Intent_intent_llm', 'Intent_function_call', 'Intent_nointent']);
    expect((await list('modelType=LLM&modelName=deep')).list.map((row) => row.id)).toEqual(['LLM_DeepSeekLLM']);
    // 0004's configs plus 0024's Embedding example and 0033's long-term memory.
    expect((await list('modelType=&limit=100')).total).toBe(MODEL_CONFIG_SEEDS.length + 2);
  });

  it('lists the providers of a type with their fields', async () => {
    const providers = (await admin.request<ModelProvider[]>({ method: 'GET', url: '/xiaozhi/models/llm/provideTypes' })).data;
    expect(providers.map((provider) => provider.providerCode)).toEqual(PROVIDER_SEEDS.filter((seed) => seed.modelType === 'LLM').map((seed) => seed.providerCode));
    expect(JSON.parse(providers[0]!.fields)).toContainEqual({ key: 'temperature', label: '温度', type: 'number' });
    expect((await admin.request({ method: 'GET', url: '/xiaozhi/models/nope/provideTypes' })).data).toEqual([]);
  });

  it('creates a config: isDefault forced to 0, numbers stored as numbers, type from the path, secrets masked', async () => {
    const created = await admin.request<ModelConfig>({ method: 'POST', url: '/xiaozhi/models/llm/openai', payload: openaiBody({ id: 'MY_GPT_1' }) });
    expect(created).toMatchObject({ code: 0, data: { id: 'MY_GPT_1', modelType: 'LLM', modelCode: 'MyGPT', isDefault: 0, isEnabled: 1, sort: 3, docLink: 'https://example.com' } });
    expect(created.data.configJson).toEqual({ type: 'openai', base_url: 'https://api.example.com/v1', model_name: 'gpt-x', api_key: 'sk-1****cdef', temperature: 0.5, max_tokens: 100 });
    expect(await stored('MY_GPT_1')).toMatchObject({ api_key: 'sk-1234567890abcdef', temperature: 0.5 });
    const generated = await admin.request<ModelConfig>({ method: 'POST', url: '/xiaozhi/models/LLM/openai', payload: openaiBody({ id: '' }) });
    expect(generated.data.id).toMatch(/^[0-9a-f]{32}$/);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/models/LLM/openai', payload: openaiBody({ id: 'MY_GPT_1' }) })).code).toBe(614);
  });

  it('validates configJson against the provider fields, naming the field by its label and the limit', async () => {
    const post = (type: string, provider: string, configJson: Record<string, unknown>, headers: Record<string, string> = {}) =>
      admin.request({ method: 'POST', url: `/xiaozhi/models/${type}/${provider}`, payload: openaiBody({ configJson }), headers });
    expect(await post('LLM', 'openai', { base_url: 'https://x', bogus: 1 })).toMatchObject({ code: 400, msg: '「bogus」不是该服务商的配置项' });
    expect(await post('LLM', 'openai', { temperature: 'warm' })).toMatchObject({ code: 400, msg: '「温度」应为数字' });
    expect(await post('LLM', 'openai', { temperature: 'warm' }, { 'accept-language': 'en' })).toMatchObject({ code: 400, msg: '温度: must be a number' });
    expect(await post('LLM', 'openai', { max_tokens: -5 })).toMatchObject({ code: 400, msg: '「最大令牌数」应在 1 到 1000000 之间' });
    expect(await post('LLM', 'openai', { base_url: 'api.example.com' })).toMatchObject({ code: 400, msg: '「基础URL」应为 http(s):// 或 ws(s):// 开头的地址' });
    expect(await post('LLM', 'fastgpt', { variables: '[1]' })).toMatchObject({ code: 400, msg: '「变量」应为 JSON 对象，如 {"键": "值"}' });
    expect(await post('ASR', 'fun_server', { is_ssl: 'yes' })).toMatchObject({ code: 400 });
    expect(await post('LLM', 'nope', {})).toMatchObject({ code: 10162, msg: '供应器不存在' });
    expect(await post('Nope', 'openai', {})).toMatchObject({ code: 10131 });
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/models/LLM/openai', payload: openaiBody({ id: 'letters' }) })).code).toBe(400);
    const dict = await admin.request<ModelConfig>({ method: 'POST', url: '/xiaozhi/models/LLM/fastgpt', payload: openaiBody({ configJson: { variables: '{"a":"b"}', api_key: 'k' } }) });
    expect(dict.data.configJson).toEqual({ type: 'fastgpt', variables: { a: 'b' }, api_key: '****' });
  });

  it('keeps the stored DeepSeek settings when an edit brings temperature "abc" or max tokens -5', async () => {
    const put = (configJson: Record<string, unknown>) =>
      admin.request({ method: 'PUT', url: '/xiaozhi/models/LLM/openai/LLM_DeepSeekLLM', payload: openaiBody({ modelCode: 'DeepSeek', configJson: { base_url: 'https://api.deepseek.com', model_name: 'deepseek-chat', ...configJson } }) });
    expect(await put({ temperature: 'abc' })).toMatchObject({ code: 400, msg: '「温度」应为数字' });
    expect(await put({ max_tokens: '-5' })).toMatchObject({ code: 400, msg: '「最大令牌数」应在 1 到 1000000 之间' });
    expect(await stored('LLM_DeepSeekLLM')).toEqual({ type: 'openai', model_name: 'deepseek-chat', base_url: 'https://api.deepseek.com', api_key: '' });
    expect((await put({ temperature: '0.3', max_tokens: '800' })).code).toBe(0);
    expect(await stored('LLM_DeepSeekLLM')).toMatchObject({ temperature: 0.3, max_tokens: 800 });
  });

  it('accepts every seeded config as valid for its provider', () => {
    for (const seed of MODEL_CONFIG_SEEDS) {
      const provider = PROVIDER_SEEDS.find((row) => row.modelType === seed.modelType && row.providerCode === seed.config.type);
      expect(provider, seed.id).toBeDefined();
      expect(() => validateConfig(parseFields(JSON.stringify(provider!.fields)), seed.config, provider!.providerCode), seed.id).not.toThrow();
    }
  });

  it('keeps a secret sent back masked, replaces it when changed, merges nested objects and keeps modelCode/isDefault/docLink', async () => {
    await admin.request({ method: 'POST', url: '/xiaozhi/models/LLM/openai', payload: openaiBody({ id: 'KEEP_1' }) });
    const shown = (await get('KEEP_1')).data;
    expect(shown.configJson.api_key).toBe('sk-1****cdef');
    const edited = await admin.request<ModelConfig>({
      method: 'PUT', url: '/xiaozhi/models/llm/openai/KEEP_1',
      payload: { ...openaiBody({ modelCode: 'Changed', docLink: 'https://other', modelName: '改名' }), configJson: { ...shown.configJson, model_name: 'gpt-y' } },
    });
    expect(edited.data).toMatchObject({ modelName: '改名', modelCode: 'MyGPT', docLink: 'https://example.com', isDefault: 0 });
    expect(await stored('KEEP_1')).toMatchObject({ api_key: 'sk-1234567890abcdef', model_name: 'gpt-y' });
    // A secret left out is kept too; other keys left out are removed.
    await admin.request({ method: 'PUT', url: '/xiaozhi/models/LLM/openai/KEEP_1', payload: openaiBody({ configJson: { base_url: 'https://b' } }) });
    expect(await stored('KEEP_1')).toEqual({ type: 'openai', base_url: 'https://b', api_key: 'sk-1234567890abcdef' });
    await admin.request({ method: 'PUT', url: '/xiaozhi/models/LLM/openai/KEEP_1', payload: openaiBody({ configJson: { api_key: 'sk-new-key-000000000' } }) });
    expect((await stored('KEEP_1')).api_key).toBe('sk-new-key-000000000');
    // Nested secrets (HuoshanDoubleStream has none, so a custom TTS header) are masked and kept the same way.
    await admin.request({ method: 'PUT', url: '/xiaozhi/models/TTS/custom/TTS_CustomTTS', payload: openaiBody({ configJson: { url: 'http://x', headers: { Authorization: 'Bearer 0123456789abcdef' } } }) });
    const tts = (await get('TTS_CustomTTS')).data;
    expect(tts.configJson.headers).toEqual({ Authorization: 'Bear****cdef' });
    await admin.request({ method: 'PUT', url: '/xiaozhi/models/TTS/custom/TTS_CustomTTS', payload: openaiBody({ configJson: tts.configJson }) });
    expect((await stored('TTS_CustomTTS')).headers).toEqual({ Authorization: 'Bearer 0123456789abcdef' });
    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/models/TTS/custom/NOPE', payload: openaiBody() })).code).toBe(612);
    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/models/TTS/edge/KEEP_1', payload: openaiBody() })).code).toBe(612);
  });

  it('switches the default of a type in one go and refuses to disable or delete the default', async () => {
    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/models/enable/LLM_AliLLM/0' })).code).toBe(0);
    expect((await get('LLM_AliLLM')).data.isEnabled).toBe(0);
    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/models/default/LLM_AliLLM' })).code).toBe(0);
    const llms = (await list('modelType=LLM&limit=100')).list;
    expect(llms.filter((row) => row.isDefault === 1).map((row) => row.id)).toEqual(['LLM_AliLLM']);
    expect(llms.find((row) => row.id === 'LLM_AliLLM')?.isEnabled).toBe(1);
    expect((await list('modelType=TTS&limit=100')).list.filter((row) => row.isDefault === 1).map((row) => row.id)).toEqual(['TTS_EdgeTTS']);
    expect(await admin.request({ method: 'PUT', url: '/xiaozhi/models/enable/LLM_AliLLM/0' })).toMatchObject({ code: 10303, msg: '默认模型配置不允许关闭' });
    expect(await admin.request({ method: 'DELETE', url: '/xiaozhi/models/LLM_AliLLM' })).toMatchObject({ code: 10064, msg: '默认模型配置不允许删除' });
    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/models/enable/LLM_AliLLM/2' })).code).toBe(400);
    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/models/default/NOPE' })).code).toBe(612);
    await admin.request({ method: 'PUT', url: '/xiaozhi/models/default/LLM_ChatGLMLLM' });
  });

  it('refuses to delete a config agents use (10093 with names) or an intent names; deletes a TTS config with its voices', async () => {
    const owner = consoleFor(app, await createUser(app));
    const agentId = await owner.createAgent('厨房助手');
    await owner.updateAgent(agentId, { llmModelId: 'LLM_DoubaoLLM' });
    expect(await admin.request({ method: 'DELETE', url: '/xiaozhi/models/LLM_DoubaoLLM' })).toMatchObject({ code: 10093, msg: '该模型配置已被智能体引用，无法删除：厨房助手' });
    expect(await admin.request({ method: 'DELETE', url: '/xiaozhi/models/LLM_DoubaoLLM', headers: { 'accept-language': 'en' } })).toMatchObject({ msg: 'This model config is used by agents and cannot be deleted: 厨房助手' });
    await app.services.repos.modelConfigs.update('Intent_intent_llm', { config_json: JSON.stringify({ type: 'intent_llm', llm: 'LLM_GeminiLLM' }) });
    expect((await admin.request({ method: 'DELETE', url: '/xiaozhi/models/LLM_GeminiLLM' })).code).toBe(10094);
    expect((await admin.request({ method: 'GET', url: '/xiaozhi/models/TTS_OpenAITTS/voices' })).data).toHaveLength(6);
    expect((await admin.request({ method: 'DELETE', url: '/xiaozhi/models/TTS_OpenAITTS' })).code).toBe(0);
    expect((await get('TTS_OpenAITTS')).code).toBe(612);
    expect((await admin.request({ method: 'GET', url: '/xiaozhi/models/TTS_OpenAITTS/voices' })).data).toEqual([]);
    expect((await admin.request({ method: 'DELETE', url: '/xiaozhi/models/NOPE' })).code).toBe(612);
  });

  it('sorts by enabled state, display order or name, either way, display order among equals, and refuses another field', async () => {
    const add = async (id: string, modelName: string, sort: number, isEnabled: number) =>
      expect((await admin.request({ method: 'POST', url: '/xiaozhi/models/llm/openai', payload: openaiBody({ id, modelName, sort, isEnabled }) })).code).toBe(0);
    await add('SORT_x', 'sortme Beta', 5, 1);
    await add('SORT_y', 'Sortme alpha', 9, 0);
    await add('SORT_z', 'SORTME gamma', 1, 1);
    const ids = async (query: string) => (await list(`modelType=llm&modelName=sortme&${query}`)).list.map((row) => row.id);
    // What upstream's console sends: enabled first, then by display order.
    expect(await ids('page=0&limit=10')).toEqual(['SORT_z', 'SORT_x', 'SORT_y']);
    expect(await ids('sort=isEnabled&order=ascend')).toEqual(['SORT_y', 'SORT_z', 'SORT_x']);
    expect(await ids('sort=sort&order=ascend')).toEqual(['SORT_z', 'SORT_x', 'SORT_y']);
    expect(await ids('sort=sort&order=descend')).toEqual(['SORT_y', 'SORT_x', 'SORT_z']);
    expect(await ids('sort=modelName')).toEqual(['SORT_y', 'SORT_x', 'SORT_z']);
    expect(await ids('sort=modelName&order=descend')).toEqual(['SORT_z', 'SORT_x', 'SORT_y']);
    expect((await admin.request({ method: 'GET', url: '/xiaozhi/models/list?sort=configJson' })).status).toBe(400);
    expect((await admin.request({ method: 'GET', url: '/xiaozhi/models/list?sort=sort&order=up' })).status).toBe(400);
  });

  it('refuses every admin route to a normal user (403) and to no token (401)', async () => {
    const user = await createUser(app);
    const routes = [
      { method: 'GET', url: '/xiaozhi/models/list?modelType=LLM' },
      { method: 'GET', url: '/xiaozhi/models/LLM/provideTypes' },
      { method: 'POST', url: '/xiaozhi/models/LLM/openai', payload: openaiBody() },
      { method: 'PUT', url: '/xiaozhi/models/LLM/openai/LLM_AliLLM', payload: openaiBody() },
      { method: 'GET', url: '/xiaozhi/models/LLM_AliLLM' },
      { method: 'DELETE', url: '/xiaozhi/models/LLM_AliLLM' },
      { method: 'PUT', url: '/xiaozhi/models/enable/LLM_AliLLM/0' },
      { method: 'PUT', url: '/xiaozhi/models/default/LLM_AliLLM' },
      { method: 'GET', url: '/xiaozhi/models/provider' },
      { method: 'POST', url: '/xiaozhi/models/provider', payload: { modelType: 'LLM', providerCode: 'x', name: 'x', fields: '[]' } },
      { method: 'PUT', url: '/xiaozhi/models/provider', payload: { id: 'x', modelType: 'LLM', providerCode: 'x', name: 'x', fields: '[]' } },
      { method: 'POST', url: '/xiaozhi/models/provider/delete', payload: ['SYSTEM_LLM_openai'] },
      { method: 'GET', url: '/xiaozhi/ttsVoice?ttsModelId=TTS_EdgeTTS' },
      { method: 'POST', url: '/xiaozhi/ttsVoice', payload: { ttsModelId: 'TTS_EdgeTTS', ttsVoice: 'v', name: 'n', languages: '普通话' } },
      { method: 'PUT', url: '/xiaozhi/ttsVoice/TTS_EdgeTTS0001', payload: { ttsModelId: 'TTS_EdgeTTS', ttsVoice: 'v', name: 'n', languages: '普通话' } },
      { method: 'POST', url: '/xiaozhi/ttsVoice/delete', payload: ['TTS_EdgeTTS0001'] },
    ] as const;
    for (const route of routes) {
      expect(await call(app, { ...route, headers: { authorization: `Bearer ${user.token}` } }), `${route.method} ${route.url}`).toMatchObject({ status: 403, code: 403, data: null });
      expect(await call(app, route), `${route.method} ${route.url}`).toMatchObject({ code: 401 });
    }
    expect((await get('LLM_AliLLM')).code).toBe(0);
    expect((await admin.request({ method: 'GET', url: '/xiaozhi/ttsVoice?ttsModelId=TTS_EdgeTTS' })).data).toMatchObject({ total: 11 });
  });
});
