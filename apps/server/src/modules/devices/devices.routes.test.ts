import type { BoundDevice, DeviceConnectionGuide } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor, nextMac } from '../../../test/console-client.ts';
import { SimulatedDevice } from '../../../test/device-simulator.ts';
import { buildTestApp, call, createUser, TestClock, type TestUser } from '../../../test/helper.ts';

describe('console device routes', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let owner: TestUser;
  let web: ReturnType<typeof consoleFor>;
  let agentId: string;
  beforeEach(async () => {
    clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ clock });
    owner = await createUser(app);
    web = consoleFor(app, owner);
    agentId = await web.createAgent();
  });
  afterEach(() => app.close());

  const list = () => web.request<BoundDevice[]>({ method: 'GET', url: `/xiaozhi/device/bind/${agentId}` });
  const codeOf = async (device: SimulatedDevice) => (await device.checkIn()).json.activation.code as string;

  it('offers every signed-in user the board types of the FIRMWARE_TYPE dictionary, by sort', async () => {
    const boards = await web.request<{ name: string; key: string }[]>({ method: 'GET', url: '/xiaozhi/device/board-types' });
    expect(boards.code).toBe(0);
    expect(boards.data.length).toBeGreaterThan(40);
    expect(boards.data).toContainEqual({ name: '面包板新版接线（WiFi）', key: 'bread-compact-wifi' });
    expect((await call(app, { method: 'GET', url: '/xiaozhi/device/board-types' })).code).toBe(401);
  });

  it('lists the agent’s devices in bind order with upstream’s fields', async () => {
    expect((await list()).data).toEqual([]);
    const first = await bindNewDevice(app, owner, agentId, 'a4:cf:12:00:00:0a');
    clock.advance(60);
    await bindNewDevice(app, owner, agentId, 'a4:cf:12:00:00:0b');
    const otherAgent = await web.createAgent('另一个');
    await bindNewDevice(app, owner, otherAgent);
    const rows = (await list()).data;
    expect(rows.map((row) => row.macAddress)).toEqual(['a4:cf:12:00:00:0a', 'a4:cf:12:00:00:0b']);
    expect(rows[0]).toEqual({
      id: first.mac,
      agentId,
      macAddress: first.mac,
      board: 'bread-compact-wifi',
      deviceType: 'bread-compact-wifi',
      appVersion: '1.6.2',
      alias: null,
      autoUpdate: 1,
      createDate: '2025-06-01 04:00:00',
      createDateTimestamp: String(Date.parse('2025-06-01T04:00:00.000Z')),
      lastConnectedAtTimestamp: String(Date.parse('2025-06-01T04:00:00.000Z')),
    });
  });

  it('refuses an empty, malformed, wrong or expired code with 10061/10062', async () => {
    expect(await web.bind(agentId, '%20')).toMatchObject({ code: 10061, msg: '激活码不能为空' });
    expect((await web.bind(agentId, '12ab56')).code).toBe(10062);
    expect((await web.bind(agentId, '000000')).code).toBe(10062);
    const device = new SimulatedDevice(app, { mac: nextMac() });
    const code = await codeOf(device);
    clock.advance(86_400);
    const signedInAgain = consoleFor(app, { token: await app.services.sessions.issue(owner.id) });
    const expired = await signedInAgain.request({ method: 'POST', url: `/xiaozhi/device/bind/${agentId}/${code}`, headers: { 'accept-language': 'en' } });
    expect(expired).toMatchObject({ code: 10062, msg: 'The activation code is wrong or has expired; use the 6-digit code the device announced last' });
    expect(await app.services.repos.devices.findById(device.mac)).toBeUndefined();
  });

  it('answers 10063 when the code’s device is already bound', async () => {
    const device = new SimulatedDevice(app, { mac: nextMac() });
    const code = await codeOf(device);
    await app.services.repos.devices.insert({
      id: device.mac, user_id: owner.id, mac_address: device.mac, last_connected_at: null, auto_update: 1, board: null, alias: null,
      agent_id: agentId, app_version: null, sort: 0, created_at: '2025-06-01T00:00:00.000Z', updated_at: '2025-06-01T00:00:00.000Z',
    });
    expect((await web.bind(agentId, code)).code).toBe(10063);
  });

  it('stops a user after ten wrong codes in ten minutes (HTTP 429, 10302), then lets them try again', async () => {
    const device = new SimulatedDevice(app, { mac: nextMac() });
    const code = await codeOf(device);
    for (let i = 0; i < 10; i++) expect((await web.bind(agentId, String(100000 + i))).code).toBe(10062);
    const blocked = await web.bind(agentId, code);
    expect(blocked).toMatchObject({ status: 429, code: 10302, msg: '激活码错误次数过多，请10分钟后再试' });
    const stranger = await createUser(app);
    const strangerAgent = await consoleFor(app, stranger).createAgent();
    expect((await consoleFor(app, stranger).bind(strangerAgent, '999999')).code).toBe(10062);
    clock.advance(600);
    expect((await web.bind(agentId, code)).code).toBe(0);
  });

  it('unbinds by deleting the device row; a second unbind is 612', async () => {
    const device = await bindNewDevice(app, owner, agentId);
    const unbind = () => web.request({ method: 'POST', url: '/xiaozhi/device/unbind', payload: { deviceId: device.mac } });
    expect((await unbind()).code).toBe(0);
    expect(await app.services.repos.devices.findById(device.mac)).toBeUndefined();
    expect(await unbind()).toMatchObject({ code: 612, msg: '设备不存在' });
    expect((await web.request({ method: 'POST', url: '/xiaozhi/device/unbind', payload: {} })).status).toBe(400);
    // Unbound, it asks for a new code again.
    expect((await device.checkIn()).json.activation.code).toMatch(/^\d{6}$/);
  });

  it('changes only the remark or the auto-update switch it is sent', async () => {
    const device = await bindNewDevice(app, owner, agentId);
    const update = (payload: Record<string, unknown>) => web.request({ method: 'PUT', url: `/xiaozhi/device/update/${device.mac}`, payload });
    expect((await update({ alias: '客厅音箱' })).code).toBe(0);
    expect((await update({ autoUpdate: 0 })).code).toBe(0);
    expect((await list()).data[0]).toMatchObject({ alias: '客厅音箱', autoUpdate: 0 });
    expect((await update({ autoUpdate: 2 })).status).toBe(400);
    expect((await update({ alias: 'x'.repeat(65) })).msg).toBe('「备注」最多 64 个字符');
    expect((await web.request({ method: 'PUT', url: '/xiaozhi/device/update/ff:ff:ff:ff:ff:ff', payload: { alias: 'x' } })).code).toBe(612);
  });

  it('adds a device by MAC on both paths, checks the MAC and refuses duplicates with 10161', async () => {
    const add = (url: string, macAddress: string) => web.request({ method: 'POST', url, payload: { agentId, board: 'esp-box-3', appVersion: '1.0.0', macAddress } });
    expect((await add('/xiaozhi/device/preregister', 'A4:CF:12:AA:BB:CC')).code).toBe(0);
    expect((await add('/xiaozhi/device/manual-add', 'a4-cf-12-aa-bb-cd')).code).toBe(0);
    expect((await add('/xiaozhi/device/manual-add', 'a4:cf:12:aa:bb:cc')).code).toBe(10161);
    expect(await add('/xiaozhi/device/preregister', 'a4:cf:12:aa:bb')).toMatchObject({ status: 400, msg: '「MAC 地址」格式不正确' });
    expect((await add('/xiaozhi/device/preregister', 'zz:cf:12:aa:bb:cc')).status).toBe(400);
    expect((await list()).data.map((row) => [row.macAddress, row.autoUpdate, row.lastConnectedAtTimestamp])).toEqual([
      ['a4:cf:12:aa:bb:cc', 1, null],
      ['a4:cf:12:aa:bb:cd', 1, null],
    ]);
  });

  it('takes a manually added device\'s firmware version only as x.y.z, as the firmware upload does', async () => {
    const add = (appVersion: string, macAddress: string) =>
      web.request({ method: 'POST', url: '/xiaozhi/device/manual-add', payload: { agentId, board: 'esp-box-3', appVersion, macAddress } });
    expect((await add(' 1.6.2 ', 'a4:cf:12:aa:cc:01')).code).toBe(0);
    for (const version of ['v1.6.2', '1.6', '1.6.2-rc.1', 'latest', '1.6.2.1']) {
      expect(await add(version, 'a4:cf:12:aa:cc:02'), version).toMatchObject({ status: 400, msg: '「固件版本」格式不正确' });
    }
    expect((await list()).data.map((row) => [row.macAddress, row.appVersion])).toEqual([['a4:cf:12:aa:cc:01', '1.6.2']]);
  });

  it('drops a pending code when the device is added by hand', async () => {
    const device = new SimulatedDevice(app, { mac: nextMac() });
    const code = await codeOf(device);
    await web.request({ method: 'POST', url: '/xiaozhi/device/preregister', payload: { agentId, board: 'esp-box-3', appVersion: '1.0.0', macAddress: device.mac } });
    expect((await web.bind(agentId, code)).code).toBe(10062);
  });

  it('shows the OTA address to flash: the server.ota param, else this console’s own', async () => {
    const guide = () => web.request<DeviceConnectionGuide>({ method: 'GET', url: '/xiaozhi/device/connection-guide', headers: { host: 'console.lan:8002' } });
    expect((await guide()).data).toEqual({ otaUrl: 'http://console.lan:8002/xiaozhi/ota/', otaConfigured: false });
    await app.services.params.set('server.ota', 'https://ota.example.com/xiaozhi/ota/');
    expect((await guide()).data).toEqual({ otaUrl: 'https://ota.example.com/xiaozhi/ota/', otaConfigured: true });
  });

  it('needs a signed-in user on every console device route', async () => {
    const routes = [
      { method: 'GET', url: `/xiaozhi/device/bind/${agentId}` },
      { method: 'POST', url: `/xiaozhi/device/bind/${agentId}/123456` },
      { method: 'POST', url: '/xiaozhi/device/unbind', payload: { deviceId: 'a' } },
      { method: 'PUT', url: '/xiaozhi/device/update/a', payload: {} },
      { method: 'POST', url: '/xiaozhi/device/preregister', payload: {} },
      { method: 'GET', url: '/xiaozhi/device/connection-guide' },
    ] as const;
    for (const route of routes) expect(await call(app, route)).toMatchObject({ status: 200, code: 401 });
  });
});
