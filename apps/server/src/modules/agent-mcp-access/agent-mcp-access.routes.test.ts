import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { deviceServerFor } from '../../../test/device-simulator.ts';
import { md5Hex, startFakeMcpEndpoint } from '../../../test/fake-mcp-endpoint.ts';
import { closedPort } from '../../../test/fake-device-server.ts';
import { buildTestApp, call, createUser, type TestUser } from '../../../test/helper.ts';
import { accessToken } from './access-point.ts';

describe('agent MCP access point', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let web: ReturnType<typeof consoleFor>;
  let agentId: string;
  beforeEach(async () => {
    app = await buildTestApp();
    owner = await createUser(app);
    web = consoleFor(app, owner);
    agentId = await web.createAgent();
  });
  afterEach(() => app.close());

  const setEndpoint = (value: string) => app.services.repos.params.setValue('server.mcp_endpoint', value, new Date().toISOString());
  const address = (id = agentId, lang = 'zh_CN') => web.request<string>({ method: 'GET', url: `/xiaozhi/agent/mcp/address/${id}`, headers: { 'accept-language': lang } });
  const tools = (id = agentId) => web.request<string[]>({ method: 'GET', url: `/xiaozhi/agent/mcp/tools/${id}` });

  it('answers 10201 saying what to set while server.mcp_endpoint is unset, and [] tools', async () => {
    expect(await address()).toMatchObject({ code: 10201, msg: expect.stringContaining('server.mcp_endpoint') });
    expect((await address(agentId, 'en')).msg).toContain('an administrator sets server.mcp_endpoint');
    expect(await tools()).toMatchObject({ code: 0, data: [] });
    await setEndpoint('http://10.0.0.5:8004/mcp_endpoint/health');
    expect((await address()).code).toBe(10201);
  });

  it('builds upstream’s address: ws(s) up to the last slash, /mcp/, the AES token of the agent id’s md5', async () => {
    await setEndpoint('http://10.0.0.5:8004/mcp_endpoint/health?key=abc123');
    const { code, data } = await address();
    expect(code).toBe(0);
    expect(data).toBe(`ws://10.0.0.5:8004/mcp_endpoint/mcp/?token=${encodeURIComponent(accessToken(agentId, 'abc123'))}`);
    await setEndpoint('https://mcp.example.com/mcp_endpoint/health?key=0123456789abcdef');
    expect((await address()).data).toMatch(/^wss:\/\/mcp\.example\.com\/mcp_endpoint\/mcp\/\?token=/);
  });

  it('refuses another user’s or an unknown agent with 10200 (address) and 10202 (tools)', async () => {
    await setEndpoint('http://10.0.0.5:8004/mcp_endpoint/health?key=abc123');
    const stranger = consoleFor(app, await createUser(app));
    expect((await stranger.request({ method: 'GET', url: `/xiaozhi/agent/mcp/address/${agentId}` })).code).toBe(10200);
    expect((await stranger.request({ method: 'GET', url: `/xiaozhi/agent/mcp/tools/${agentId}` })).code).toBe(10202);
    expect((await address('no-such-agent')).code).toBe(10200);
    expect((await call(app, { method: 'GET', url: `/xiaozhi/agent/mcp/address/${agentId}` })).code).toBe(401);
  });

  it('lists the agent’s tools, sorted, from the endpoint service’s /call/ socket; [] when it is down', async () => {
    const service = await startFakeMcpEndpoint('a-key-of-any-length', { [md5Hex(agentId)]: ['self.light.on', 'play_music', 'self.light.off'] });
    try {
      await setEndpoint(service.param);
      expect(await tools()).toMatchObject({ code: 0, data: ['play_music', 'self.light.off', 'self.light.on'] });
      expect(service.agentHashes).toEqual([md5Hex(agentId)]);
      const other = await web.createAgent('另一个');
      expect((await tools(other)).data).toEqual([]);
    } finally {
      await service.close();
    }
    await setEndpoint(`http://127.0.0.1:${await closedPort('127.0.0.1')}/mcp_endpoint/health?key=k`);
    expect(await tools()).toMatchObject({ code: 0, data: [] });
  });

  it('puts mcp_endpoint (the /call/ address) into agent-models beside mcp_servers only when the param is set', async () => {
    const device = await bindNewDevice(app, owner, agentId);
    const server = await deviceServerFor(app);
    expect((await server.agentModels(device.mac, device.clientId)).data).not.toHaveProperty('mcp_endpoint');
    await setEndpoint('http://10.0.0.5:8004/mcp_endpoint/health?key=abc123');
    const { data } = await server.agentModels(device.mac, device.clientId);
    expect(data.mcp_endpoint).toBe(`ws://10.0.0.5:8004/mcp_endpoint/call/?token=${encodeURIComponent(accessToken(agentId, 'abc123'))}`);
  });
});
