import type { DoctorReport } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor, nextMac } from '../../../test/console-client.ts';
import { deviceServerFor } from '../../../test/device-simulator.ts';
import { closedPort, lanAddress, startFakeDeviceServer, startFakeHttpServer } from '../../../test/fake-device-server.ts';
import { startFakeMqttGateway } from '../../../test/fake-mqtt-gateway-status.ts';
import { buildTestApp, call, createUser, TestClock, type TestUser } from '../../../test/helper.ts';

describe('endpoint doctor', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let admin: TestUser;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ clock, outboundTimeouts: { probeMs: 1500 } });
    admin = await createUser(app, { superAdmin: true });
  });
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
    for (const code of ['server.ota', 'server.websocket', 'server.fronted_url', 'server.mqtt_gateway', 'server.mqtt_signature_key', 'server.mqtt_manager_api']) {
      await app.services.params.set(code, 'null');
    }
  });
  afterAll(() => app.close());

  const doctor = async (query = '', lang = 'en-US') => {
    const res = await consoleFor(app, admin).request<DoctorReport>({ method: 'GET', url: `/xiaozhi/admin/server/doctor${query}`, headers: { 'accept-language': lang, host: 'console.example.com:8002' } });
    expect(res.code).toBe(0);
    return res.data;
  };
  const finding = (report: DoctorReport, subject: string) => report.findings.filter((entry) => entry.subject === subject);

  it('explains an unconfigured install and shows what an unbound device is sent, code masked', async () => {
    const report = await doctor();
    expect(report.otaUrl).toBe('http://console.example.com:8002/xiaozhi/ota/');
    expect(finding(report, 'websocket')).toEqual([
      { subject: 'websocket', address: 'ws://console.example.com:8000/xiaozhi/v1/', level: 'problem', message: expect.stringContaining('server.websocket is not set') },
    ]);
    expect(finding(report, 'ota')[0]).toMatchObject({ level: 'warning' });
    expect(finding(report, 'frontedUrl')[0]).toMatchObject({ level: 'warning', message: expect.stringContaining('still the example address') });
    expect(finding(report, 'mqtt')[0]).toMatchObject({ level: 'ok' });
    expect(finding(report, 'gateway')[0]).toMatchObject({ level: 'ok', message: expect.stringContaining('last heard from') });
    expect(report.otaAnswer).toMatchObject({ activation: { code: '******' } });
    expect(report.agentModels).toBeNull();
    const zh = await doctor('', 'zh-CN');
    expect(finding(zh, 'websocket')[0]!.message).toContain('未设置 server.websocket');
  });

  it('checks every address: reachable, not loopback, ws from an https page, and the gateway', async () => {
    const ota = await startFakeHttpServer('OTA接口运行正常，websocket集群数量：1');
    const ws = await startFakeDeviceServer('answer');
    const gateway = await startFakeMqttGateway('key-1', () => new Date(clock.now()).toISOString().slice(0, 10));
    closers.push(ota.close, ws.close, gateway.close);
    const dead = `ws://${lanAddress()}:${await closedPort()}/xiaozhi/v1/`;
    await app.services.params.set('server.ota', `${ota.url}/xiaozhi/ota/`);
    await app.services.params.set('server.websocket', `${ws.url};${dead}`);
    await app.services.params.set('server.fronted_url', 'http://localhost:8001');
    await app.services.params.set('server.mqtt_gateway', 'mqtt.example.com:1883');
    await app.services.params.set('server.mqtt_manager_api', gateway.address);
    const report = await doctor('?pageProtocol=https');
    expect(finding(report, 'ota')).toEqual([{ subject: 'ota', address: `${ota.url}/xiaozhi/ota/`, level: 'ok', message: expect.any(String) }]);
    const websocket = finding(report, 'websocket');
    expect(websocket.find((entry) => entry.address === ws.url && entry.level === 'ok')).toBeDefined();
    expect(websocket.find((entry) => entry.address === ws.url && entry.level === 'warning')!.message).toContain('browsers block ws://');
    expect(websocket.find((entry) => entry.address === dead && entry.level === 'problem')!.message).toContain('connection refused');
    expect(finding(report, 'frontedUrl')[0]).toMatchObject({ level: 'problem', message: expect.stringContaining('points at this machine') });
    expect(finding(report, 'mqtt')[0]).toMatchObject({ level: 'problem', message: expect.stringContaining('mqtt_signature_key is empty') });
    // The gateway refuses the token signed with an empty key; with the right key it answers.
    expect(finding(report, 'gateway')[0]).toMatchObject({ level: 'problem', message: expect.stringContaining('HTTP 401') });
    await app.services.params.set('server.mqtt_signature_key', 'key-1');
    const fixed = await doctor();
    expect(finding(fixed, 'gateway')[0]).toMatchObject({ level: 'ok' });
    expect(finding(fixed, 'mqtt')[0]).toMatchObject({ level: 'ok' });
  });

  it('shows exactly what a chosen bound device and its device server get, without recording a visit', async () => {
    const owner = await createUser(app);
    const agentId = await consoleFor(app, owner).createAgent();
    const device = await bindNewDevice(app, owner, agentId);
    await app.services.params.set('server.websocket', 'ws://192.0.2.10:8000/xiaozhi/v1/');
    await app.services.params.set('server.mqtt_gateway', 'mqtt.example.com:1883');
    await app.services.params.set('server.mqtt_signature_key', 'key-1');
    clock.advance(3600);
    const report = await doctor(`?mac=${device.mac.toUpperCase()}`);
    expect(report.mac).toBe(device.mac);
    expect(report.otaAnswer).toMatchObject({ websocket: { url: 'ws://192.0.2.10:8000/xiaozhi/v1/', token: expect.stringMatching(/\.\d+$/) } });
    expect(report.mqtt).toMatchObject({ endpoint: 'mqtt.example.com:1883', subscribe_topic: `devices/p2p/${device.mac.replaceAll(':', '_')}` });
    expect(report.agentModels).toHaveProperty('selected_module');
    expect(report.agentModels).toHaveProperty('prompt');
    expect(finding(report, 'agentModels')[0]).toMatchObject({ level: 'ok' });
    expect((await app.services.repos.devices.findById(device.mac))?.last_connected_at).toBe('2025-06-01T04:00:00.000Z');
    const stranger = await doctor(`?mac=${nextMac()}`);
    expect(finding(stranger, 'agentModels')[0]).toMatchObject({ level: 'warning', message: expect.stringContaining('is not bound') });
  });

  it('names a device server that called with a wrong secret', async () => {
    expect(finding(await doctor(), 'secret')[0]).toMatchObject({ level: 'ok' });
    const server = await deviceServerFor(app);
    const wrong = await call(app, { method: 'POST', url: '/xiaozhi/config/server-base', headers: { authorization: 'Bearer not-the-secret' } });
    expect(wrong.code).toBe(401);
    expect((await server.serverBase()).code).toBe(0);
    expect(finding(await doctor(), 'secret')[0]).toMatchObject({ level: 'problem', message: expect.stringContaining('2025-06-01T') });
  });

  it('is for admins only', async () => {
    const user = await createUser(app);
    expect((await consoleFor(app, user).request({ method: 'GET', url: '/xiaozhi/admin/server/doctor' })).code).not.toBe(0);
  });
});
