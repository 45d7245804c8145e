import type { AgentDetail, Dataset, DatasetDocument, ModelProvider } from '@vox/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { deviceServerFor, type RagflowPluginConfig, type SimulatedDeviceServer } from '../../../test/device-simulator.ts';
import { buildTestApp, createUser, type TestUser } from '../../../test/helper.ts';

type Web = ReturnType<typeof consoleFor>;
const en = { 'accept-language': 'en' };

const RETURNS = '商品签收后七天内可以无理由退货，请保持包装完好。';
const POWER = '长按电源键三秒开机，指示灯变成蓝色表示已经开机。';
const WIFI = '打开手机蓝牙，在小程序里选择添加设备，输入家里的 Wi-Fi 密码完成配网。';

describe('knowledge bases for unchanged device servers', () => {
  let app: FastifyInstance;
  let aliceUser: TestUser;
  let alice: Web;
  let bob: Web;
  let server: SimulatedDeviceServer;

  beforeEach(async () => {
    app = await buildTestApp({ rateLimits: { serverAuthFailure: { max: 3, timeWindowMs: 60_000 } } });
    aliceUser = await createUser(app);
    alice = consoleFor(app, aliceUser);
    bob = consoleFor(app, await createUser(app));
    server = await deviceServerFor(app);
  });
  afterEach(() => app.close());

  const createDataset = async (web: Web, name: string, desc = '') => {
    const res = await web.request<Dataset>({ method: 'POST', url: '/v1/datasets', payload: { name, desc, retrieval_model: { top_k: 3, score_threshold: 0.2 } } });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  const addText = async (web: Web, datasetId: string, name: string, text: string) => {
    const res = await web.request<DatasetDocument>({
      method: 'POST',
      url: `/v1/datasets/${datasetId}/documents`,
      payload: { name, text, process_rule: { mode: 'custom', rules: { segmentation: { separator: '\n\n', max_tokens: 60, chunk_overlap: 0 } } } },
    });
    expect(res.code, res.msg).toBe(0);
    while (await app.services.jobRunner.runOnce()) {
      /* index until no job is due */
    }
    return res.data;
  };
  const detail = async (agentId: string) => (await alice.request<AgentDetail>({ method: 'GET', url: `/xiaozhi/agent/${agentId}` })).data;
  /** An agent of Alice's with a bound device, and the agent-models answer xiaozhi-server gets for it. */
  const agentWithDevice = async () => {
    const agentId = await alice.createAgent('客服');
    const device = await bindNewDevice(app, aliceUser, agentId);
    const config = async () => (await server.agentModels(device.mac, device.clientId)).data;
    return { agentId, config };
  };
  const pluginOf = async (config: () => Promise<Record<string, unknown>>): Promise<RagflowPluginConfig | undefined> => {
    const plugins = (await config()).plugins as Record<string, string> | undefined;
    return plugins?.search_from_ragflow ? (JSON.parse(plugins.search_from_ragflow) as RagflowPluginConfig) : undefined;
  };
  const retrieve = (key: string | null, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      remoteAddress,
      url: '/api/v1/retrieval',
      headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), 'content-type': 'application/json', ...headers },
      payload: payload as InjectOptions['payload'],
    });

  it('binds the caller’s own knowledge bases with datasetIds and shows them on the agent; another user’s id is 612 and nothing is saved', async () => {
    const manual = await createDataset(alice, '产品手册');
    const policy = await createDataset(alice, '售后政策');
    const bobs = await createDataset(bob, '别人的库');
    const agentId = await alice.createAgent('客服');

    expect(await alice.updateAgent(agentId, { datasetIds: [manual.id, policy.id] })).toMatchObject({ code: 0 });
    const shown = await detail(agentId);
    expect(shown.datasetIds).toEqual([manual.id, policy.id]);
    // Upstream's AgentInfoVO lists knowledge bases among the functions, as pseudo-plugins.
    expect(shown.functions.filter((fn) => fn.providerCode === 'ragflow').map((fn) => fn.pluginId)).toEqual([manual.id, policy.id]);

    const refused = await alice.request({ method: 'PUT', url: `/xiaozhi/agent/${agentId}`, payload: { agentName: '改名', datasetIds: [manual.id, bobs.id] }, headers: en });
    expect(refused).toMatchObject({ code: 612, msg: `no such dataset: ${bobs.id} (datasetIds); nothing was saved` });
    expect((await alice.request({ method: 'PUT', url: `/xiaozhi/agent/${agentId}`, payload: { datasetIds: ['nope'] } })).msg).toBe('知识库不存在：nope（datasetIds），未保存');
    const after = await detail(agentId);
    expect(after).toMatchObject({ agentName: '客服', datasetIds: [manual.id, policy.id] });

    const tooMany = await alice.request({ method: 'PUT', url: `/xiaozhi/agent/${agentId}`, payload: { datasetIds: Array.from({ length: 11 }, (_, i) => `d${i}`) } });
    expect(tooMany.code).toBe(400);
    expect(tooMany.msg).toContain('datasetIds');

    // Absent keeps the binding; an empty list clears it; the dataset can then be deleted.
    expect(await alice.updateAgent(agentId, { agentName: '客服二号' })).toMatchObject({ code: 0 });
    expect((await detail(agentId)).datasetIds).toEqual([manual.id, policy.id]);
    expect((await alice.request({ method: 'DELETE', url: `/v1/datasets/${policy.id}` })).code).toBe(613);
    // The knowledge bases count the agents bound to them, and the refusal names those agents in name order.
    const other = await alice.createAgent('Alpha');
    expect(await alice.updateAgent(other, { datasetIds: [policy.id] })).toMatchObject({ code: 0 });
    const listed = (await alice.request({ method: 'GET', url: '/v1/datasets' })).data as { datasets: { id: string; agent_count: number }[] };
    expect(listed.datasets.map((row) => [row.id, row.agent_count])).toEqual(expect.arrayContaining([[manual.id, 1], [policy.id, 2]]));
    const agentCount = async (id: string) => ((await alice.request({ method: 'GET', url: `/v1/datasets/${id}` })).data as { agent_count: number }).agent_count;
    expect(await agentCount(policy.id)).toBe(2);
    expect(await alice.request({ method: 'DELETE', url: `/v1/datasets/${policy.id}`, headers: en })).toMatchObject({ code: 613, msg: 'The dataset is used by an agent (Alpha、客服二号); unlink it in role configuration first' });
    expect(await alice.request({ method: 'DELETE', url: `/xiaozhi/agent/${other}` })).toMatchObject({ code: 0 });
    expect(await agentCount(policy.id)).toBe(1);
    expect(await alice.updateAgent(agentId, { datasetIds: [manual.id] })).toMatchObject({ code: 0 });
    expect((await detail(agentId)).datasetIds).toEqual([manual.id]);
    expect((await alice.request({ method: 'DELETE', url: `/v1/datasets/${policy.id}` })).code).toBe(0);
    expect(await bob.request({ method: 'GET', url: `/xiaozhi/agent/${agentId}` })).toMatchObject({ code: 612 });
  });

  it('binds knowledge bases chosen as functions (upstream’s FunctionDialog) into the same record, never as plugins', async () => {
    const manual = await createDataset(alice, '产品手册');
    const bobs = await createDataset(bob, '别人的库');
    const agentId = await alice.createAgent('客服');
    const functions = [{ pluginId: 'SYSTEM_PLUGIN_WEATHER', paramInfo: { default_location: '广州' } }, { pluginId: manual.id, paramInfo: {} }];
    expect(await alice.updateAgent(agentId, { functions })).toMatchObject({ code: 0 });
    const shown = await detail(agentId);
    expect(shown.datasetIds).toEqual([manual.id]);
    expect(shown.functions.map((fn) => [fn.pluginId, fn.providerCode])).toEqual([
      ['SYSTEM_PLUGIN_WEATHER', 'get_weather'],
      [manual.id, 'ragflow'],
    ]);
    // Sent back unchanged (what upstream's page does on save), the binding stays.
    expect(await alice.updateAgent(agentId, { functions: shown.functions.map(({ pluginId, paramInfo }) => ({ pluginId, paramInfo })) })).toMatchObject({ code: 0 });
    expect((await detail(agentId)).datasetIds).toEqual([manual.id]);
    // Another user's knowledge base is no plugin of ours either: refused, nothing changes.
    const refused = await alice.updateAgent(agentId, { functions: [{ pluginId: bobs.id }] });
    expect(refused).toMatchObject({ code: 400 });
    expect(refused.msg).toContain('functions[0].pluginId');
    expect((await detail(agentId)).datasetIds).toEqual([manual.id]);
    // Functions without the knowledge base unbind it; datasetIds, when sent as well, is the binding.
    expect(await alice.updateAgent(agentId, { functions: [{ pluginId: 'SYSTEM_PLUGIN_WEATHER' }] })).toMatchObject({ code: 0 });
    expect((await detail(agentId)).datasetIds).toEqual([]);
    expect(await alice.updateAgent(agentId, { functions: [{ pluginId: manual.id }], datasetIds: [] })).toMatchObject({ code: 0 });
    expect((await detail(agentId)).datasetIds).toEqual([]);
  });

  it('lists the caller’s knowledge bases after the plugins, as upstream’s pseudo-plugins', async () => {
    const manual = await createDataset(alice, '产品手册');
    await createDataset(bob, '别人的库');
    const names = (await alice.request<ModelProvider[]>({ method: 'GET', url: '/xiaozhi/models/provider/plugin/names' })).data;
    expect(names.filter((row) => row.modelType === 'Plugin').length).toBeGreaterThan(0);
    const pseudo = names.filter((row) => row.modelType === 'Rag');
    expect(pseudo).toEqual([expect.objectContaining({ id: manual.id, name: '[知识库]产品手册', providerCode: 'ragflow', fields: '[]' })]);
    expect(names.at(-1)!.id).toBe(manual.id);
  });

  it('hands xiaozhi-server search_from_ragflow with a key that retrieves the agent’s knowledge bases, and only them', async () => {
    const manual = await createDataset(alice, '产品手册', '智能音箱的使用说明');
    const policy = await createDataset(alice, '售后政策');
    const unbound = await createDataset(alice, '没关联的库');
    const bobs = await createDataset(bob, '别人的库');
    await addText(alice, manual.id, '手册.md', `${POWER}\n\n${WIFI}`);
    await addText(alice, policy.id, '退货.md', RETURNS);
    await addText(alice, unbound.id, '其它.md', RETURNS);
    const { agentId, config } = await agentWithDevice();
    expect(await pluginOf(config)).toBeUndefined();

    await alice.updateAgent(agentId, { datasetIds: [manual.id, policy.id] });
    const plugin = (await pluginOf(config))!;
    expect(plugin).toMatchObject({ base_url: 'http://localhost:80', dataset_ids: [manual.id, policy.id], description: '知识库：产品手册（智能音箱的使用说明）、售后政策' });
    expect(plugin.api_key).toMatch(/^vox-kb-[A-Za-z0-9_-]{43}$/);
    // The same key on every connection until the binding changes; stored sealed, not in the clear.
    expect((await pluginOf(config))!.api_key).toBe(plugin.api_key);
    const stored = await app.services.repos.agentRetrievalKeys.findByAgent(agentId);
    expect(JSON.stringify(stored)).not.toContain(plugin.api_key);

    const found = await retrieve(plugin.api_key, { question: '怎么退货', dataset_ids: plugin.dataset_ids });
    expect(found.statusCode).toBe(200);
    const body = found.json();
    expect(body.code).toBe(0);
    expect(body.data.chunks[0]).toMatchObject({ content: RETURNS, dataset_id: policy.id, kb_id: policy.id, document_keyword: '退货.md', vector_similarity: 0 });
    expect(body.data.chunks[0].similarity).toBeGreaterThan(0.5);
    expect(body.data.chunks.every((chunk: { dataset_id: string }) => chunk.dataset_id !== unbound.id)).toBe(true);
    expect(body.data.doc_aggs[0]).toMatchObject({ doc_name: '退货.md', count: 1 });

    // Without dataset_ids: every knowledge base of the agent; top_k and similarity_threshold are honoured.
    const all = (await retrieve(plugin.api_key, { question: '开机 配网 退货', top_k: 1 })).json();
    expect(all.data.chunks).toHaveLength(1);
    const strict = (await retrieve(plugin.api_key, { question: '开机 配网 退货', similarity_threshold: 0.99 })).json();
    expect(strict).toMatchObject({ code: 0, data: { chunks: [], total: 0 } });
    const loose = (await retrieve(plugin.api_key, { question: '开机 配网 退货', similarity_threshold: 0, page_size: 10 })).json();
    expect(loose.data.chunks.map((chunk: { content: string }) => chunk.content)).toEqual(expect.arrayContaining([RETURNS, expect.stringContaining(POWER)]));

    for (const other of [unbound.id, bobs.id]) {
      const refused = await retrieve(plugin.api_key, { question: '退货', dataset_ids: [policy.id, other] }, en);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 102, message: `You don't own the dataset ${other}: this key only reads its agent's (an API key: its owner's) datasets` });
    }
    const bad = await retrieve(plugin.api_key, { question: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 101, message: expect.stringContaining('question') });
  });

  it('rotates the key when the binding changes (the old one is refused at once) and drops it with the agent', async () => {
    const manual = await createDataset(alice, '产品手册');
    const policy = await createDataset(alice, '售后政策');
    await addText(alice, policy.id, '退货.md', RETURNS);
    const { agentId, config } = await agentWithDevice();
    await alice.updateAgent(agentId, { datasetIds: [manual.id] });
    const first = (await pluginOf(config))!;
    expect((await retrieve(first.api_key, { question: '开机' })).json().code).toBe(0);

    // Saving the same binding keeps the key.
    await alice.updateAgent(agentId, { datasetIds: [manual.id], agentName: '客服' });
    expect((await retrieve(first.api_key, { question: '开机' })).json().code).toBe(0);

    await alice.updateAgent(agentId, { datasetIds: [manual.id, policy.id] });
    const old = await retrieve(first.api_key, { question: '退货' }, en);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 109, message: expect.stringContaining('invalid or was replaced') });
    const second = (await pluginOf(config))!;
    expect(second.api_key).not.toBe(first.api_key);
    expect(second.dataset_ids).toEqual([manual.id, policy.id]);
    expect((await retrieve(second.api_key, { question: '怎么退货' })).json().data.chunks[0].content).toBe(RETURNS);

    // No knowledge base left: no plugin, and the key is refused.
    await alice.updateAgent(agentId, { datasetIds: [] });
    expect(await pluginOf(config)).toBeUndefined();
    expect((await retrieve(second.api_key, { question: '退货' })).statusCode).toBe(401);

    await alice.updateAgent(agentId, { datasetIds: [policy.id] });
    const third = (await pluginOf(config))!;
    expect(await alice.request({ method: 'DELETE', url: `/xiaozhi/agent/${agentId}` })).toMatchObject({ code: 0 });
    expect((await retrieve(third.api_key, { question: '退货' })).statusCode).toBe(401);
    expect(await app.services.repos.agentRetrievalKeys.findByAgent(agentId)).toBeUndefined();
    expect(await app.services.repos.agentDatasets.boundIdsOf(agentId)).toEqual([]);
    expect((await alice.request({ method: 'DELETE', url: `/v1/datasets/${manual.id}` })).code).toBe(0);
  });

  it('refuses a missing or wrong key in RAGFlow’s shape and counts wrong keys per address (rate_limit.server_auth_failure)', async () => {
    const policy = await createDataset(alice, '售后政策');
    const { agentId, config } = await agentWithDevice();
    await alice.updateAgent(agentId, { datasetIds: [policy.id] });
    const key = (await pluginOf(config))!.api_key;

    const missing = await retrieve(null, { question: '退货' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ code: 109, message: '缺少知识库密钥：请在请求头中提供 Authorization: Bearer <api_key>' });
    // A session token or the server secret is no knowledge key; checked before the body is even read.
    expect((await retrieve(aliceUser.token, { question: '退货' })).statusCode).toBe(401);
    expect((await retrieve(`${key.slice(0, -1)}x`, 'not json')).statusCode).toBe(401);
    const limited = await retrieve(await app.services.params.text('server.secret'), { question: '退货' }, en);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, message: 'Too many wrong knowledge keys from this address; try again later' });
    // Another address is not held back, and the right key never is.
    expect((await retrieve('wrong', { question: '退货' }, {}, '10.0.0.9')).statusCode).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await retrieve(key, { question: '退货' })).statusCode).toBe(200);
  });

  it('takes its base_url from server.public_url, refusing a typo with a message that names the param', async () => {
    const admin = consoleFor(app, await createUser(app, { superAdmin: true }));
    const row = (await admin.request<{ list: { id: string; paramCode: string; valueType: string; remark: string }[] }>({ method: 'GET', url: '/xiaozhi/admin/params/page?paramCode=server.public_url&limit=10' })).data.list[0]!;
    const edit = (paramValue: string) => admin.request({ method: 'PUT', url: '/xiaozhi/admin/params', payload: { id: row.id, paramCode: row.paramCode, paramValue, valueType: row.valueType, remark: row.remark }, headers: en });
    const typo = await edit('htps://console.example.com');
    expect(typo.code).toBe(10324);
    expect(typo.msg).toContain('server.public_url');
    expect(await app.services.params.raw('server.public_url')).toBe('null');
    expect(await edit('https://console.example.com/kb/')).toMatchObject({ code: 0 });

    const policy = await createDataset(alice, '售后政策');
    const { agentId, config } = await agentWithDevice();
    await alice.updateAgent(agentId, { datasetIds: [policy.id] });
    expect((await pluginOf(config))!.base_url).toBe('https://console.example.com/kb');
  });

  it('offers no plugin at all when the agent’s intent is off, as upstream', async () => {
    const policy = await createDataset(alice, '售后政策');
    const { agentId, config } = await agentWithDevice();
    await alice.updateAgent(agentId, { datasetIds: [policy.id] });
    expect(await pluginOf(config)).toBeDefined();
    // The seed keeps Intent_nointent disabled, so it is set as an older install may hold it.
    await app.services.repos.agents.update(agentId, { intent_model_id: 'Intent_nointent' });
    expect((await config()).plugins).toBeUndefined();
  });
});
