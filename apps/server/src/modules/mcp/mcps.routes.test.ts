import type { AgentMcps, McpInstance, McpServer } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { deviceServerFor } from '../../../test/device-simulator.ts';
import { buildTestApp, createUser, type TestUser } from '../../../test/helper.ts';
import { storeServerBody } from '../../../test/mcp-fixtures.ts';

type Web = ReturnType<typeof consoleFor>;
const custom = (name: string, url = 'https://mcp.example.com/sse?key=abcdefghijkl0123', header: Record<string, string> = { 'X-Api-Key': 'hdr-secret-0123456789' }) => ({
  mcp_id: null,
  name,
  desc: 'custom one',
  config: { type: 'sse', url, params: { token: 'tok-secret-987654321', city: 'Beijing' }, header },
});

describe('/v1/mcps and agent binding', () => {
  let app: FastifyInstance;
  let aliceUser: TestUser;
  let alice: Web;
  let bob: Web;
  let admin: Web;
  let market: McpServer;
  beforeAll(async () => {
    app = await buildTestApp();
    aliceUser = await createUser(app);
    alice = consoleFor(app, aliceUser);
    bob = consoleFor(app, await createUser(app));
    admin = consoleFor(app, await createUser(app, { superAdmin: true }));
    const created = await admin.request<McpServer>({
      method: 'POST', url: '/v1/mcp-store/public/servers',
      payload: storeServerBody({ is_private: undefined, config_schema: { types: ['sse'], sse: { type: 0, url: 'https://weather.example.com/sse', shared_key: false, params: { key: 'your amap key' }, header: { 'X-Region': 'cn' }, reset_header_default_value: [] } } }),
    });
    market = created.data;
  });
  afterAll(() => app.close());

  const subscribe = (web: Web, payload: Record<string, unknown>) => web.request<McpInstance>({ method: 'POST', url: '/v1/mcps', payload, headers: { 'accept-language': 'en' } });

  it('subscribes only to published entries, and checks the config against the config_schema', async () => {
    const payload = { mcp_id: market.id, name: '天气', desc: 'd', config: { type: 'sse', sse: { params: { key: 'amap-user-key-0123456789' } } } };
    expect(await subscribe(alice, payload)).toMatchObject({ code: 612, msg: 'no such mcp server' });
    await admin.request({ method: 'PUT', url: `/v1/mcp-store/servers/${market.id}/publish` });
    expect(await subscribe(alice, { ...payload, config: { type: 'sse', sse: { params: {} } } })).toMatchObject({ code: 400, msg: expect.stringContaining('config.sse.params.key') });
    expect(await subscribe(alice, { ...payload, config: { type: 'stdio', sse: { params: { key: 'k' } } } })).toMatchObject({ code: 400, msg: 'unsupported config type' });
    const made = await subscribe(alice, payload);
    expect(made).toMatchObject({
      code: 0,
      data: {
        mcp_id: market.id, name: '天气', is_private: false, server_name: market.name, agent_count: 0, logo_url: market.logo_url,
        config: { type: 'sse', url: 'https://weather.example.com/sse', params: { key: 'amap****6789' }, header: { 'X-Region': 'cn' }, sse: { type: 0, url: 'https://weather.example.com/sse', params: { key: 'amap****6789' } } },
      },
    });
    expect(await subscribe(alice, payload)).toMatchObject({ code: 614, msg: 'existing mcp' });
    // The server now has a subscriber: deleting it is refused.
    expect(await admin.request({ method: 'DELETE', url: `/v1/mcp-store/public/servers/${market.id}`, headers: { 'accept-language': 'en' } })).toMatchObject({ code: 613, msg: 'cannot delete in use mcp server' });
    expect(await admin.request<McpServer>({ method: 'GET', url: `/v1/mcp-store/public/servers/${market.id}` })).toMatchObject({ data: { subscriptions: 1 } });
    // Another user's private entry is not subscribable.
    const bobs = await bob.request<McpServer>({ method: 'POST', url: '/v1/mcp-store/servers', payload: storeServerBody() });
    expect(await subscribe(alice, { ...payload, mcp_id: bobs.data.id, name: 'x' })).toMatchObject({ code: 612 });
  });

  it('requires the headers named in reset_header_default_value', async () => {
    const own = await alice.request<McpServer>({ method: 'POST', url: '/v1/mcp-store/servers', payload: storeServerBody({ config_schema: { types: ['sse'], sse: { type: 0, url: 'https://own.example.com/mcp', shared_key: false, params: {}, header: { Authorization: 'Bearer <your key>' }, reset_header_default_value: ['Authorization'] } } }) });
    const base = { mcp_id: own.data.id, name: '自有', desc: '' };
    expect(await subscribe(alice, { ...base, config: { type: 'sse' } })).toMatchObject({ code: 400, msg: expect.stringContaining('config.sse.header.Authorization') });
    expect(await subscribe(alice, { ...base, config: { type: 'sse', header: { Authorization: 'Bearer <your key>' } } })).toMatchObject({ code: 400 });
    // Private entries need no publishing for their owner; the flat form of config is read too.
    const made = await subscribe(alice, { ...base, config: { type: 'sse', name: 'own', header: { Authorization: 'Bearer real-token-0123456789' } } });
    expect(made).toMatchObject({ code: 0, data: { is_private: true, config: { name: 'own', header: { Authorization: 'Bear****6789' } } } });
  });

  it('masks secrets in params, headers and URL query, and keeps them when the masks come back on PUT', async () => {
    const made = await subscribe(alice, custom('自定义'));
    expect(made.data).toMatchObject({
      mcp_id: null, is_private: true, server_name: null,
      config: { url: 'https://mcp.example.com/sse?key=abcd****0123', params: { token: 'tok-****4321', city: 'Beijing' }, header: { 'X-Api-Key': 'hdr-****6789' } },
    });
    const echoed = made.data.config;
    const edited = await alice.request<McpInstance>({ method: 'PUT', url: `/v1/mcps/${made.data.id}`, payload: { name: '自定义2', desc: 'x', config: { type: 'sse', url: echoed.url, params: { ...echoed.params, city: 'Shanghai' }, header: echoed.header } } });
    expect(edited).toMatchObject({ code: 0, data: { name: '自定义2', config: { params: { city: 'Shanghai' } } } });
    const stored = JSON.parse((await app.services.repos.userMcps.findOwned(made.data.id, aliceUser.id))!.config_json);
    expect(stored.sse).toEqual({ type: 0, url: 'https://mcp.example.com/sse?key=abcdefghijkl0123', params: { token: 'tok-secret-987654321', city: 'Shanghai' }, header: { 'X-Api-Key': 'hdr-secret-0123456789' } });
    expect(await subscribe(alice, { ...custom('坏地址', 'ftp://x') })).toMatchObject({ code: 400 });
  });

  it("never shows or changes another user's MCP (612 no such mcp)", async () => {
    const made = await subscribe(alice, custom('只属于爱丽丝'));
    for (const [method, url] of [['GET', ''], ['PUT', ''], ['DELETE', ''], ['GET', '/tools'], ['POST', '/toolcall']] as const) {
      const payload = method === 'PUT' ? custom('x') : method === 'POST' ? { name: 'echo', arguments: {} } : undefined;
      expect(await bob.request({ method, url: `/v1/mcps/${made.data.id}${url}`, payload, headers: { 'accept-language': 'en' } })).toMatchObject({ code: 612, msg: 'no such mcp' });
    }
    expect((await bob.request<{ mcps: McpInstance[] }>({ method: 'GET', url: '/v1/mcps' })).data.mcps).toEqual([]);
  });

  it('binds MCPs to an agent (full replacement), refuses deleting a bound one (613) and hands endpoints to the device server', async () => {
    const one = (await subscribe(alice, custom('绑定一', 'https://one.example.com/mcp/{city}', { Authorization: 'Bearer one-0123456789' }))).data;
    const two = (await subscribe(alice, custom('绑定二'))).data;
    const bobs = (await subscribe(bob, custom('鲍勃的'))).data;
    const agentId = await alice.createAgent('带工具的助手');
    const url = `/v1/agents/${agentId}/mcps`;

    expect(await alice.request<AgentMcps>({ method: 'GET', url })).toMatchObject({ code: 0, data: { selecteds: [], unselecteds: [] } });
    expect(await alice.request({ method: 'PUT', url, payload: { mcp_ids: [one.id, bobs.id] } })).toMatchObject({ code: 612 });
    expect(await bob.request({ method: 'PUT', url, payload: { mcp_ids: [bobs.id] } })).toMatchObject({ code: 612 });
    expect(await bob.request({ method: 'GET', url })).toMatchObject({ code: 612 });
    expect(await alice.request({ method: 'PUT', url, payload: { mcp_ids: [one.id, two.id] } })).toMatchObject({ code: 0, data: {} });
    expect(await alice.request({ method: 'PUT', url, payload: { mcp_ids: [two.id, one.id] } })).toMatchObject({ code: 0 });

    const all = await alice.request<AgentMcps>({ method: 'GET', url: `${url}?include_unselected=true` });
    expect(all.data.selecteds.map((m) => m.mcp_id).sort()).toEqual([one.id, two.id].sort());
    expect(all.data.selecteds.every((m) => m.selected)).toBe(true);
    expect(all.data.unselecteds.every((m) => !m.selected && m.mcp_id !== bobs.id)).toBe(true);
    expect(all.data.unselecteds.length).toBeGreaterThan(0);

    expect(await alice.request({ method: 'DELETE', url: `/v1/mcps/${two.id}`, headers: { 'accept-language': 'en' } })).toMatchObject({ code: 613, msg: 'cannot delete in use mcp' });
    expect(await alice.request({ method: 'PUT', url, payload: { mcp_ids: [one.id] } })).toMatchObject({ code: 0 });
    expect((await alice.request<AgentMcps>({ method: 'GET', url })).data).toEqual({ selecteds: [expect.objectContaining({ mcp_id: one.id })], unselecteds: [] });
    expect(await alice.request({ method: 'DELETE', url: `/v1/mcps/${two.id}` })).toMatchObject({ code: 0, data: {} });

    // The device server gets the bound MCP ready to connect: params applied, secrets in clear.
    const device = await bindNewDevice(app, aliceUser, agentId);
    const config = await (await deviceServerFor(app)).agentModels(device.mac, device.clientId);
    expect(config.data.mcp_servers).toEqual([
      { id: one.id, name: '绑定一', transport: 'sse', url: 'https://one.example.com/mcp/Beijing?token=tok-secret-987654321', headers: { Authorization: 'Bearer one-0123456789' } },
    ]);

    // Deleting the agent removes its links, so the MCP can go.
    expect(await alice.request({ method: 'DELETE', url: `/xiaozhi/agent/${agentId}` })).toMatchObject({ code: 0 });
    expect(await alice.request({ method: 'DELETE', url: `/v1/mcps/${one.id}` })).toMatchObject({ code: 0 });
  });
});
