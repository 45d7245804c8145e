import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor, nextMac } from '../../../test/console-client.ts';
import { closedPort } from '../../../test/fake-device-server.ts';
import { dailyToken, startFakeMqttGateway, type FakeMqttGateway } from '../../../test/fake-mqtt-gateway.ts';
import { buildTestApp, call, createUser, TestClock, type TestUser } from '../../../test/helper.ts';
import { registerCodeKey } from './device-gateway.service.ts';

const NOW = Date.parse('2025-06-01T04:00:00.000Z');
const KEY = 'Gateway-Key-42';

describe('device tools through the MQTT gateway', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let web: ReturnType<typeof consoleFor>;
  let agentId: string;
  let mac: string;
  let gateway: FakeMqttGateway | undefined;
  beforeEach(async () => {
    app = await buildTestApp({ clock: new TestClock(NOW) });
    owner = await createUser(app);
    web = consoleFor(app, owner);
    agentId = await web.createAgent();
    mac = (await bindNewDevice(app, owner, agentId)).mac;
  });
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    await app.close();
  });

  const setParam = (code: string, value: string) => app.services.repos.params.setValue(code, value, new Date(NOW).toISOString());
  const configure = async (api: string) => {
    await setParam('server.mqtt_manager_api', api);
    await setParam('server.mqtt_signature_key', KEY);
  };
  const clientIdOf = (deviceMac: string) => `bread-compact-wifi@@@${deviceMac.replaceAll(':', '_')}@@@${deviceMac.replaceAll(':', '_')}`;
  const list = (deviceId = mac, lang = 'zh_CN') => web.request<{ tools: { name: string }[] }>({ method: 'POST', url: `/xiaozhi/device/tools/list/${deviceId}`, headers: { 'accept-language': lang } });
  const callTool = (payload: Record<string, unknown>, deviceId = mac) => web.request({ method: 'POST', url: `/xiaozhi/device/tools/call/${deviceId}`, payload });

  it('answers 10194 saying which params to set while no gateway is configured', async () => {
    expect(await list()).toMatchObject({ code: 10194, msg: expect.stringContaining('server.mqtt_manager_api') });
    expect((await list(mac, 'en')).msg).toContain('No MQTT gateway is configured');
    await setParam('server.mqtt_manager_api', '127.0.0.1:1');
    expect((await callTool({ name: 'self.get_device_status' })).msg).toContain('server.mqtt_signature_key');
  });

  it('lists and calls the device’s tools with the gateway’s client id, daily token and MCP payload', async () => {
    gateway = await startFakeMqttGateway(KEY, new Date(NOW), { [clientIdOf(mac)]: [{ name: 'self.get_device_status' }, { name: 'self.audio_speaker.set_volume' }] });
    await configure(gateway.api);
    const listed = await list();
    expect(listed).toMatchObject({ code: 0, data: { tools: [{ name: 'self.get_device_status' }, { name: 'self.audio_speaker.set_volume' }] } });
    expect(gateway.requests[0]).toMatchObject({
      clientId: clientIdOf(mac),
      authorization: `Bearer ${dailyToken(KEY, new Date(NOW))}`,
      body: { type: 'mcp', payload: { jsonrpc: '2.0', method: 'tools/list', params: { withUserTools: true } } },
    });
    const called = await callTool({ name: 'self.audio_speaker.set_volume', arguments: { volume: 40 } });
    expect(called.code).toBe(0);
    expect(called.data).toEqual({ content: [{ type: 'text', text: JSON.stringify({ called: 'self.audio_speaker.set_volume', with: { volume: 40 } }) }], isError: false });
    expect(gateway.requests[1]?.body.payload).toMatchObject({ method: 'tools/call', params: { name: 'self.audio_speaker.set_volume', arguments: { volume: 40 } } });
  });

  it('answers 10194 for a device that is not connected, not the caller’s, or a gateway that is down or refuses the key', async () => {
    gateway = await startFakeMqttGateway(KEY, new Date(NOW), {});
    await configure(gateway.api);
    expect(await list()).toMatchObject({ code: 10194, msg: expect.stringContaining('设备未连接') });
    const stranger = consoleFor(app, await createUser(app));
    expect((await stranger.request({ method: 'POST', url: `/xiaozhi/device/tools/list/${mac}` })).code).toBe(10194);
    expect((await list(nextMac())).code).toBe(10194);
    expect(gateway.requests).toHaveLength(1);
    await setParam('server.mqtt_signature_key', 'Another-Key-7');
    expect(await list()).toMatchObject({ code: 10194, msg: expect.stringContaining('MQTT 网关调用失败') });
    await setParam('server.mqtt_manager_api', `127.0.0.1:${await closedPort('127.0.0.1')}`);
    expect(await list(mac, 'en')).toMatchObject({ code: 10194, msg: expect.stringContaining('The MQTT gateway call failed: connection refused') });
  });

  it('refuses a call without a tool name (400) and needs a signed-in user (401)', async () => {
    expect((await callTool({ arguments: {} })).status).toBe(400);
    expect((await callTool({ name: '   ' })).status).toBe(400);
    expect((await call(app, { method: 'POST', url: `/xiaozhi/device/tools/list/${mac}` })).code).toBe(401);
  });
});

describe('legacy device routes', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let web: ReturnType<typeof consoleFor>;
  beforeEach(async () => {
    app = await buildTestApp();
    owner = await createUser(app);
    web = consoleFor(app, owner);
  });
  afterEach(() => app.close());

  it('POST /device/register hands out a 6-digit code kept under upstream’s key for that MAC', async () => {
    const first = await web.request<string>({ method: 'POST', url: '/xiaozhi/device/register', payload: { macAddress: 'A4:CF:12:AA:BB:CC' } });
    expect(first.code).toBe(0);
    expect(first.data).toMatch(/^\d{6}$/);
    expect(await app.services.kv.get(registerCodeKey(first.data))).toBe('a4:cf:12:aa:bb:cc');
    expect((await web.request({ method: 'POST', url: '/xiaozhi/device/register', payload: { macAddress: 'not-a-mac' } })).status).toBe(400);
    expect((await call(app, { method: 'POST', url: '/xiaozhi/device/register', payload: { macAddress: 'a4:cf:12:aa:bb:cc' } })).code).toBe(401);
  });

  it('PUT /user/configDevice/{id} changes the caller’s device remark and auto update; another user’s is not found', async () => {
    const agentId = await web.createAgent();
    const device = await bindNewDevice(app, owner, agentId);
    const saved = await web.request({ method: 'PUT', url: `/xiaozhi/user/configDevice/${device.mac}`, payload: { alias: '客厅', autoUpdate: 0 } });
    expect(saved).toMatchObject({ code: 0, data: null });
    expect(await app.services.repos.devices.findById(device.mac)).toMatchObject({ alias: '客厅', auto_update: 0 });
    const stranger = consoleFor(app, await createUser(app));
    expect((await stranger.request({ method: 'PUT', url: `/xiaozhi/user/configDevice/${device.mac}`, payload: { alias: 'x' } })).code).toBe(612);
    expect((await web.request({ method: 'PUT', url: `/xiaozhi/user/configDevice/${device.mac}`, payload: { autoUpdate: 5 } })).status).toBe(400);
    expect(await app.services.repos.devices.findById(device.mac)).toMatchObject({ alias: '客厅', auto_update: 0 });
  });
});
