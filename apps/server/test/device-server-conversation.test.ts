import type { ChatSession, PageData } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor } from './console-client.ts';
import { deviceServerFor, socketTransport, wavBytes, type ConfigTree, type SimulatedDevice, type SimulatedDeviceServer } from './device-simulator.ts';
import { startFakeLlm, type FakeLlm } from './fake-llm.ts';
import { buildTestApp, createUser, TestClock } from './helper.ts';

const SESSION = '5e55a0e1-7777-4888-9999-aaaabbbbcccc';
const TITLE_PROMPT = /^请根据以下对话内容，生成一个简洁的会话标题/;
const SUMMARY_PROMPT = /^你是一个经验丰富的记忆总结者/;

/**
 * xiaozhi-server through one conversation, over real HTTP with the server secret, making every call it makes to
 * the console, in its order: global config at start, the device's config when it connects, its replacement words, a
 * report per message, title and summary at the end, then the call_device plugin's address-book lookup. Each answer
 * is checked the way xiaozhi-server reads it; the small LLM is a local fake.
 */
describe('device server simulator: one conversation, every call xiaozhi-server makes to the console', () => {
  let fake: FakeLlm;
  let app: FastifyInstance;
  let server: SimulatedDeviceServer;
  let device: SimulatedDevice;
  let otherMac: string;
  let agentId: string;
  let web: ReturnType<typeof consoleFor>;
  beforeAll(async () => {
    fake = await startFakeLlm();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.seen.length = 0;
    fake.answer = ({ body }) => {
      const prompt = body.messages?.[0]?.content ?? '';
      if (TITLE_PROMPT.test(prompt)) return '学钢琴的小明';
      if (SUMMARY_PROMPT.test(prompt)) return '主人叫小明，正在学钢琴，家里的猫叫咪咪。';
      return { status: 400 };
    };
    const clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ clock, llm: { timeoutMs: 2000 } });
    const owner = await createUser(app);
    web = consoleFor(app, owner);
    agentId = await web.createAgent('小助手');
    device = await bindNewDevice(app, owner, agentId);
    otherMac = (await bindNewDevice(app, owner, agentId)).mac;

    // The console side of the story: a small LLM (the fake), a word file, the call_device plugin and an address book.
    const now = new Date(clock.now()).toISOString();
    await app.services.repos.modelConfigs.insert({
      id: 'LLM_FakeSmall', model_type: 'LLM', model_code: 'openai', model_name: '小模型', is_default: 0, is_enabled: 1,
      config_json: JSON.stringify({ type: 'openai', base_url: fake.base, model_name: 'tiny', api_key: 'sk-fake' }),
      doc_link: null, remark: null, sort: 99, creator: null, updater: null, created_at: now, updated_at: now, owner_id: null,
    });
    const file = await web.request<{ id: string }>({ method: 'POST', url: '/xiaozhi/correct-word/file', payload: { fileName: '家里.txt', content: ['小智|小志', '咪咪|米米'] } });
    expect(file.code).toBe(0);
    const functions = ['SYSTEM_PLUGIN_WEATHER', 'SYSTEM_PLUGIN_CALL_DEVICE'].map((pluginId) => ({ pluginId, paramInfo: {} }));
    const updated = await web.updateAgent(agentId, {
      memModelId: 'Memory_mem_local_short', chatHistoryConf: 2, slmModelId: 'LLM_FakeSmall', summaryMemory: '主人叫小明', correctWordFileIds: [file.data.id], functions,
    });
    expect(updated.code).toBe(0);
    expect((await web.request({ method: 'POST', url: `/xiaozhi/device/address-book/${device.mac}`, payload: { targetMac: otherMac, alias: '卧室' } })).code).toBe(0);
    expect((await web.request({ method: 'POST', url: `/xiaozhi/device/address-book/${otherMac}`, payload: { targetMac: device.mac, alias: '客厅' } })).code).toBe(0);

    server = await deviceServerFor(app, socketTransport(await app.listen({ port: 0, host: '127.0.0.1' })));
  });
  afterEach(() => app.close());

  it('server-base, agent-models, correct-words, reports, title, summary, lookup', async () => {
    // 1. At start: the global config; xiaozhi-server keeps `selected_module` and the VAD/ASR configs it names.
    const base = await server.serverBase();
    expect(base).toMatchObject({ status: 200, code: 0 });
    const selected = base.data.selected_module as unknown as Record<string, string>;
    expect(selected).toEqual({ VAD: expect.any(String), ASR: expect.any(String) });
    expect(base.data.VAD?.[selected.VAD!]).toHaveProperty('type');
    expect(base.data.server?.secret).toBeTypeOf('string');

    // 2. The device connects: its agent's config, VAD/ASR left out when they match what is already loaded.
    const models = await server.agentModels(device.mac, device.clientId, selected);
    expect(models).toMatchObject({ status: 200, code: 0 });
    const config = models.data as unknown as Record<string, unknown> & { selected_module: Record<string, string>; plugins: Record<string, string>; LLM: ConfigTree };
    expect(config).toMatchObject({ chat_history_conf: 2, summaryMemory: '主人叫小明', device_max_output_size: expect.any(String) });
    expect(config.selected_module).toMatchObject({ LLM: expect.any(String), TTS: expect.any(String), SLM: 'LLM_FakeSmall', Memory: 'Memory_mem_local_short' });
    expect(config.LLM).toHaveProperty('LLM_FakeSmall');
    expect(Object.keys(config.plugins).sort()).toEqual(['call_device', 'get_weather']);
    for (const paramInfo of Object.values(config.plugins)) expect(() => JSON.parse(paramInfo)).not.toThrow();

    // 3. Its replacement words: "source|target" strings.
    expect(await server.correctWords(device.mac)).toMatchObject({ code: 0, data: ['小智|小志', '咪咪|米米'] });

    // 4. One report per message: user speech with audio (conf 2), the agent's reply, a tool call; each answers true.
    const reports = [
      { chatType: 1, content: '{"speaker":"小明","content":"我在学钢琴"}', audioBase64: wavBytes().toString('base64') },
      { chatType: 2, content: '太好了，坚持练习！' },
      { chatType: 1, content: '我家的猫叫咪咪' },
      { chatType: 3, content: '[{"type":"tool","text":"call_device({\\"nickname\\": \\"卧室\\"})"}]' },
    ] as const;
    for (const [index, report] of reports.entries()) {
      const answer = await server.report({ macAddress: device.mac, sessionId: SESSION, reportTime: Date.parse('2025-06-01T04:00:00.000Z') + index * 1000, ...report });
      expect(answer).toMatchObject({ status: 200, code: 0, data: true });
    }

    // 5. At the end: title, then summary; both answer at once with null and no LLM call yet.
    expect(await server.chatTitle(SESSION)).toMatchObject({ status: 200, code: 0, data: null });
    expect(await server.chatSummary(SESSION)).toMatchObject({ status: 200, code: 0, data: null });
    expect(fake.seen).toHaveLength(0);

    // 6. The call_device plugin (the user said “call 卧室”) looks the nickname up for the calling device.
    const lookup = await server.lookupAddressBook(device.mac, '卧室');
    expect(lookup).toMatchObject({ status: 200, code: 0 });
    expect(lookup.data).toEqual({ targetMac: otherMac, callerNickname: '客厅', hasPermission: true });
    expect((await server.lookupAddressBook(device.mac, '厨房')).data).toBeNull();

    while (await app.services.jobRunner.runOnce());

    // The title shows in the session list and the summary is the agent's memory, served on the next connection.
    expect(fake.seen.map((request) => request.body.model)).toEqual(['tiny', 'tiny']);
    const sessions = await web.request<PageData<ChatSession>>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/sessions` });
    expect(sessions.data.list).toEqual([expect.objectContaining({ sessionId: SESSION, title: '学钢琴的小明', chatCount: reports.length })]);
    const memory = '主人叫小明，正在学钢琴，家里的猫叫咪咪。';
    expect((await app.services.repos.agents.findById(agentId))?.summary_memory).toBe(memory);
    expect((await server.agentModels(device.mac, device.clientId, selected)).data.summaryMemory).toBe(memory);
  });
});
