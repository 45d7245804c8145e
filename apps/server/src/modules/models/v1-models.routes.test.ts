import type { LlmNameOption, V1AgentModels, V1Model, V1ProvideType, V1Voice } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { deviceServerFor } from '../../../test/device-simulator.ts';
import { buildTestApp, call, createUser, type TestUser } from '../../../test/helper.ts';

const llm = (overrides: Record<string, unknown> = {}) => ({
  name: '我的模型',
  comment: '自建',
  config: { type: 'openai', base_url: 'https://llm.example.com/v1', model_name: 'qwen-max', api_key: 'sk-private-0123456789', temperature: '0.3', max_tokens: 256, top_p: '' },
  ...overrides,
});

describe('/v1 voices and models', () => {
  let app: FastifyInstance;
  let alice: TestUser;
  let bob: TestUser;
  let aliceWeb: ReturnType<typeof consoleFor>;
  let bobWeb: ReturnType<typeof consoleFor>;
  beforeAll(async () => {
    app = await buildTestApp();
    alice = await createUser(app);
    bob = await createUser(app);
    aliceWeb = consoleFor(app, alice);
    bobWeb = consoleFor(app, bob);
  });
  afterAll(() => app.close());

  const voices = async (query = '') => {
    const answer = await aliceWeb.request<{ voices: V1Voice[] }>({ method: 'GET', url: `/xiaozhi/v1/voices${query}` });
    return answer.data.voices;
  };

  it('answers in the /v1 envelope with a reqid, on success and on failure', async () => {
    const ok = await aliceWeb.request({ method: 'GET', url: '/xiaozhi/v1/voices' });
    expect(ok).toMatchObject({ code: 0, msg: 'success', reqid: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) });
    const missing = await aliceWeb.request({ method: 'GET', url: '/xiaozhi/v1/models/nope' });
    expect(missing).toMatchObject({ code: 612, data: null, reqid: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) });
    expect(await call(app, { method: 'GET', url: '/xiaozhi/v1/voices' })).toMatchObject({ code: 401, reqid: expect.any(String) });
    expect(await aliceWeb.request({ method: 'GET', url: '/xiaozhi/models/names?modelType=LLM' })).not.toHaveProperty('reqid');
  });

  it('lists voices of enabled TTS models with tags, and filters them (ANDed, codes or labels)', async () => {
    const all = await voices();
    expect(all).toHaveLength(27);
    expect(all[0]).toEqual({
      id: 'TTS_EdgeTTS0001', name: 'EdgeTTS女声-晓晓', demo: null, tts_model_id: 'TTS_EdgeTTS', tts_voice: 'zh-CN-XiaoxiaoNeural',
      tags: { languages: ['zh'], age: 'adult', gender: 'female', styles: ['wenrou'], scenes: ['assistant'], profile: 'standard', emotions: [] },
    });
    expect((await voices('?language=yue')).map((voice) => voice.id)).toEqual(['TTS_EdgeTTS0009', 'TTS_EdgeTTS0010', 'TTS_EdgeTTS0011']);
    expect(await voices(`?language=${encodeURIComponent('粤语')}`)).toEqual(await voices('?language=yue'));
    expect((await voices('?language=yue&gender=male')).map((voice) => voice.name)).toEqual(['EdgeTTS男声-香港万龙']);
    expect((await voices('?voiceName=openai-')).map((voice) => voice.tts_voice)).toEqual(['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer']);
    expect((await voices('?age=young')).map((voice) => voice.name)).toEqual(['湾湾小何', '爽快思思', '少年梓辛', '灿灿']);
    expect(await voices(`?style=${encodeURIComponent('温柔')}&gender=female`)).toEqual(await voices('?style=wenrou'));
    expect((await voices('?scene=dialect')).length).toBe(6);
    expect((await voices('?profile=standard')).length).toBe(27);
    expect(await voices('?gender=female&age=senior')).toEqual([]);
    // Voices of a disabled TTS model drop out.
    await app.services.repos.modelConfigs.update('TTS_OpenAITTS', { is_enabled: 0 });
    expect(await voices()).toHaveLength(21);
    await app.services.repos.modelConfigs.update('TTS_OpenAITTS', { is_enabled: 1 });
  });

  it('offers the OpenAI-compatible LLM form for private models, under both paths', async () => {
    for (const url of ['/xiaozhi/v1/models/provide_types/llm', '/xiaozhi/v1/models/LLM/provide_types']) {
      const types = (await aliceWeb.request<{ provide_types: V1ProvideType[] }>({ method: 'GET', url })).data.provide_types;
      expect(types).toHaveLength(1);
      expect(types[0]).toMatchObject({ type: 'openai', name: 'OpenAI兼容接口' });
      expect(types[0]!.fields.map((field) => field.key)).toContain('api_key');
    }
    expect((await aliceWeb.request<{ provide_types: unknown[] }>({ method: 'GET', url: '/xiaozhi/v1/models/provide_types/tts' })).data.provide_types).toEqual([]);
  });

  it('creates, reads, edits and deletes private models owner-scoped, the key masked and kept on mask', async () => {
    const created = await aliceWeb.request<V1Model>({ method: 'POST', url: '/xiaozhi/v1/models/llm', payload: llm() });
    expect(created).toMatchObject({ code: 0, data: { model_type: 'llm', name: '我的模型', comment: '自建', is_enabled: true, is_private: true } });
    expect(created.data.config).toEqual({ type: 'openai', base_url: 'https://llm.example.com/v1', model_name: 'qwen-max', api_key: 'sk-p****6789', temperature: 0.3, max_tokens: 256 });
    const id = created.data.id;
    expect((await aliceWeb.request({ method: 'POST', url: '/xiaozhi/v1/models/llm', payload: llm() })).code).toBe(614);
    expect((await aliceWeb.request({ method: 'POST', url: '/xiaozhi/v1/models/tts', payload: llm({ name: 'x' }) })).code).toBe(10304);
    expect((await aliceWeb.request({ method: 'POST', url: '/xiaozhi/v1/models/llm', payload: llm({ name: 'y', config: { ...llm().config, type: 'dify' } }) })).code).toBe(400);
    expect((await aliceWeb.request({ method: 'POST', url: '/xiaozhi/v1/models/llm', payload: llm({ name: 'y', config: { ...llm().config, extra: 1 } }) })).code).toBe(400);
    expect((await aliceWeb.request({ method: 'POST', url: '/xiaozhi/v1/models/llm', payload: llm({ name: 'y', config: { ...llm().config, temperature: 9 } }) })).code).toBe(400);
    // Bob shares the name without a clash but cannot see, edit, delete or test Alice's model.
    expect((await bobWeb.request({ method: 'POST', url: '/xiaozhi/v1/models/llm', payload: llm() })).code).toBe(0);
    for (const request of [
      { method: 'GET', url: `/xiaozhi/v1/models/${id}` },
      { method: 'PUT', url: `/xiaozhi/v1/models/${id}`, payload: llm() },
      { method: 'DELETE', url: `/xiaozhi/v1/models/${id}` },
      { method: 'POST', url: `/xiaozhi/v1/models/${id}/test` },
    ] as const) {
      expect((await bobWeb.request(request)).code, `${request.method} ${request.url}`).toBe(612);
    }
    expect((await bobWeb.request<{ models: V1Model[] }>({ method: 'GET', url: '/xiaozhi/v1/models?model_type=llm' })).data.models.map((model) => model.id)).not.toContain(id);
    expect((await aliceWeb.request<{ models: V1Model[] }>({ method: 'GET', url: '/xiaozhi/v1/models?model_type=llm' })).data.models.map((model) => model.id)).toEqual([id]);
    expect((await aliceWeb.request<{ models: V1Model[] }>({ method: 'GET', url: '/xiaozhi/v1/models?model_type=tts' })).data.models).toEqual([]);

    const shown = (await aliceWeb.request<V1Model>({ method: 'GET', url: `/xiaozhi/v1/models/${id}` })).data;
    expect(await aliceWeb.request({ method: 'PUT', url: `/xiaozhi/v1/models/${id}`, payload: { model_type: 'llm', name: '改名', config: { ...shown.config, model_name: 'qwen-plus' }, comment: null } })).toMatchObject({ code: 0, data: {} });
    const row = await app.services.repos.models.findConfig(id);
    expect(JSON.parse(row!.config_json)).toMatchObject({ api_key: 'sk-private-0123456789', model_name: 'qwen-plus' });
    expect(row).toMatchObject({ model_name: '改名', remark: null, owner_id: alice.id, model_type: 'LLM' });
    // Private models never show in the admin list or the shared pickers.
    const admin = consoleFor(app, await createUser(app, { superAdmin: true }));
    const adminList = (await admin.request<{ list: { id: string }[] }>({ method: 'GET', url: '/xiaozhi/models/list?modelType=LLM&limit=100' })).data.list;
    expect(adminList.map((model) => model.id)).not.toContain(id);
    expect((await admin.request({ method: 'GET', url: `/xiaozhi/models/${id}` })).code).toBe(612);
    expect((await aliceWeb.request<{ id: string }[]>({ method: 'GET', url: '/xiaozhi/models/names?modelType=LLM' })).data.map((model) => model.id)).not.toContain(id);

    expect((await aliceWeb.request({ method: 'DELETE', url: `/xiaozhi/v1/models/${id}` })).code).toBe(0);
    expect((await aliceWeb.request({ method: 'GET', url: `/xiaozhi/v1/models/${id}` })).code).toBe(612);
  });

  it('lets an owner choose a private LLM for their own agent only, lists it in the agent picker and sends it to the device server', async () => {
    const mine = (await aliceWeb.request<V1Model>({ method: 'POST', url: '/xiaozhi/v1/models/llm', payload: llm({ name: '给智能体用' }) })).data.id;
    const picker = (await aliceWeb.request<V1AgentModels>({ method: 'GET', url: '/xiaozhi/v1/agents/models/llm' })).data;
    expect(picker.publics).toHaveLength(15);
    expect(picker.publics[0]).toEqual({ id: 'LLM_ChatGLMLLM', name: '智谱AI', type: 'openai', comment: null });
    expect(picker.privates).toEqual([{ id: mine, name: '给智能体用', type: 'openai', comment: '自建' }]);
    expect((await bobWeb.request<V1AgentModels>({ method: 'GET', url: '/xiaozhi/v1/agents/models/llm' })).data.privates.map((model) => model.id)).not.toContain(mine);
    expect((await aliceWeb.request<V1AgentModels>({ method: 'GET', url: '/xiaozhi/v1/agents/models/tts' })).data.privates).toEqual([]);
    // The role screen's LLM choice (upstream's /models/llm/names) lists the owner's LLMs after the platform's, marked.
    const llmNames = async (web: typeof aliceWeb) => (await web.request<LlmNameOption[]>({ method: 'GET', url: '/xiaozhi/models/llm/names' })).data;
    const aliceNames = await llmNames(aliceWeb);
    expect(aliceNames.at(-1)).toEqual({ id: mine, modelName: '给智能体用', type: 'openai', isPrivate: true });
    expect(aliceNames.filter((option) => !option.isPrivate)).toHaveLength(15);
    expect((await llmNames(bobWeb)).map((option) => option.id)).not.toContain(mine);

    const bobAgent = await bobWeb.createAgent('鲍勃');
    expect(await bobWeb.updateAgent(bobAgent, { llmModelId: mine })).toMatchObject({ code: 400 });
    const agentId = await aliceWeb.createAgent('爱丽丝');
    expect((await aliceWeb.updateAgent(agentId, { llmModelId: mine })).code).toBe(0);
    expect(await aliceWeb.request({ method: 'DELETE', url: `/xiaozhi/v1/models/${mine}` })).toMatchObject({
      code: 613,
      msg: '模型「给智能体用」（智能体：爱丽丝）正在使用中，无法删除',
    });

    const server = await deviceServerFor(app);
    const device = await bindNewDevice(app, alice, agentId);
    const first = await server.agentModels(device.mac, device.clientId);
    expect(first.data.selected_module).toMatchObject({ LLM: mine });
    // The device server gets the real key: it has to call the model.
    expect(first.data.LLM?.[mine]).toMatchObject({ type: 'openai', api_key: 'sk-private-0123456789', model_name: 'qwen-max', temperature: 0.3 });

    await aliceWeb.request({ method: 'PUT', url: `/xiaozhi/v1/models/${mine}`, payload: { name: '给智能体用', config: { type: 'openai', base_url: 'https://other.example.com/v1', model_name: 'qwen-long', api_key: 'sk-p****6789' } } });
    await aliceWeb.updateAgent(agentId, { ttsModelId: 'TTS_EdgeTTS', ttsVoiceId: 'TTS_EdgeTTS0002' });
    const second = await server.agentModels(device.mac, device.clientId);
    expect(second.data.LLM?.[mine]).toEqual({ type: 'openai', base_url: 'https://other.example.com/v1', model_name: 'qwen-long', api_key: 'sk-private-0123456789' });
    expect(second.data.TTS?.TTS_EdgeTTS).toMatchObject({ private_voice: 'zh-CN-YunyangNeural' });

    // An admin edit of a public config shows up in the next config fetch too.
    const admin = consoleFor(app, await createUser(app, { superAdmin: true }));
    await admin.request({ method: 'PUT', url: '/xiaozhi/models/TTS/edge/TTS_EdgeTTS', payload: { modelName: 'Edge', configJson: { voice: 'zh-CN-XiaoxiaoNeural', output_dir: 'out/', rate: '5' } } });
    const third = await server.agentModels(device.mac, device.clientId);
    expect(third.data.TTS?.TTS_EdgeTTS).toMatchObject({ type: 'edge', output_dir: 'out/', rate: 5, private_voice: 'zh-CN-YunyangNeural' });
  });
});

describe('the /v1 family at the site root', () => {
  it('answers /v1/voices at the root as under /xiaozhi, with a reqid', async () => {
    const app = await buildTestApp();
    try {
      const { token } = await createUser(app);
      const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
      const root = await app.inject({ method: 'GET', url: '/v1/voices', headers: bearer(token) });
      const prefixed = await app.inject({ method: 'GET', url: '/xiaozhi/v1/voices', headers: bearer(token) });
      expect(root.statusCode).toBe(200);
      expect(root.json().code).toBe(0);
      expect(root.json().reqid).toEqual(expect.any(String));
      expect(root.json().data.voices).toEqual(prefixed.json().data.voices);
      const missing = await app.inject({ method: 'GET', url: '/v1/nope', headers: bearer(token) });
      expect(missing.json()).toMatchObject({ code: 404, reqid: expect.any(String) });
    } finally {
      await app.close();
    }
  });
});
