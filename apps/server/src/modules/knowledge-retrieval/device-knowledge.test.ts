import type { Dataset, DatasetDocument } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { deviceServerFor, SimulatedDevice, socketTransport, type Transport } from '../../../test/device-simulator.ts';
import { buildTestApp, createUser, type TestUser } from '../../../test/helper.ts';

const GUIDE = ['## 开机', '长按电源键三秒开机，指示灯变成蓝色表示已经开机。', '', '## 退货', '商品签收后七天内可以无理由退货，请保持包装完好。'].join('\n');

/** An unchanged xiaozhi-server, over real HTTP: agent-models, then its search_from_ragflow plugin against base_url. */
describe('a device server retrieving from an agent’s knowledge base', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let http: Transport;
  let owner: TestUser;
  beforeEach(async () => {
    app = await buildTestApp();
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    http = socketTransport(baseUrl);
    owner = await createUser(app);
  });
  afterEach(() => app.close());

  it('gets the plugin with the console’s own address and a key, and finds the answer the LLM needs', async () => {
    const web = consoleFor(app, owner);
    const dataset = (await web.request<Dataset>({ method: 'POST', url: '/v1/datasets', payload: { name: '使用说明', desc: '音箱的开机与售后' } })).data;
    const document = await web.request<DatasetDocument>({ method: 'POST', url: `/v1/datasets/${dataset.id}/documents`, payload: { name: '说明.md', text: GUIDE } });
    expect(document.code, document.msg).toBe(0);
    while (await app.services.jobRunner.runOnce()) {
      /* index until no job is due */
    }
    const agentId = await web.createAgent('小智同学');
    expect(await web.updateAgent(agentId, { datasetIds: [dataset.id] })).toMatchObject({ code: 0 });

    const device = new SimulatedDevice(http, { mac: 'a4:cf:12:77:66:55' });
    const { json } = await device.checkIn();
    expect((await web.bind(agentId, json.activation.code)).code).toBe(0);

    const deviceServer = await deviceServerFor(app, http);
    const config = await deviceServer.agentModels(device.mac, device.clientId, { VAD: 'VAD_SileroVAD', ASR: 'ASR_FunASR' });
    expect(config.code).toBe(0);
    // xiaozhi-server offers the LLM exactly the functions its `plugins` map names.
    expect(Object.keys(config.data.plugins ?? {})).toContain('search_from_ragflow');

    const search = await deviceServer.searchFromRagflow(config.data, '收到货以后多久可以退货');
    // server.public_url is unset: base_url is the address this device server reached the console at.
    expect(search.plugin).toMatchObject({ base_url: baseUrl, dataset_ids: [dataset.id], description: '知识库：使用说明（音箱的开机与售后）' });
    expect(search.status).toBe(200);
    expect(search.json.code).toBe(0);
    expect(search.contents[0]).toContain('七天内可以无理由退货');

    // Unbinding the knowledge base: the cached key stops working before the device reconnects.
    await web.updateAgent(agentId, { datasetIds: [] });
    const stale = await deviceServer.searchFromRagflow(config.data, '退货');
    expect(stale).toMatchObject({ status: 401, json: { code: 109 }, contents: [] });
  });
});

describe('the retrieval route and the per-IP global limit', () => {
  it('never counts toward rate_limit.global: one device server speaks for many devices behind one address', async () => {
    const app = await buildTestApp({ rateLimits: { global: { max: 3, timeWindowMs: 60_000 } } });
    try {
      const owner = await createUser(app);
      const dataset = await app.services.datasets.create(owner.id, { name: '使用说明', desc: '' });
      const agentId = await app.services.agents.create(owner.id, { agentName: '小智' });
      await app.services.agents.update(owner.id, agentId, { datasetIds: [dataset.id] });
      const key = (JSON.parse((await app.services.agentKnowledge.devicePlugins(agentId, 'http://127.0.0.1:8002')).search_from_ragflow!) as { api_key: string }).api_key;
      const ask = () => app.inject({ method: 'POST', url: '/api/v1/retrieval', headers: { authorization: `Bearer ${key}` }, payload: { question: '开机' } });
      for (let i = 0; i < 6; i += 1) expect((await ask()).statusCode).toBe(200);
      // The console's own API from the same address is held at the limit, so the limit is really on.
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await app.inject({ method: 'GET', url: '/xiaozhi/user/pub-config' })).statusCode);
      expect(statuses).toContain(429);
    } finally {
      await app.close();
    }
  });
});
