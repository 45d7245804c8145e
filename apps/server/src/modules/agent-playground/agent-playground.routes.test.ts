import type { ChatMessage, ChatSession, Dataset, McpInstance, MemoryContainer, PageData, PlaygroundEvent, PlaygroundInfo } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { deviceServerFor } from '../../../test/device-simulator.ts';
import { startFakeLlm, type FakeLlm, type FakeLlmRequest } from '../../../test/fake-llm.ts';
import { md5Hex, startFakeMcpEndpoint } from '../../../test/fake-mcp-endpoint.ts';
import { buildTestApp, createUser, TestClock, type TestUser } from '../../../test/helper.ts';
import { startTestMcpServers, type TestMcpServers } from '../../../test/mcp-servers.ts';
import { playgroundPrompt } from './playground-prompt.ts';

const GUIDE = ['## 开机', '长按电源键三秒开机，指示灯变成蓝色表示已经开机。', '', '## 退货', '商品签收后七天内可以无理由退货，请保持包装完好。'].join('\n');
const SESSION = 'play-session-0001';

type Web = ReturnType<typeof consoleFor>;

/** The events of one streamed turn, in order. */
function eventsOf(body: string): PlaygroundEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)) as PlaygroundEvent);
}

const hasToolResult = (request: FakeLlmRequest) => request.body.messages?.some((message) => message.role === 'tool') ?? false;

