import type { ChatSession, PageData } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { deviceServerFor, type SimulatedDevice, type SimulatedDeviceServer } from '../../../test/device-simulator.ts';
import { startFakeLlm, type FakeLlm } from '../../../test/fake-llm.ts';
import { bearer, buildTestApp, call, createUser, TestClock } from '../../../test/helper.ts';

const KEY = 'sk-fake-small-llm';
const SESSION = 'c0ffee00-1111-2222-3333-444455556666';

describe('chat title and summary (device server, background jobs)', () => {
  let fake: FakeLlm;
  let app: FastifyInstance;
  let clock: TestClock;
  let web: ReturnType<typeof consoleFor>;
  let server: SimulatedDeviceServer;
  let agentId: string;
  let device: SimulatedDevice;
  beforeAll(async () => {
    fake = await startFakeLlm();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.seen.length = 0;
    fake.answer = () => '好的';
    clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ clock, llm: { timeoutMs: 2000 } });
    const owner = await createUser(app);
    web = consoleFor(app, owner);
    server = await deviceServerFor(app);
    agentId = await web.createAgent();
    device = await bindNewDevice(app, owner, agentId);
    expect((await web.updateAgent(agentId, { memModelId: 'Memory_mem_local_short', chatHistoryConf: 1, summaryMemory: '旧的记忆：主人叫小明' })).code).toBe(0);
    // The agent's small LLM is a public config pointing at the local fake.
    const now = new Date(clock.now()).toISOString();
    await app.services.repos.modelConfigs.insert({
      id: 'LLM_FakeSmall', model_type: 'LLM', model_code: 'openai', model_name: '小模型', is_default: 0, is_enabled: 1,
      config_json: JSON.stringify({ type: 'openai', base_url: fake.base, model_name: 'tiny', api_key: KEY }),
      doc_link: null, remark: null, sort: 99, creator: null, updater: null, created_at: now, updated_at: now, owner_id: null,
    });
    await app.services.repos.agents.update(agentId, { slm_model_id: 'LLM_FakeSmall' });
  });
  afterEach(() => app.close());

  const talk = async (sessionId = SESSION) => {
    for (const [chatType, content] of [
      [1, '我最近在学习弹钢琴'],
      [2, '太棒了！弹钢琴很有意思。'],
      [1, '{"speaker":"小明","content":"我家的猫叫咪咪，三岁了"}'],
      [1, '今天天气怎么样'],
      [1, '好'],
    ] as const) {
      expect((await server.report({ macAddress: device.mac, sessionId, chatType, content })).data).toBe(true);
    }
  };
  const post = (path: string, headers: Record<string, string> = {}) => call<null>(app, { method: 'POST', url: `/xiaozhi/agent/${path}`, headers });
  const asServer = async () => bearer(await app.services.params.text('server.secret'));
  const sessions = async () => (await web.request<PageData<ChatSession>>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/sessions` })).data.list;
  const memory = async () => (await app.services.repos.agents.findById(agentId))!.summary_memory;
  const agentModels = async () => (await server.agentModels(device.mac, device.clientId)).data as unknown as { summaryMemory: string | null };
  /** Runs every due job, as a worker would. */
  const drain = async () => {
    while (await app.services.jobRunner.runOnce());
  };

  it('answer at once with the server secret only (401 without), and call no LLM until the job runs', async () => {
    await talk();
    for (const path of [`chat-title/${SESSION}/generate`, `chat-summary/${SESSION}/save`]) {
      expect(await post(path)).toMatchObject({ status: 200, code: 401, data: null });
      expect((await post(path, bearer('wrong'))).code).toBe(401);
      expect(await post(path, await asServer())).toMatchObject({ status: 200, code: 0, data: null });
    }
    expect(fake.seen).toHaveLength(0);
    expect((await sessions())[0]).toMatchObject({ sessionId: SESSION, title: null });
  });

  it('titles the session with upstream’s prompt through the small LLM: punctuation stripped, 15 characters at most, shown in the session list', async () => {
    await talk();
    fake.answer = () => '  “小明的钢琴与猫咪咪的日常生活记录分享”。 ';
    expect((await post(`chat-title/${SESSION}/generate`, await asServer())).code).toBe(0);
    // A repeated call while the job waits is one job.
    expect((await post(`chat-title/${SESSION}/generate`, await asServer())).code).toBe(0);
    await drain();
    expect(fake.seen).toHaveLength(1);
    const request = fake.seen[0]!;
    expect(request.auth).toBe(`Bearer ${KEY}`);
    expect(request.body).toMatchObject({ model: 'tiny', temperature: 0.3, max_tokens: 50 });
    expect(request.body.messages).toEqual([
      { role: 'user', content: '请根据以下对话内容，生成一个简洁的会话标题（约15字以内），只返回标题，不要包含任何解释或标点符号：\n消息1: 我最近在学习弹钢琴\n消息2: 我家的猫叫咪咪，三岁了\n' },
    ]);
    expect((await sessions())[0]).toMatchObject({ sessionId: SESSION, title: '小明的钢琴与猫咪咪的日常生活记' });
    // A new title replaces the old one.
    fake.answer = () => '钢琴和猫';
    await post(`chat-title/${SESSION}/generate`, await asServer());
    await drain();
    expect((await sessions())[0]!.title).toBe('钢琴和猫');
  });

  it('summarises the session with the old memory into the agent’s summary memory (≤ 1,800 characters), which agent-models then carries', async () => {
    await talk();
    fake.answer = () => `主人叫小明，在学钢琴，猫叫咪咪。${'记'.repeat(2000)}`;
    expect((await post(`chat-summary/${SESSION}/save`, await asServer())).code).toBe(0);
    expect(await memory()).toBe('旧的记忆：主人叫小明');
    await drain();
    const prompt = fake.seen[0]!.body.messages![0]!.content;
    expect(prompt).toMatch(/^你是一个经验丰富的记忆总结者/);
    expect(prompt).toContain('历史记忆：\n旧的记忆：主人叫小明\n\n新对话内容：\n消息1: 我最近在学习弹钢琴\n消息2: 我家的猫叫咪咪，三岁了\n');
    expect(fake.seen[0]!.body).toMatchObject({ temperature: 0.2, max_tokens: 2000 });
    const saved = (await memory())!;
    expect([...saved]).toHaveLength(1800);
    expect(saved.startsWith('主人叫小明，在学钢琴，猫叫咪咪。')).toBe(true);
    expect((await agentModels()).summaryMemory).toBe(saved);
  });

  it('falls back to the default LLM when the agent has no small LLM', async () => {
    await talk();
    await app.services.repos.agents.update(agentId, { slm_model_id: null });
    await app.services.repos.modelConfigs.makeDefault('LLM_FakeSmall', 'LLM', new Date(clock.now()).toISOString(), 'test');
    fake.answer = () => '默认模型的标题';
    await post(`chat-title/${SESSION}/generate`, await asServer());
    await drain();
    expect(fake.seen).toHaveLength(1);
    expect((await sessions())[0]!.title).toBe('默认模型的标题');
  });

  it('skips the summary for the memory types upstream lists, leaving the memory untouched', async () => {
    await talk();
    for (const memModelId of ['Memory_mem_report_only', 'Memory_mem0ai', 'Memory_powermem', 'Memory_nomem']) {
      await app.services.repos.agents.update(agentId, { mem_model_id: memModelId, summary_memory: `保留 ${memModelId}` });
      await post(`chat-summary/${SESSION}/save`, await asServer());
      await drain();
      expect(await memory()).toBe(`保留 ${memModelId}`);
    }
    expect(fake.seen).toHaveLength(0);
  });

  it('a failing or unreachable LLM leaves the old title and summary, retried once then given up', async () => {
    await talk();
    fake.answer = () => '旧标题';
    await post(`chat-title/${SESSION}/generate`, await asServer());
    await drain();
    fake.answer = () => ({ status: 500 });
    const titleJob = await app.services.chatSummaries.requestTitle(SESSION);
    expect(titleJob).toBeNull();
    await post(`chat-summary/${SESSION}/save`, await asServer());
    await drain();
    expect((await sessions())[0]!.title).toBe('旧标题');
    expect(await memory()).toBe('旧的记忆：主人叫小明');
    const tries = fake.seen.length;
    // The retry 30 s later fails too; then nothing is left to run.
    clock.advance(31);
    await drain();
    clock.advance(3600);
    await drain();
    expect(fake.seen.length).toBe(tries + 2);
    expect((await sessions())[0]!.title).toBe('旧标题');
    expect(await memory()).toBe('旧的记忆：主人叫小明');
    // Unreachable: the config points at a closed port.
    const now = new Date(clock.now()).toISOString();
    await app.services.repos.modelConfigs.update('LLM_FakeSmall', { config_json: JSON.stringify({ type: 'openai', base_url: 'http://127.0.0.1:9/v1', model_name: 'tiny', api_key: KEY }), updated_at: now });
    await post(`chat-summary/${SESSION}/save`, await asServer());
    await drain();
    expect(await memory()).toBe('旧的记忆：主人叫小明');
  });

  it('does nothing for a session nobody reported', async () => {
    expect((await post('chat-title/unknown-session/generate', await asServer())).code).toBe(0);
    expect((await post('chat-summary/unknown-session/save', await asServer())).code).toBe(0);
    await drain();
    expect(fake.seen).toHaveLength(0);
  });
});
