import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor, nextMac } from '../../../test/console-client.ts';
import { SimulatedDevice } from '../../../test/device-simulator.ts';
import { buildTestApp, createUser, TestClock, type TestUser } from '../../../test/helper.ts';
import { INVALID_FIRMWARE_URL, MAX_PENDING_PER_ADDRESS } from './ota.service.ts';

describe('device OTA endpoints', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let owner: TestUser;
  beforeEach(async () => {
    clock = new TestClock();
    app = await buildTestApp({ clock });
    owner = await createUser(app);
  });
  afterEach(() => app.close());

  const post = (headers: Record<string, string>, payload: unknown = {}) =>
    app.inject({ method: 'POST', url: '/xiaozhi/ota/', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });

  it('answers a missing or malformed Device-Id with an error body, as upstream does', async () => {
    expect((await post({})).json()).toEqual({ error: 'Device ID is required' });
    expect((await post({ 'device-id': 'not-a-mac' })).json()).toEqual({ error: 'Invalid device ID' });
    expect((await post({ 'device-id': 'aa:bb:cc:dd:ee' })).statusCode).toBe(200);
  });

  it('gives an unbound device a code it keeps for 24 h, never shared with another device', async () => {
    const device = new SimulatedDevice(app, { mac: nextMac(), version: '1.5.0' });
    const first = (await device.checkIn()).json;
    expect(first.activation.code).toMatch(/^\d{6}$/);
    expect(first.firmware).toEqual({ version: '1.5.0', url: INVALID_FIRMWARE_URL });
    expect(first).not.toHaveProperty('websocket');
    clock.advance(86_399);
    expect((await device.checkIn()).json.activation.code).toBe(first.activation.code);
    clock.advance(1);
    const renewed = (await device.checkIn()).json.activation.code;
    expect(renewed).toMatch(/^\d{6}$/);

    const codes = new Set<string>([renewed]);
    for (let i = 0; i < 30; i++) codes.add((await new SimulatedDevice(app, { mac: nextMac() }).checkIn()).json.activation.code);
    expect(codes.size).toBe(31);
  });

  it('puts server.fronted_url before the code, and only the code when it is unset', async () => {
    await app.services.params.set('server.fronted_url', 'https://console.example.com');
    const { json } = await new SimulatedDevice(app, { mac: nextMac() }).checkIn();
    expect(json.activation.message).toBe(`https://console.example.com\n${json.activation.code}`);
    await app.services.params.set('server.fronted_url', 'null');
    const bare = (await new SimulatedDevice(app, { mac: nextMac() }).checkIn()).json;
    expect(bare.activation.message).toBe(bare.activation.code);
  });

  it('tolerates odd bodies: no body, wrong field types, extra fields', async () => {
    const mac = nextMac();
    const empty = await app.inject({ method: 'POST', url: '/xiaozhi/ota/', headers: { 'device-id': mac } });
    expect(empty.json().activation.code).toMatch(/^\d{6}$/);
    const odd = await post({ 'device-id': nextMac() }, { application: { version: 12 }, board: 'esp', chip_model_name: 3, extra: { a: 1 } });
    expect(odd.json().firmware).toEqual({ version: '', url: INVALID_FIRMWARE_URL });
  });

  it('sends a bound device the WebSocket address: first of server.websocket, else this host on port 8000', async () => {
    const agentId = await consoleFor(app, owner).createAgent();
    const device = await bindNewDevice(app, owner, agentId);
    const derived = await app.inject({ method: 'POST', url: '/xiaozhi/ota/', headers: { ...device.headers(), host: 'console.lan:8002' }, payload: JSON.stringify(device.body()) });
    expect(derived.json().websocket.url).toBe('ws://console.lan:8000/xiaozhi/v1/');
    await app.services.params.set('server.websocket', ' ws://a.example/xiaozhi/v1/ ; ws://b.example/xiaozhi/v1/');
    expect((await device.checkIn()).json.websocket.url).toBe('ws://a.example/xiaozhi/v1/');
    await app.services.params.set('server.auth.enabled', 'false');
    expect((await device.checkIn()).json.websocket.token).toBe('');
  });

  it('signs the token over Client-Id | Device-Id | seconds with server.secret', async () => {
    await app.services.params.set('server.secret', 'test-secret');
    const agentId = await consoleFor(app, owner).createAgent();
    const device = await bindNewDevice(app, owner, agentId);
    const seconds = Math.floor(clock.now() / 1000);
    const expected = createHmac('sha256', 'test-secret').update(`${device.clientId}|${device.mac}|${seconds}`).digest('base64url');
    expect((await device.checkIn()).json.websocket.token).toBe(`${expected}.${seconds}`);
    const noClientId = await app.inject({ method: 'POST', url: '/xiaozhi/ota/', headers: { 'device-id': device.mac } });
    const fallback = createHmac('sha256', 'test-secret').update(`${device.mac}|${device.mac}|${seconds}`).digest('base64url');
    expect(noClientId.json().websocket.token).toBe(`${fallback}.${seconds}`);
  });

  it('records every check-in: last seen, board and firmware version; omits firmware when auto-update is off', async () => {
    const web = consoleFor(app, owner);
    const agentId = await web.createAgent();
    const device = await bindNewDevice(app, owner, agentId);
    clock.advance(3600);
    device.board = 'lichuang-dev';
    device.version = '1.7.0';
    expect((await device.checkIn()).json.firmware).toEqual({ version: '1.7.0', url: '' });
    const row = await app.services.repos.devices.findById(device.mac);
    expect(row).toMatchObject({ board: 'lichuang-dev', app_version: '1.7.0', last_connected_at: new Date(clock.now()).toISOString() });

    await web.request({ method: 'PUT', url: `/xiaozhi/device/update/${device.mac}`, payload: { autoUpdate: 0 } });
    expect((await device.checkIn()).json).not.toHaveProperty('firmware');
  });

  it('refuses oversize device fields with 400 and stores nothing of them', async () => {
    const huge = 'x'.repeat(450_000);
    const mac = nextMac();
    for (const payload of [{ application: { version: huge } }, { board: { type: huge } }, { chip_model_name: huge }, { uuid: 'u'.repeat(65) }]) {
      const res = await post({ 'device-id': mac }, payload);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body.length).toBeLessThan(1000);
    }
    expect((await post({ 'device-id': mac, 'client-id': 'c'.repeat(65) })).statusCode).toBe(400);
    expect(await app.services.kv.get(`ota:activation:data:${mac.replaceAll(':', '_')}`)).toBeNull();
    const fine = await post({ 'device-id': mac }, { application: { version: '1.6.2' }, board: { type: 'bread-compact-wifi' } });
    expect(fine.json().activation.code).toMatch(/^\d{6}$/);
    expect(await app.services.kv.get(`ota:activation:data:${mac.replaceAll(':', '_')}`)).toContain('bread-compact-wifi');
  });

  it('keeps a bound device\'s board and version when another client id reports for its MAC', async () => {
    const agentId = await consoleFor(app, owner).createAgent();
    const device = await bindNewDevice(app, owner, agentId);
    device.version = '1.7.0';
    await device.checkIn();
    const forged = await post({ 'device-id': device.mac, 'client-id': 'someone-else' }, { application: { version: '0.0.1' }, board: { type: 'forged-board' } });
    expect(forged.statusCode).toBe(200);
    expect(await app.services.repos.devices.findById(device.mac)).toMatchObject({ app_version: '1.7.0', client_id: device.clientId });
    expect((await app.services.repos.devices.findById(device.mac))?.board).not.toBe('forged-board');
  });

  it('caps the activations one address may hold open, while devices that have a code keep it', async () => {
    const address = { remoteAddress: '198.51.100.7' };
    const checkIn = (mac: string) =>
      app.inject({ method: 'POST', url: '/xiaozhi/ota/', ...address, headers: { 'content-type': 'application/json', 'device-id': mac }, payload: '{}' });
    const first = nextMac();
    expect((await checkIn(first)).statusCode).toBe(200);
    await app.services.kv.set('ota:pending:ip:198.51.100.7', String(MAX_PENDING_PER_ADDRESS), 3600);
    const refused = await checkIn(nextMac());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(429);
    expect((await checkIn(first)).json().activation.code).toMatch(/^\d{6}$/);
  });

  it('finds a device added by hand whatever the MAC spelling', async () => {
    const web = consoleFor(app, owner);
    const agentId = await web.createAgent();
    await web.request({ method: 'POST', url: '/xiaozhi/device/preregister', payload: { agentId, board: 'esp-box-3', appVersion: '1.0.0', macAddress: 'A4-CF-12-AB-CD-EF' } });
    const { json } = await new SimulatedDevice(app, { mac: 'a4:cf:12:ab:cd:ef' }).checkIn();
    expect(json).not.toHaveProperty('activation');
    expect(json.websocket.url).toContain('/xiaozhi/v1/');
  });

  it('adds MQTT credentials when the gateway and its signing key are set', async () => {
    await app.services.params.set('server.mqtt_gateway', 'mqtt.example.com:1883');
    await app.services.params.set('server.mqtt_signature_key', 'sign-key');
    const agentId = await consoleFor(app, owner).createAgent();
    const device = await bindNewDevice(app, owner, agentId, 'a4:cf:12:00:00:01');
    const { mqtt } = (await device.checkIn()).json;
    const username = Buffer.from(JSON.stringify({ ip: '127.0.0.1' })).toString('base64');
    const clientId = 'bread-compact-wifi@@@a4_cf_12_00_00_01@@@a4_cf_12_00_00_01';
    expect(mqtt).toEqual({
      endpoint: 'mqtt.example.com:1883',
      client_id: clientId,
      username,
      password: createHmac('sha256', 'sign-key').update(`${clientId}|${username}`).digest('base64'),
      publish_topic: 'device-server',
      subscribe_topic: 'devices/p2p/a4_cf_12_00_00_01',
    });
  });

  it('answers the activation poll 202 until bound, then 200 "success"', async () => {
    const device = new SimulatedDevice(app, { mac: nextMac() });
    expect(await device.activate()).toEqual({ status: 202, body: '' });
    expect((await app.inject({ method: 'POST', url: '/xiaozhi/ota/activate' })).statusCode).toBe(202);
    const { json } = await device.checkIn();
    const agentId = await consoleFor(app, owner).createAgent();
    await consoleFor(app, owner).bind(agentId, json.activation.code);
    expect(await device.activate()).toEqual({ status: 200, body: 'success' });
  });

  it('reports its health as plain text on GET /ota/', async () => {
    const unset = await app.inject({ method: 'GET', url: '/xiaozhi/ota/' });
    expect(unset.headers['content-type']).toMatch(/^text\/plain/);
    expect(unset.body).toContain('OTA');
    await app.services.params.set('server.websocket', 'ws://a/xiaozhi/v1/;ws://b/xiaozhi/v1/');
    expect((await app.inject({ method: 'GET', url: '/xiaozhi/ota/' })).body).toBe('OTA接口运行正常，websocket集群数量：2');
  });
});
