import type { AgentDetail, AgentSummary, AgentTemplate } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor, recordEverything } from '../../../test/console-client.ts';
import { deviceServerFor, wavBytes } from '../../../test/device-simulator.ts';
import { buildTestApp, call, createTestDatabase, createUser, TestClock, type TestUser } from '../../../test/helper.ts';

describe('agent routes', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let owner: TestUser;
  let web: ReturnType<typeof consoleFor>;
  beforeEach(async () => {
    clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ clock });
    owner = await createUser(app);
    web = consoleFor(app, owner);
  });
  afterEach(() => app.close());

  const detail = (id: string) => web.request<AgentDetail>({ method: 'GET', url: `/xiaozhi/agent/${id}` });
  const list = (query = '') => web.request<AgentSummary[]>({ method: 'GET', url: `/xiaozhi/agent/list${query}` });
  const templates = async () => (await web.request<AgentTemplate[]>({ method: 'GET', url: '/xiaozhi/agent/template' })).data;

  it('lists the five seeded templates by sort, the default first', async () => {
    const all = await templates();
    expect(all.map((template) => template.agentName)).toEqual(['湾湾小何', '星际游子', '英语老师', '好奇男孩', '汪汪队长']);
    expect(all[0]).toMatchObject({
      agentCode: '小智', asrModelId: 'ASR_FunASR', vadModelId: 'VAD_SileroVAD', llmModelId: 'LLM_ChatGLMLLM', vllmModelId: 'VLLM_ChatGLMVLLM',
      ttsModelId: 'TTS_EdgeTTS', ttsVoiceId: 'TTS_EdgeTTS0001', memModelId: 'Memory_nomem', intentModelId: 'Intent_function_call',
      chatHistoryConf: 0, langCode: 'zh', language: '中文', sort: 1,
    });
    expect(all.every((template) => template.systemPrompt?.startsWith('[角色设定]') && template.systemPrompt.includes('{{assistant_name}}'))).toBe(true);
  });

  it('creates an agent from the default template with the default plugins', async () => {
    const id = await web.createAgent('  客厅助手  ');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const agent = (await detail(id)).data;
    const [defaultTemplate] = await templates();
    expect(agent).toMatchObject({
      id, userId: owner.id, agentName: '客厅助手', agentCode: `AGT_${clock.now()}`, llmModelId: 'LLM_ChatGLMLLM', slmModelId: 'LLM_ChatGLMLLM',
      ttsModelId: 'TTS_EdgeTTS', ttsVoiceId: 'TTS_EdgeTTS0001', memModelId: 'Memory_nomem', chatHistoryConf: 0,
      systemPrompt: defaultTemplate!.systemPrompt, sort: 0, createdAt: '2025-06-01 12:00:00',
    });
    expect(agent.functions.map((fn) => [fn.pluginId, fn.providerCode])).toEqual([
      ['SYSTEM_PLUGIN_WEATHER', 'get_weather'],
      ['SYSTEM_PLUGIN_MUSIC', 'play_music'],
      ['SYSTEM_PLUGIN_NEWS_NEWSNOW', 'get_news_from_newsnow'],
    ]);
    expect(JSON.parse(agent.functions[0]!.paramInfo)).toEqual({ api_key: '', default_location: '广州', api_host: 'mj7p3y7naa.re.qweatherapi.com' });
  });

  it('creates an agent from a template picked in the market, and checks the name and template', async () => {
    const teacher = (await templates())[2]!;
    const id = await web.createAgent('Miss Lee', teacher.id);
    expect((await detail(id)).data.systemPrompt).toBe(teacher.systemPrompt);
    expect(await web.request({ method: 'POST', url: '/xiaozhi/agent', payload: { agentName: 'x', templateId: 'nope' } })).toMatchObject({ code: 612, msg: '智能体模板不存在' });
    expect(await web.request({ method: 'POST', url: '/xiaozhi/agent', payload: { agentName: '   ' } })).toMatchObject({ status: 400, msg: '「智能体名称」不能为空' });
    expect((await web.request({ method: 'POST', url: '/xiaozhi/agent', payload: { agentName: 'x'.repeat(65) } })).status).toBe(400);
  });

  it('answers 10183 when no template is left to start from', async () => {
    const database = await createTestDatabase();
    const bare = await buildTestApp({ database });
    try {
      await database.db.deleteFrom('agent_templates').execute();
      const user = await createUser(bare);
      expect(await consoleFor(bare, user).request({ method: 'POST', url: '/xiaozhi/agent', payload: { agentName: 'x' } })).toMatchObject({ code: 10183 });
    } finally {
      await bare.close();
    }
  });

  it('lists the user’s agents newest first with model names, device count and last contact', async () => {
    const older = await web.createAgent('厨房');
    clock.advance(60);
    const newer = await web.createAgent('卧室');
    await bindNewDevice(app, owner, older);
    clock.advance(120);
    await bindNewDevice(app, owner, older);
    await consoleFor(app, await createUser(app)).createAgent('别人的');
    const rows = (await list()).data;
    expect(rows.map((row) => row.id)).toEqual([newer, older]);
    expect(rows[1]).toEqual({
      id: older, agentName: '厨房', ttsModelName: 'Edge语音合成', ttsVoiceName: 'EdgeTTS女声-晓晓', llmModelName: '智谱AI', vllmModelName: '智谱视觉AI',
      memModelId: 'Memory_nomem', systemPrompt: expect.stringContaining('[角色设定]'), summaryMemory: null, lastConnectedAt: '2025-06-01 12:03:00', deviceCount: 2, tags: [],
    });
    expect(rows[0]).toMatchObject({ deviceCount: 0, lastConnectedAt: null });
  });

  it('searches by name (LIKE wildcards escaped) or by device MAC', async () => {
    const kitchen = await web.createAgent('厨房_1');
    await web.createAgent('卧室%');
    await bindNewDevice(app, owner, kitchen, 'a4:cf:12:77:88:99');
    const names = async (query: string) => (await list(query)).data.map((row) => row.agentName);
    expect(await names('?keyword=厨房&searchType=name')).toEqual(['厨房_1']);
    expect(await names('?keyword=_')).toEqual(['厨房_1']);
    expect(await names('?keyword=%25')).toEqual(['卧室%']);
    expect(await names('?keyword=77:88&searchType=mac')).toEqual(['厨房_1']);
    expect(await names('?keyword=&searchType=')).toHaveLength(2);
  });

  it('saves a partial update and keeps what was not sent', async () => {
    const id = await web.createAgent('助手');
    const res = await web.updateAgent(id, {
      agentName: '新名字', systemPrompt: '你是{{assistant_name}}。', langCode: 'en-US', language: 'English', ttsVolume: 20, ttsRate: -10, ttsPitch: 5,
      llmModelId: 'LLM_DeepSeekLLM', ttsVoiceId: 'TTS_EdgeTTS0005', tagNames: ['客厅'], contextProviders: [], correctWordFileIds: [],
    });
    expect(res.code).toBe(0);
    expect((await detail(id)).data).toMatchObject({
      agentName: '新名字', systemPrompt: '你是{{assistant_name}}。', langCode: 'en-US', language: 'English', ttsVolume: 20, ttsRate: -10, ttsPitch: 5,
      llmModelId: 'LLM_DeepSeekLLM', ttsVoiceId: 'TTS_EdgeTTS0005', asrModelId: 'ASR_FunASR', memModelId: 'Memory_nomem',
    });
    expect((await web.updateAgent(id, { agentName: null, systemPrompt: null })).code).toBe(0);
    expect((await detail(id)).data.agentName).toBe('新名字');
  });

  it('validates limits and model choices, naming the field', async () => {
    const id = await web.createAgent();
    expect((await web.updateAgent(id, { systemPrompt: 'x'.repeat(2000) })).code).toBe(0);
    expect(await web.updateAgent(id, { systemPrompt: 'x'.repeat(2001) })).toMatchObject({ status: 400, msg: '「角色介绍」最多 2000 个字符' });
    expect((await web.updateAgent(id, { ttsVolume: 101 })).msg).toBe('「音量」不能大于 100');
    expect((await web.updateAgent(id, { chatHistoryConf: 3 })).status).toBe(400);
    expect((await web.updateAgent(id, { language: 'x'.repeat(11) })).status).toBe(400);
    expect((await web.updateAgent(id, { asrModelId: 'TTS_EdgeTTS' })).msg).toBe('参数 asrModelId 无效：取值不允许');
    expect((await web.updateAgent(id, { llmModelId: 'LLM_Nope' })).msg).toBe('参数 llmModelId 无效：取值不允许');
    expect((await web.updateAgent(id, { intentModelId: 'Intent_nointent' })).msg).toBe('参数 intentModelId 无效：取值不允许');
    expect((await web.updateAgent(id, { slmModelId: 'LLM_OllamaLLM' })).code).toBe(0);
    expect((await web.updateAgent(id, { ttsVoiceId: 'TTS_DoubaoTTS0001' })).msg).toBe('参数 ttsVoiceId 无效：取值不允许');
  });

  it('takes a BCP 47 language code, stored in its canonical case, and refuses anything else naming the field', async () => {
    const id = await web.createAgent();
    const langCodeAfter = async (langCode: string) => {
      expect((await web.updateAgent(id, { langCode })).code, langCode).toBe(0);
      return (await detail(id)).data.langCode;
    };
    expect(await langCodeAfter('zh-CN')).toBe('zh-CN');
    expect(await langCodeAfter('zh-Hant-TW')).toBe('zh-Hant-TW');
    expect(await langCodeAfter('en')).toBe('en');
    expect(await langCodeAfter('en-us')).toBe('en-US');
    // Upstream's hint wrote tags with an underscore; the device gets the hyphenated tag.
    expect(await langCodeAfter('en_US')).toBe('en-US');
    expect(await langCodeAfter('')).toBe('');
    for (const langCode of ['中文', 'english', 'zh-', 'zh CN', 'x-klingon', '12']) {
      expect(await web.updateAgent(id, { langCode }), langCode).toMatchObject({ status: 400, msg: '「语言代码」格式不正确' });
    }
    const english = await web.request({ method: 'PUT', url: `/xiaozhi/agent/${id}`, payload: { langCode: 'Chinese' }, headers: { 'accept-language': 'en' } });
    expect(english).toMatchObject({ status: 400, msg: 'Language code: wrong format' });
    expect((await detail(id)).data.langCode).toBe('');
  });

  it('enforces the function-call intent rule (10079) and fits the voice to a new TTS model', async () => {
    const id = await web.createAgent();
    expect(await web.updateAgent(id, { llmModelId: 'LLM_DifyLLM' })).toMatchObject({ code: 10079 });
    expect((await web.updateAgent(id, { llmModelId: 'LLM_DifyLLM', intentModelId: 'Intent_intent_llm' })).code).toBe(0);
    expect((await web.updateAgent(id, { intentModelId: 'Intent_function_call' })).code).toBe(10079);
    expect((await web.updateAgent(id, { llmModelId: 'LLM_OllamaLLM', intentModelId: 'Intent_function_call' })).code).toBe(0);

    expect((await web.updateAgent(id, { ttsModelId: 'TTS_OpenAITTS' })).code).toBe(0);
    expect((await detail(id)).data).toMatchObject({ ttsModelId: 'TTS_OpenAITTS', ttsVoiceId: 'TTS_OpenAITTS0004' });
    expect((await web.updateAgent(id, { ttsModelId: 'TTS_CustomTTS' })).code).toBe(0);
    expect((await detail(id)).data.ttsVoiceId).toBeNull();
    expect((await web.updateAgent(id, { ttsModelId: 'TTS_EdgeTTS', ttsVoiceId: 'TTS_EdgeTTS0009' })).code).toBe(0);
    expect((await detail(id)).data.ttsVoiceId).toBe('TTS_EdgeTTS0009');
  });

  it('applies the memory rules: no memory records nothing and keeps no summary', async () => {
    const id = await web.createAgent();
    expect((await web.updateAgent(id, { memModelId: 'Memory_mem_local_short', summaryMemory: '喜欢猫' })).code).toBe(0);
    expect((await detail(id)).data).toMatchObject({ chatHistoryConf: 2, summaryMemory: '喜欢猫' });
    expect((await web.updateAgent(id, { chatHistoryConf: 1 })).code).toBe(0);
    expect((await detail(id)).data.chatHistoryConf).toBe(1);
    expect((await web.updateAgent(id, { memModelId: 'Memory_nomem', chatHistoryConf: 2 })).code).toBe(0);
    expect((await detail(id)).data).toMatchObject({ chatHistoryConf: 0, summaryMemory: null });
    expect((await web.updateAgent(id, { memModelId: 'Memory_mem_report_only', chatHistoryConf: 1 })).code).toBe(0);
    expect((await detail(id)).data).toMatchObject({ chatHistoryConf: 1, summaryMemory: null });
  });

  it('replaces the plugin list when functions are sent, with object or JSON-string parameters', async () => {
    const id = await web.createAgent();
    const res = await web.updateAgent(id, {
      functions: [
        { pluginId: 'SYSTEM_PLUGIN_WEB_SEARCH', paramInfo: { max_results: 3 } },
        { pluginId: 'SYSTEM_PLUGIN_WEATHER', paramInfo: '{"default_location":"北京"}' },
      ],
    });
    expect(res.code).toBe(0);
    const functions = (await detail(id)).data.functions;
    expect(functions.map((fn) => [fn.pluginId, JSON.parse(fn.paramInfo)])).toEqual([
      ['SYSTEM_PLUGIN_WEATHER', { default_location: '北京' }],
      ['SYSTEM_PLUGIN_WEB_SEARCH', { max_results: 3 }],
    ]);
    expect((await web.updateAgent(id, { functions: [{ pluginId: 'TTS_EdgeTTS' }] })).msg).toBe('参数 functions[0].pluginId 无效：取值不允许');
    expect((await web.updateAgent(id, { functions: [{ pluginId: 'SYSTEM_PLUGIN_MUSIC', paramInfo: '[1' }] })).msg).toBe('参数 functions[0].paramInfo 无效：格式不正确');
    expect((await web.updateAgent(id, { functions: [] })).code).toBe(0);
    expect((await detail(id)).data.functions).toEqual([]);
  });

  it('deletes an agent with its devices, history and audio, leaving other agents alone', async () => {
    const doomed = await web.createAgent('要删的');
    const kept = await web.createAgent('保留的');
    const deviceServer = await deviceServerFor(app);
    for (const agentId of [doomed, kept]) {
      await recordEverything(app, owner, agentId);
      const device = await bindNewDevice(app, owner, agentId);
      await deviceServer.report({ macAddress: device.mac, sessionId: `s-${agentId}`, chatType: 1, content: '你好', audioBase64: wavBytes().toString('base64') });
    }
    expect((await web.request({ method: 'DELETE', url: `/xiaozhi/agent/${doomed}` })).code).toBe(0);
    expect((await detail(doomed)).code).toBe(612);
    expect((await list()).data.map((row) => row.id)).toEqual([kept]);
    const db = app.services.repos;
    expect(await db.devices.countByUser(owner.id)).toBe(1);
    expect(await db.chatHistory.messagesOf(doomed, `s-${doomed}`)).toEqual([]);
    expect(await db.chatHistory.messagesOf(kept, `s-${kept}`)).toHaveLength(1);
    expect((await web.request({ method: 'DELETE', url: `/xiaozhi/agent/${doomed}` })).code).toBe(612);
  });

  it('needs a signed-in user on every agent route', async () => {
    const routes = [
      { method: 'GET', url: '/xiaozhi/agent/list' },
      { method: 'GET', url: '/xiaozhi/agent/template' },
      { method: 'POST', url: '/xiaozhi/agent', payload: { agentName: 'x' } },
      { method: 'GET', url: '/xiaozhi/agent/abc' },
      { method: 'PUT', url: '/xiaozhi/agent/abc', payload: {} },
      { method: 'DELETE', url: '/xiaozhi/agent/abc' },
    ] as const;
    for (const route of routes) expect(await call(app, route)).toMatchObject({ status: 200, code: 401 });
  });
});