describe('agent playground', () => {
  let fake: FakeLlm;
  let mcp: TestMcpServers;
  let app: FastifyInstance;
  let clock: TestClock;
  let owner: TestUser;
  let web: Web;
  let agentId: string;

  beforeAll(async () => {
    fake = await startFakeLlm();
    mcp = await startTestMcpServers();
  });
  afterAll(async () => {
    await fake.close();
    await mcp.close();
  });
  beforeEach(async () => {
    fake.seen.length = 0;
    fake.answer = () => '好的';
    clock = new TestClock(Date.parse('2025-06-02T04:05:00.000Z'));
    app = await buildTestApp({ clock, llm: { timeoutMs: 3000 }, mcp: { timeouts: { connectMs: 2000, callMs: 2000 } } });
    owner = await createUser(app);
    web = consoleFor(app, owner);
    agentId = await web.createAgent('阿福');
    const now = new Date(clock.now()).toISOString();
    await app.services.repos.modelConfigs.insert({
      id: 'LLM_FakePlay', model_type: 'LLM', model_code: 'openai', model_name: '试聊模型', is_default: 0, is_enabled: 1,
      config_json: JSON.stringify({ type: 'openai', base_url: fake.base, model_name: 'play', api_key: 'sk-play-key' }),
      doc_link: null, remark: null, sort: 99, creator: null, updater: null, created_at: now, updated_at: now, owner_id: null,
    });
    expect((await web.updateAgent(agentId, {
      llmModelId: 'LLM_FakePlay', memModelId: 'Memory_mem_local_short', chatHistoryConf: 1, intentModelId: 'Intent_function_call',
      systemPrompt: '你叫{{assistant_name}}，今天是{{today_date}}{{today_weekday}}。', summaryMemory: '主人喜欢猫',
    })).code).toBe(0);
    // Titles and summaries ask the small LLM: the same fake.
    await app.services.repos.agents.update(agentId, { slm_model_id: 'LLM_FakePlay' });
  });
  afterEach(() => app.close());

  const chat = async (payload: Record<string, unknown>, headers: Record<string, string> = {}, user: Web = web, id = agentId) => {
    const response = await user.request<unknown>({ method: 'POST', url: `/v1/agent-playground/${id}/chat`, payload: { sessionId: SESSION, message: '收到货以后多久可以退货？', ...payload }, headers });
    return response;
  };
  const turn = async (payload: Record<string, unknown> = {}) => {
    const response = await app.inject({ method: 'POST', url: `/v1/agent-playground/${agentId}/chat`, headers: { authorization: `Bearer ${owner.token}` }, payload: { sessionId: SESSION, message: '收到货以后多久可以退货？', ...payload } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    return eventsOf(response.body);
  };
  const info = async (query = '') => (await web.request<PlaygroundInfo>({ method: 'GET', url: `/v1/agent-playground/${agentId}${query}` })).data;
  const sessions = async (source = '') => (await web.request<PageData<ChatSession>>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/sessions${source ? `?source=${source}` : ''}` })).data.list;
  const addKnowledge = async () => {
    const dataset = (await web.request<Dataset>({ method: 'POST', url: '/v1/datasets', payload: { name: '使用说明', desc: '音箱的开机与售后' } })).data;
    expect((await web.request({ method: 'POST', url: `/v1/datasets/${dataset.id}/documents`, payload: { name: '说明.md', text: GUIDE } })).code).toBe(0);
    while (await app.services.jobRunner.runOnce());
    expect((await web.updateAgent(agentId, { datasetIds: [dataset.id] })).code).toBe(0);
  };
  const bindMcp = async () => {
    const made = await web.request<McpInstance>({ method: 'POST', url: '/v1/mcps', payload: { name: '计算器', desc: '', config: { type: 'sse', url: mcp.streamableUrl, header: { Authorization: `Bearer ${mcp.secret}` } } } });
    expect(made.code).toBe(0);
    expect((await web.request({ method: 'PUT', url: `/v1/agents/${agentId}/mcps`, payload: { mcp_ids: [made.data.id] } })).code).toBe(0);
  };

  it('builds the prompt from the same assembly the device server gets from agent-models', async () => {
    const device = await bindNewDevice(app, owner, agentId);
    const server = await deviceServerFor(app);
    const config = (await server.agentModels(device.mac, device.clientId)).data;
    const seen = await info(`?deviceMac=${device.mac}`);
    expect(seen.prompt).toBe(playgroundPrompt(config, { now: new Date(clock.now()), timeZone: 'Asia/Shanghai', addressBook: [], provided: [] }));
    expect(seen.prompt).toContain('你叫阿福，今天是2025-06-02星期一。');
    expect(seen.prompt).toContain('<memory>\n主人喜欢猫\n</memory>');
    expect(seen.llm).toEqual({ modelId: 'LLM_FakePlay', modelName: '试聊模型', type: 'openai', runnable: true });
    expect(seen.devices).toEqual([{ mac: device.mac, alias: null }]);
    expect(seen.tools.map((tool) => tool.name)).toEqual(['get_time']);
    // The device's weather and music plugins need the device server: listed as such, never offered.
    expect(seen.toolFailures).toEqual(expect.arrayContaining([{ origin: 'play_music', detail: 'deviceOnly' }]));
    // Another user's device cannot be chosen.
    const other = await createUser(app);
    const foreign = await bindNewDevice(app, other, await consoleFor(app, other).createAgent());
    expect((await web.request({ method: 'GET', url: `/v1/agent-playground/${agentId}?deviceMac=${foreign.mac}` })).code).toBe(612);
  });

  it('writes the chosen device’s address book and what the context providers answer into the prompt', async () => {
    const provider = createServer((request, response) => {
      const allowed = request.headers['x-home-key'] === 'home-secret';
      response.writeHead(allowed ? 200 : 403, { 'content-type': 'application/json' }).end(JSON.stringify({ data: allowed ? '客厅温度 26 度' : 'no' }));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    try {
      const kitchen = await bindNewDevice(app, owner, agentId);
      const bedroom = await bindNewDevice(app, owner, agentId);
      expect((await web.request({ method: 'POST', url: `/xiaozhi/device/address-book/${kitchen.mac}`, payload: { targetMac: bedroom.mac, alias: '小陈' } })).code).toBe(0);
      const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/context`;
      await app.services.params.set('server.allow_private_urls', 'true');
      expect((await web.updateAgent(agentId, { contextProviders: [{ url, headers: { 'x-home-key': 'home-secret' } }] })).code).toBe(0);
      // A context provider on a private address is fetched only while private addresses are allowed, as anywhere else.
      await app.services.params.set('server.allow_private_urls', 'false');
      expect((await info(`?deviceMac=${kitchen.mac}`)).prompt).not.toContain('客厅温度');
      await app.services.params.set('server.allow_private_urls', 'true');
      const prompt = (await info(`?deviceMac=${kitchen.mac}`)).prompt;
      expect(prompt).toContain('<address_book>\n小陈\n</address_book>');
      expect(prompt).toContain('<dynamic_context>\n客厅温度 26 度\n</dynamic_context>');
      expect((await info(`?deviceMac=${bedroom.mac}`)).prompt).not.toContain('<address_book>');
    } finally {
      await new Promise((resolve) => provider.close(resolve));
    }
  });

  it('streams an answer found with the knowledge base, shows the tool call, and saves it as a playground session', async () => {
    await addKnowledge();
    fake.answer = (request) => {
      if (!request.body.stream) return '退货时间咨询';
      if (!hasToolResult(request)) return { toolCalls: [{ name: 'search_from_ragflow', arguments: { question: '退货' } }] };
      return '签收后七天内可以无理由退货。';
    };
    const events = await turn();
    expect(events[0]).toMatchObject({ type: 'start', prompt: expect.stringContaining('你叫阿福') });
    expect(events.find((event) => event.type === 'toolStart')).toMatchObject({ name: 'search_from_ragflow', arguments: '{"question":"退货"}' });
    expect(events.find((event) => event.type === 'toolEnd')).toMatchObject({ name: 'search_from_ragflow', ok: true, result: expect.stringContaining('七天内可以无理由退货'), ms: expect.any(Number) });
    const tokens = events.filter((event) => event.type === 'token').map((event) => (event as { text: string }).text);
    expect(tokens.length).toBeGreaterThan(3);
    expect(tokens.join('')).toBe('签收后七天内可以无理由退货。');
    expect(events.at(-1)).toEqual({ type: 'done', reply: '签收后七天内可以无理由退货。', saved: true });
    // The LLM got the key, the system prompt, the function and then the passages found.
    expect(fake.seen[0]).toMatchObject({ auth: 'Bearer sk-play-key', body: { model: 'play', stream: true, messages: [{ role: 'system' }, { role: 'user', content: '收到货以后多久可以退货？' }] } });
    expect(fake.seen[0]!.body.tools?.map((tool) => tool.function.name)).toEqual(['search_from_ragflow', 'get_time']);
    expect(fake.seen[1]!.body.messages?.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_0_search_from_ragflow', content: expect.stringContaining('七天内') });

    expect(await sessions('playground')).toMatchObject([{ sessionId: SESSION, chatCount: 2, source: 'playground' }]);
    expect(await sessions('device')).toEqual([]);
    const messages = (await web.request<ChatMessage[]>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/chat-history/${SESSION}` })).data;
    expect(messages.map((message) => message.chatType)).toEqual([1, 2]);
    expect(JSON.parse(messages[1]!.content)).toEqual([
      { type: 'tool', text: 'search_from_ragflow({"question":"退货"})' },
      { type: 'tool_result', text: expect.stringContaining('七天内') },
      { type: 'text', text: '签收后七天内可以无理由退货。' },
    ]);
    // Titled and summarised like a device conversation, once it has paused.
    expect(await app.services.jobRunner.runOnce()).toBe(false);
    clock.advance(121);
    while (await app.services.jobRunner.runOnce());
    expect((await sessions())[0]).toMatchObject({ title: '退货时间咨询' });
    // The summary job rewrote the agent's summary memory from this conversation, as after a device's.
    expect(fake.seen.some((request) => !request.body.stream && String(request.body.messages?.[0]?.content).includes('收到货以后多久可以退货'))).toBe(true);
    expect((await app.services.repos.agents.findById(agentId))!.summary_memory).toBe('退货时间咨询');
    const audit = await app.services.repos.auditLogs.page({ action: 'agent.playground' }, null, 10);
    expect(audit[0]).toMatchObject({ action: 'agent.playground', outcome: 'success', target_id: agentId });
  });

  it('calls the bound MCP’s tools for real, once private addresses are allowed as for any MCP call', async () => {
    await bindMcp();
    const blocked = await info();
    expect(blocked.tools.map((tool) => tool.name)).not.toContain('add');
    expect(blocked.toolFailures).toEqual(expect.arrayContaining([{ origin: '计算器', detail: expect.stringContaining('127.0.0.1') }]));
    await app.services.params.set('server.allow_private_urls', 'true');
    expect((await info()).tools).toEqual(expect.arrayContaining([{ name: 'add', description: 'Add two numbers', source: 'mcp', origin: '计算器' }]));
    const before = mcp.calls.streamable;
    fake.answer = (request) => (hasToolResult(request) ? '2 加 40 等于 42。' : { toolCalls: [{ name: 'add', arguments: { a: 2, b: 40 } }] });
    const events = await turn({ message: '2 加 40 等于几？', record: false });
    expect(events.find((event) => event.type === 'toolEnd')).toMatchObject({ name: 'add', ok: true, result: '42' });
    expect(mcp.calls.streamable).toBe(before + 1);
    // record: false saves nothing and asks for no title or summary.
    expect(events.at(-1)).toMatchObject({ type: 'done', saved: false });
    expect(await sessions()).toEqual([]);
    clock.advance(121);
    expect(await app.services.jobRunner.runOnce()).toBe(false);
  });

  it('offers the tools connected to the agent’s own MCP access point and calls them through its /call/ socket, as the device server does', async () => {
    const endpoint = await startFakeMcpEndpoint('endpoint-key', { [md5Hex(agentId)]: ['self.light.on'] });
    try {
      await app.services.params.set('server.mcp_endpoint', endpoint.param);
      const seen = await info();
      expect(seen.tools).toEqual(expect.arrayContaining([{ name: 'self.light.on', description: 'self.light.on', source: 'endpoint', origin: null }]));
      fake.answer = (request) => (hasToolResult(request) ? '灯已经打开了。' : { toolCalls: [{ name: 'self.light.on', arguments: { room: '客厅' } }] });
      const events = await turn({ message: '把客厅的灯打开', record: false });
      expect(events.find((event) => event.type === 'toolEnd')).toMatchObject({ name: 'self.light.on', ok: true, result: 'self.light.on done: {"room":"客厅"}' });
      expect(endpoint.calls).toEqual([{ agentHash: md5Hex(agentId), name: 'self.light.on', arguments: { room: '客厅' } }]);
      expect(events.at(-1)).toMatchObject({ type: 'done', reply: '灯已经打开了。' });
    } finally {
      await endpoint.close();
    }
    // The access point down: the other tools stay, and the tool list says why these are missing.
    const down = await info();
    expect(down.tools.map((tool) => tool.name)).toEqual(['get_time']);
    expect(down.toolFailures).toEqual(expect.arrayContaining([{ origin: 'mcp_endpoint', detail: expect.any(String) }]));
  });

  it('asks as a voiceprint speaker: their words as the device server reports them, what memory recalls of them in the prompt', async () => {
    const now = new Date(clock.now()).toISOString();
    await app.services.repos.voiceprints.insert({ id: 'vp-play-1', agent_id: agentId, user_id: owner.id, speaker_id: 'spk-1', audio_id: 'audio-1', source_name: '小明', introduce: '家里的孩子', created_at: now, updated_at: now });
    expect((await info()).speakers).toEqual(['小明']);
    expect((await web.updateAgent(agentId, { memModelId: 'Memory_long_term_memory' })).code).toBe(0);
    const memory = (await web.request<MemoryContainer>({ method: 'GET', url: `/v1/agents/${agentId}/memory` })).data;
    expect((await web.request({ method: 'POST', url: `/v1/memories/${memory.id}/identifiers/speaker_小明/nodes`, payload: { content: '小明最喜欢恐龙' } })).code).toBe(0);
    const asSpeaker = await info('?speaker=小明');
    expect(asSpeaker.prompt).toContain('<speaker_memory speaker="小明">');
    expect(asSpeaker.prompt).toContain('小明最喜欢恐龙');
    expect((await info()).prompt).not.toContain('小明最喜欢恐龙');

    fake.answer = (request) => (request.body.stream ? '霸王龙最大。' : '恐龙');
    const events = await turn({ message: '哪种恐龙最大？', speaker: '小明', history: [{ role: 'user', content: '你好' }, { role: 'assistant', content: '你好呀' }] });
    expect(events.at(-1)).toMatchObject({ type: 'done', saved: true });
    expect(fake.seen[0]!.body.messages?.slice(1)).toEqual([
      { role: 'user', content: '{"speaker":"小明","content":"你好"}' },
      { role: 'assistant', content: '你好呀' },
      { role: 'user', content: '{"speaker":"小明","content":"哪种恐龙最大？"}' },
    ]);
    const messages = (await web.request<ChatMessage[]>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/chat-history/${SESSION}` })).data;
    expect(messages[0]!.content).toBe('{"speaker":"小明","content":"哪种恐龙最大？"}');

    const unknown = await chat({ speaker: '小红' }, { 'accept-language': 'en' });
    expect(unknown).toMatchObject({ code: 612, msg: 'This agent has no voiceprint speaker named "小红"' });
  });

  it('ends the turn when the stop button closes the stream: the LLM call is dropped, what was said so far is kept', async () => {
    fake.answer = (request) => (request.body.stream ? { stall: '签收后七天' } : '退货');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const stop = new AbortController();
    const response = await fetch(`${address}/v1/agent-playground/${agentId}/chat`, {
      method: 'POST', signal: stop.signal,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: SESSION, message: '收到货以后多久可以退货？' }),
    });
    const reader = response.body!.getReader();
    let streamed = '';
    while (!streamed.includes('"type":"token"')) streamed += new TextDecoder().decode((await reader.read()).value);
    stop.abort();
    await vi.waitFor(() => expect(fake.abandoned).toBe(1));
    await vi.waitFor(async () => expect(await sessions('playground')).toMatchObject([{ sessionId: SESSION, chatCount: 2 }]));
    const messages = (await web.request<ChatMessage[]>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/chat-history/${SESSION}` })).data;
    expect(messages.map((message) => message.content)).toEqual(['收到货以后多久可以退货？', '签收后七天']);
  });

  it('shows the provider’s own words when the LLM refuses, and says which types it cannot run', async () => {
    fake.answer = () => ({ status: 401, message: 'Incorrect API key provided: sk-play-key' });
    const events = await turn();
    expect(events).toContainEqual({ type: 'error', kind: 'httpError', status: 401, detail: 'Incorrect API key provided: ****', modelId: 'LLM_FakePlay' });
    expect(events.at(-1)).toEqual({ type: 'done', reply: '', saved: false });
    expect(await sessions()).toEqual([]);

    await app.services.repos.agents.update(agentId, { llm_model_id: 'LLM_DifyLLM' });
    expect((await info()).llm).toMatchObject({ modelId: 'LLM_DifyLLM', type: 'dify', runnable: false });
    expect(await turn()).toContainEqual({ type: 'error', kind: 'unsupported', detail: 'dify', modelId: 'LLM_DifyLLM' });
  });

  it('speaks an answer with an OpenAI-compatible TTS in the agent’s voice, and says why not for other TTS types', async () => {
    const heard: { auth?: string; body: Record<string, unknown> }[] = [];
    const tts = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        heard.push({ auth: request.headers.authorization, body: JSON.parse(text) as Record<string, unknown> });
        response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from('ID3fake-mp3'));
      });
    });
    await new Promise<void>((resolve) => tts.listen(0, '127.0.0.1', resolve));
    try {
      const speak = () => app.inject({ method: 'POST', url: `/v1/agent-playground/${agentId}/speech`, headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'en' }, payload: { text: '七天内可以退货。' } });
      // The agent's default TTS (Edge) speaks a protocol the console does not.
      const refused = await speak();
      expect(JSON.parse(refused.body)).toMatchObject({ code: 400, msg: 'The playground cannot speak with this TTS type (edge) yet; only OpenAI-compatible TTS is supported' });
      const now = new Date(clock.now()).toISOString();
      await app.services.repos.modelConfigs.insert({
        id: 'TTS_FakeSpeech', model_type: 'TTS', model_code: 'openai', model_name: '试聊语音', is_default: 0, is_enabled: 1,
        config_json: JSON.stringify({ type: 'openai', api_url: `http://127.0.0.1:${(tts.address() as AddressInfo).port}/v1/audio/speech`, api_key: 'sk-tts', model: 'tts-1', voice: 'onyx', speed: 1 }),
        doc_link: null, remark: null, sort: 99, creator: null, updater: null, created_at: now, updated_at: now, owner_id: null,
      });
      await app.services.repos.agents.update(agentId, { tts_model_id: 'TTS_FakeSpeech', tts_voice_id: null });
      expect((await info()).tts).toEqual({ modelId: 'TTS_FakeSpeech', type: 'openai', playable: true });
      const spoken = await speak();
      expect(spoken.statusCode).toBe(200);
      expect(spoken.headers['content-type']).toContain('audio/mpeg');
      expect(spoken.rawPayload.toString('utf8')).toBe('ID3fake-mp3');
      expect(heard).toEqual([{ auth: 'Bearer sk-tts', body: { model: 'tts-1', voice: 'onyx', input: '七天内可以退货。', response_format: 'mp3', speed: 1 } }]);
    } finally {
      await new Promise((resolve) => tts.close(resolve));
    }
  });

  it('is owner-scoped and held to rate_limit.playground turns per minute', async () => {
    const stranger = consoleFor(app, await createUser(app));
    expect((await chat({}, {}, stranger)).code).toBe(612);
    await app.services.params.set('rate_limit.playground', '2');
    await turn();
    await turn();
    const refused = await chat({}, { 'accept-language': 'en' });
    expect(refused).toMatchObject({ code: 429, msg: 'Too many requests, please try again later' });
    clock.advance(60);
    expect((await turn()).at(-1)).toMatchObject({ type: 'done' });
  });
});
