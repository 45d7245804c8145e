import type { Attention, IdentifierAttentionValues, MemoryContainer, MemoryIdentifier, MemoryNode, MemoryTask, RecallAnswer } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { deviceServerFor, type SimulatedDevice, type SimulatedDeviceServer } from '../../../test/device-simulator.ts';
import { startFakeLlm, type FakeLlm } from '../../../test/fake-llm.ts';
import { buildTestApp, createUser, TestClock } from '../../../test/helper.ts';

const en = { 'accept-language': 'en' };
const SESSION = 'feed0000-1111-2222-3333-444455556666';
const EXTRACTED = JSON.stringify({ attention_values: { 名字: ['小明'], 喜好: ['恐龙'], 不存在的变量: ['x'] }, nodes: [{ content: '用户叫小明，喜欢恐龙' }] });
const dialog = (...turns: [string, string][]) => JSON.stringify(turns.map(([role, content]) => ({ role, content })));

describe('memory at runtime: recall, infer through the agent’s LLM, and devices', () => {
  let fake: FakeLlm;
  let app: FastifyInstance;
  let clock: TestClock;
  let web: ReturnType<typeof consoleFor>;
  let server: SimulatedDeviceServer;
  let agentId: string;
  let device: SimulatedDevice;
  let logs: string[];

  beforeAll(async () => {
    fake = await startFakeLlm();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.seen.length = 0;
    fake.answer = () => EXTRACTED;
    logs = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ clock, llm: { timeoutMs: 2000 }, logger: { level: 'debug', stream } });
    const owner = await createUser(app);
    web = consoleFor(app, owner);
    server = await deviceServerFor(app);
    agentId = await web.createAgent('恐龙老师');
    device = await bindNewDevice(app, owner, agentId);
    const now = new Date(clock.now()).toISOString();
    // The agent's own LLM is a public config pointing at the local fake.
    await app.services.repos.modelConfigs.insert({
      id: 'LLM_FakeAgent', model_type: 'LLM', model_code: 'openai', model_name: '智能体模型', is_default: 0, is_enabled: 1,
      config_json: JSON.stringify({ type: 'openai', base_url: fake.base, model_name: 'agent-llm', api_key: 'sk-agent' }),
      doc_link: null, remark: null, sort: 99, creator: null, updater: null, created_at: now, updated_at: now, owner_id: null,
    });
    await app.services.repos.agents.update(agentId, { llm_model_id: 'LLM_FakeAgent' });
  });
  afterEach(() => app.close());

  const send = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    clock.advance(1);
    return web.request<T>({ method, url, payload: payload as object, headers: en });
  };
  const drain = async () => {
    while (await app.services.jobRunner.runOnce());
  };
  const longTermMemory = async () => {
    expect((await web.updateAgent(agentId, { memModelId: 'Memory_long_term_memory', chatHistoryConf: 1 })).code).toBe(0);
    const memory = (await send<MemoryContainer>('GET', `/v1/agents/${agentId}/memory`)).data;
    await send<Attention>('POST', `/v1/memories/${memory.id}/attentions`, { name: '名字', description: '用户的名字', is_single_value: true });
    await send<Attention>('POST', `/v1/memories/${memory.id}/attentions`, { name: '喜好', description: '用户喜欢的东西', default_value: '还不知道' });
    return memory;
  };
  const person = (memory: MemoryContainer, identifier: string) => `/v1/memories/${memory.id}/identifiers/${identifier}`;
  const valuesOf = async (memory: MemoryContainer, identifier: string) =>
    Object.fromEntries((await send<IdentifierAttentionValues[]>('GET', `${person(memory, identifier)}/attention_values`)).data.map((item) => [item.name, item.values]));
  const nodesOf = async (memory: MemoryContainer, identifier: string) => (await send<MemoryNode[]>('GET', `${person(memory, identifier)}/nodes`)).data;
  const infer = (identifier: string, content: string) => send<{ task_id: string }>('POST', `/v1/agents/${agentId}/identifiers/${identifier}/memory/infer`, { dialog_content: content });
  const task = async (id: string) => (await send<MemoryTask>('GET', `/v1/agents/${agentId}/memory/tasks/${id}`)).data;

  it('infers in the background with a JSON-schema prompt to the agent’s LLM, writes values and nodes, and recall answers them', async () => {
    const memory = await longTermMemory();
    await send('PUT', `/v1/memories/${memory.id}`, { memory_prompt: '特别留意孩子的兴趣' });
    const started = await infer('user-1', dialog(['system', '你是助手'], ['user', '我叫小明，我喜欢恐龙'], ['assistant', '你好小明！']));
    expect(started.code).toBe(0);
    expect(await task(started.data.task_id)).toMatchObject({ status: 'pending', identify_id: 'user-1' });
    expect(fake.seen).toHaveLength(0);
    await drain();
    expect(await task(started.data.task_id)).toMatchObject({ status: 'succeeded', error: null, values_written: 2, nodes_written: 1 });
    const request = fake.seen[0]!;
    expect(request.body.model).toBe('agent-llm');
    const prompt = request.body.messages![0]!.content;
    expect(prompt).toContain('- 名字（单值）：用户的名字');
    expect(prompt).toContain('用户: 我叫小明，我喜欢恐龙\n智能体: 你好小明！');
    expect(prompt).toContain('额外要求：特别留意孩子的兴趣');
    expect(prompt).toContain('"required":["attention_values","nodes"]');
    expect(prompt).not.toContain('你是助手');
    expect(await valuesOf(memory, 'user-1')).toEqual({ 名字: ['小明'], 喜好: ['恐龙'] });
    expect((await nodesOf(memory, 'user-1')).map((node) => node.content)).toEqual(['用户叫小明，喜欢恐龙']);

    const recall = await send<RecallAnswer>('POST', `/v1/agents/${agentId}/identifiers/user-1/memory/recall`, {});
    expect(recall.data.attention_values).toEqual({ 名字: '小明', 喜好: '恐龙' });
    expect(recall.data.memory_nodes.map((node) => node.content)).toEqual(['用户叫小明，喜欢恐龙']);
    // Someone the memory does not know gets the defaults and no nodes.
    expect((await send<RecallAnswer>('POST', `/v1/agents/${agentId}/identifiers/user-2/memory/recall`)).data).toEqual({ attention_values: { 名字: '', 喜好: '还不知道' }, memory_nodes: [] });
  });

  it('dedupes: the same fact again updates its node, a correction replaces the node it names, multi values are not repeated', async () => {
    const memory = await longTermMemory();
    await infer('user-1', dialog(['user', '我叫小明，我喜欢恐龙']));
    await drain();
    const [first] = await nodesOf(memory, 'user-1');
    fake.answer = () => JSON.stringify({ attention_values: { 喜好: ['恐龙', '画画'] }, nodes: ['用户叫小明, 喜欢恐龙!', { content: '用户叫小明，喜欢恐龙', replaces: null }] });
    await infer('user-1', dialog(['user', '我还喜欢画画']));
    await drain();
    const again = await nodesOf(memory, 'user-1');
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: first!.id, content: '用户叫小明, 喜欢恐龙!' });
    expect(again[0]!.updated_at > first!.updated_at).toBe(true);
    expect((await valuesOf(memory, 'user-1')).喜好!.sort()).toEqual(['恐龙', '画画'].sort());
    fake.answer = (request) => {
      expect(request.body.messages![0]!.content).toContain(`- ${first!.id}: 用户叫小明, 喜欢恐龙!`);
      return JSON.stringify({ attention_values: {}, nodes: [{ content: '用户叫小明，现在最喜欢霸王龙', replaces: first!.id }] });
    };
    await infer('user-1', dialog(['user', '我现在最喜欢霸王龙']));
    await drain();
    expect((await nodesOf(memory, 'user-1')).map((node) => [node.id, node.content])).toEqual([[first!.id, '用户叫小明，现在最喜欢霸王龙']]);
  });

  it('writes nothing and reports the task failed when the LLM answers garbage or fails', async () => {
    const memory = await longTermMemory();
    for (const [answer, reason] of [
      ['好的，我记住了小明喜欢恐龙', 'bad_reply'],
      ['{"attention_values": {"名字": ["小明"]}, "nodes": [', 'bad_reply'],
      ['{"attention_values": "小明", "nodes": []}', 'bad_reply'],
      [{ status: 500 }, 'llm_failed'],
    ] as const) {
      fake.answer = () => answer;
      const started = await infer('user-1', dialog(['user', '我叫小明，我喜欢恐龙']));
      await drain();
      expect(await task(started.data.task_id)).toMatchObject({ status: 'failed', error: reason, values_written: 0, nodes_written: 0 });
    }
    expect(await valuesOf(memory, 'user-1')).toEqual({ 名字: [], 喜好: [] });
    expect(await nodesOf(memory, 'user-1')).toEqual([]);
    expect((await send<MemoryIdentifier[]>('GET', `/v1/memories/${memory.id}/identifiers`)).data).toEqual([]);
  });

  it('refuses malformed dialog_content, bad identifiers, other users’ agents and switched-off memory with a clear 4xx, starting nothing', async () => {
    const memory = await longTermMemory();
    for (const content of ['not json', '[]', '{"role":"user","content":"hi"}', dialog(['system', '只有系统']), '[{"role":1}]', '[null]']) {
      expect((await infer('user-1', content)).code, content).toBe(400);
    }
    expect((await infer('user-1', '[]')).msg).toMatch(/^dialog_content must be the JSON text of OpenAI messages/);
    expect((await send('POST', `/v1/agents/${agentId}/identifiers/user-1/memory/infer`, {})).code).toBe(400);
    expect((await infer('bad%20id', dialog(['user', '你好']))).code).toBe(40003);
    expect((await send('POST', `/v1/agents/${agentId}/identifiers/bad%20id/memory/recall`)).code).toBe(40003);
    const stranger = consoleFor(app, await createUser(app));
    const res = await stranger.request({ method: 'POST', url: `/v1/agents/${agentId}/identifiers/user-1/memory/recall`, payload: {}, headers: en });
    expect(res.code).toBe(612);
    expect((await stranger.request({ method: 'GET', url: `/v1/agents/${agentId}/memory/tasks/none`, headers: en })).code).toBe(612);
    expect((await send('GET', `/v1/agents/${agentId}/memory/tasks/none`)).code).toBe(612);
    await send('PUT', `/v1/memories/${memory.id}`, { enabled: false });
    expect((await infer('user-1', dialog(['user', '我叫小明']))).msg).toBe('Memory is switched off for this agent; switch it on in its memory settings first');
    expect((await send('POST', `/v1/agents/${agentId}/identifiers/user-1/memory/recall`)).code).toBe(400);
    await drain();
    expect(fake.seen).toHaveLength(0);
  });

  it('end to end: a device’s conversation is reported, the session ends, the extraction lands for mac_<MAC>, and the next agent-models carries it; nothing of it is logged', async () => {
    const memory = await longTermMemory();
    await send('PUT', `/xiaozhi/device/update/${device.mac}`, { alias: '客厅音箱' });
    for (const [chatType, content] of [
      [1, '我叫小明，我喜欢恐龙'],
      [2, '你好小明！恐龙真酷。'],
    ] as const) {
      expect((await server.report({ macAddress: device.mac, sessionId: SESSION, chatType, content })).data).toBe(true);
    }
    expect((await server.agentModels(device.mac, device.clientId)).data).toMatchObject({ summaryMemory: null, selected_module: { Memory: 'Memory_long_term_memory' } });
    expect((await server.chatSummary(SESSION)).code).toBe(0);
    await drain();
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]!.body.messages![0]!.content).toContain('用户: 我叫小明，我喜欢恐龙\n智能体: 你好小明！恐龙真酷。');
    const identifier = `mac_${device.mac}`;
    expect(await valuesOf(memory, identifier)).toEqual({ 名字: ['小明'], 喜好: ['恐龙'] });
    const [node] = await nodesOf(memory, identifier);
    expect(node).toMatchObject({ content: '用户叫小明，喜欢恐龙', source_session_id: SESSION });
    const known = (await send<MemoryIdentifier[]>('GET', `/v1/memories/${memory.id}/identifiers`)).data;
    expect(known).toEqual([expect.objectContaining({ identify_id: identifier, device_name: '客厅音箱', value_count: 2, node_count: 1 })]);

    const config = (await server.agentModels(device.mac, device.clientId)).data as unknown as { summaryMemory: string };
    expect(config.summaryMemory).toContain('用户信息：名字：小明；喜好：恐龙');
    expect(config.summaryMemory).toContain('- 用户叫小明，喜欢恐龙');
    expect([...config.summaryMemory].length).toBeLessThanOrEqual(1800);
    // The upstream summary is not what long-term memory keeps.
    expect((await app.services.repos.agents.findById(agentId))!.summary_memory).toBeNull();
    const logged = logs.join('');
    expect(logged.length).toBeGreaterThan(0);
    for (const secret of ['小明', '恐龙', '%E5%B0%8F%E6%98%8E']) expect(logged).not.toContain(secret);
  });

  it('a voiceprint-named speaker gets their own memory too', async () => {
    const memory = await longTermMemory();
    await server.report({ macAddress: device.mac, sessionId: SESSION, chatType: 1, content: '{"speaker":"小明","content":"我叫小明，我喜欢恐龙"}' });
    await server.chatSummary(SESSION);
    await drain();
    expect(fake.seen).toHaveLength(2);
    expect((await nodesOf(memory, 'speaker_小明'.replace('小明', encodeURIComponent('小明')))).map((node) => node.content)).toEqual(['用户叫小明，喜欢恐龙']);
    expect((await nodesOf(memory, `mac_${device.mac}`))).toHaveLength(1);
    // Request logs keep the routes, not whom they are about.
    const logged = logs.join('');
    expect(logged).toContain('/identifiers/[redacted]/nodes');
    for (const secret of ['小明', '%E5%B0%8F%E6%98%8E', '恐龙']) expect(logged).not.toContain(secret);
  });

  it('memory switched off stops both: no extraction at the end of a session, no summaryMemory at connection', async () => {
    const memory = await longTermMemory();
    await send('POST', `${person(memory, `mac_${device.mac}`)}/nodes`, { content: '用户怕黑' });
    expect((await server.agentModels(device.mac, device.clientId)).data).toMatchObject({ summaryMemory: expect.stringContaining('用户怕黑') as unknown });
    await send('PUT', `/v1/memories/${memory.id}`, { enabled: false });
    await server.report({ macAddress: device.mac, sessionId: SESSION, chatType: 1, content: '我叫小明，我喜欢恐龙' });
    await server.chatSummary(SESSION);
    await drain();
    expect(fake.seen).toHaveLength(0);
    expect((await server.agentModels(device.mac, device.clientId)).data).toMatchObject({ summaryMemory: null });
    // Back on, the fact is served again; another memory model serves the agent's own summary instead.
    await send('PUT', `/v1/memories/${memory.id}`, { enabled: true });
    expect((await server.agentModels(device.mac, device.clientId)).data).toMatchObject({ summaryMemory: expect.stringContaining('用户怕黑') as unknown });
    await web.updateAgent(agentId, { memModelId: 'Memory_mem_local_short', summaryMemory: '旧的总结' });
    expect((await server.agentModels(device.mac, device.clientId)).data).toMatchObject({ summaryMemory: '旧的总结' });
  });
});
