import type { AddressBookEntry } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { deviceServerFor, type SimulatedDeviceServer } from '../../../test/device-simulator.ts';
import { startFakeCallGateway, type FakeCallGateway } from '../../../test/fake-mqtt-gateway-calls.ts';
import { dailyToken } from '../../../test/fake-mqtt-gateway.ts';
import { bearer, buildTestApp, call, createUser, TestClock, type TestUser } from '../../../test/helper.ts';

const NOW = Date.parse('2025-06-01T04:00:00.000Z');
const KEY = 'Gateway-Key-42';

describe('device-to-device calls', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let web: ReturnType<typeof consoleFor>;
  let server: SimulatedDeviceServer;
  let gateway: FakeCallGateway;
  let kitchen: string;
  let bedroom: string;
  let garage: string;
  beforeEach(async () => {
    app = await buildTestApp({ clock: new TestClock(NOW) });
    owner = await createUser(app);
    web = consoleFor(app, owner);
    server = await deviceServerFor(app);
    const agentId = await web.createAgent('家里');
    kitchen = (await bindNewDevice(app, owner, agentId)).mac;
    bedroom = (await bindNewDevice(app, owner, agentId)).mac;
    garage = (await bindNewDevice(app, owner, agentId)).mac;
    gateway = await startFakeCallGateway(KEY, new Date(NOW));
    await setParam('server.mqtt_manager_api', gateway.api);
    await setParam('server.mqtt_signature_key', KEY);
  });
  afterEach(async () => {
    await gateway.close();
    await app.close();
  });

  const setParam = (code: string, value: string) => app.services.repos.params.setValue(code, value, new Date(NOW).toISOString());
  const online = async (mac: string) => {
    const device = await app.services.repos.devices.findById(mac);
    const id = mac.replaceAll(':', '_');
    gateway.alive.add(`${device!.board || 'GID_default'}@@@${id}@@@${id}`);
  };
  const add = (mac: string, payload: Record<string, unknown>) =>
    web.request<AddressBookEntry>({ method: 'POST', url: `/xiaozhi/device/address-book/${encodeURIComponent(mac)}`, payload });
  const book = async (mac: string) => (await web.request<AddressBookEntry[]>({ method: 'GET', url: `/xiaozhi/device/address-book/${mac}` })).data;

  it('rings the device the caller’s book names, through the gateway with its daily token, telling it who calls', async () => {
    await add(kitchen, { targetMac: bedroom, alias: '小陈' });
    await add(bedroom, { targetMac: kitchen, alias: '妈妈' });
    await online(bedroom);
    const answer = await server.callDevice(kitchen.toUpperCase(), '小陈');
    expect(answer).toMatchObject({ status: 200, code: 0, data: { status: 'success', message: '呼叫已发起', targetMac: bedroom, callerNickname: '妈妈' } });
    expect(gateway.calls).toEqual([
      { path: '/api/call/request', authorization: `Bearer ${dailyToken(KEY, new Date(NOW))}`, body: { caller_mac: kitchen, target_mac: bedroom, caller_nickname: '妈妈' } },
    ]);

    // The gateway's own refusal is passed on for the device to speak.
    gateway.callAnswer = { status: 'error', message: '对方正在通话中' };
    expect((await server.callDevice(kitchen, '小陈')).data).toMatchObject({ status: 'error', message: '对方正在通话中' });
  });

  it('finds the target by its own device name too, and announces a nameless caller by its MAC’s tail', async () => {
    await web.request({ method: 'PUT', url: `/xiaozhi/device/update/${bedroom}`, payload: { alias: '卧室音箱' } });
    await add(kitchen, { targetMac: bedroom, alias: '小陈' });
    await online(bedroom);
    const answer = await server.callDevice(kitchen, '卧室音箱');
    expect(answer.data).toMatchObject({ targetMac: bedroom, callerNickname: `尾号为${kitchen.slice(-2)}的设备` });
    await web.request({ method: 'PUT', url: `/xiaozhi/device/update/${kitchen}`, payload: { alias: '厨房' } });
    expect((await server.callDevice(kitchen, '小陈')).data.callerNickname).toBe('厨房');
  });

  it('answers a sentence the device can speak for an unknown name, a forbidden or offline target and a missing gateway', async () => {
    await add(kitchen, { targetMac: bedroom, alias: '小陈' });
    await add(kitchen, { targetMac: garage, alias: '车库', hasPermission: false });
    await online(garage);

    const unknown = await server.callDevice(kitchen, '不认识');
    expect(unknown).toMatchObject({ code: 10041, msg: '未找到对应设备：不认识' });
    expect((await server.callDevice(kitchen, '不认识', { language: 'en' })).msg).toBe('No device found by the name 不认识');
    expect((await server.callDevice(bedroom, '小陈')).code).toBe(10041);
    expect(await server.callDevice(kitchen, '车库')).toMatchObject({ code: 403, msg: '呼叫失败，您没有权限呼叫车库' });
    expect(await server.callDevice(kitchen, '小陈')).toMatchObject({ code: 10194, msg: '小陈现在不在线，请稍后再呼叫' });
    expect(gateway.calls).toEqual([]);

    await online(bedroom);
    gateway.callAnswer = 500;
    expect(await server.callDevice(kitchen, '小陈')).toMatchObject({ code: 10194, msg: '呼叫失败，请稍后再试' });
    await setParam('server.mqtt_manager_api', 'null');
    expect(await server.callDevice(kitchen, '小陈')).toMatchObject({ code: 10194, msg: '呼叫失败，服务器未配置设备通话' });
  });

  it('accepts the call ringing on the caller with answer=true', async () => {
    const answer = await server.callDevice(bedroom, '妈妈', { answer: true });
    expect(answer).toMatchObject({ code: 0, data: { status: 'success', targetMac: null } });
    expect(gateway.calls).toEqual([expect.objectContaining({ path: '/api/call/accept', body: { mac: bedroom } })]);
  });

  it('is no longer taken by the user route /device/address-book/:mac and wants the server secret', async () => {
    const url = `/xiaozhi/device/address-book/call?callerMac=${kitchen}&nickname=x`;
    expect(await call(app, { method: 'GET', url })).toMatchObject({ code: 401 });
    expect(await call(app, { method: 'GET', url, headers: bearer(owner.token) })).toMatchObject({ code: 401 });
    expect((await server.callDevice('not-a-mac', 'x')).code).toBe(400);
  });

  it('goes quiet with the address book switched off', async () => {
    await add(kitchen, { targetMac: bedroom, alias: '小陈' });
    await online(bedroom);
    const menu = JSON.parse(await app.services.params.text('system-web.menu')) as { features: Record<string, { enabled: boolean }> };
    menu.features.addressBook!.enabled = false;
    await setParam('system-web.menu', JSON.stringify(menu));
    expect((await server.callDevice(kitchen, '小陈')).code).toBe(10041);
  });

  it('serves upstream’s alias and permission forms, owner-scoped, adding entries and numbering taken names', async () => {
    const put = (form: 'alias' | 'permission', payload: Record<string, unknown>, as = web) =>
      as.request({ method: 'PUT', url: `/xiaozhi/device/address-book/${form}`, payload });
    expect((await put('alias', { macAddress: kitchen, targetMac: bedroom, alias: '小陈' })).code).toBe(0);
    expect((await put('permission', { macAddress: kitchen, targetMac: bedroom, hasPermission: false })).code).toBe(0);
    expect((await put('alias', { macAddress: kitchen, targetMac: garage, alias: '小陈' })).code).toBe(0);
    await web.request({ method: 'PUT', url: `/xiaozhi/device/update/${kitchen}`, payload: { alias: '厨房' } });
    expect((await put('permission', { macAddress: bedroom, targetMac: kitchen, hasPermission: true })).code).toBe(0);
    expect((await put('permission', { macAddress: bedroom, targetMac: garage, hasPermission: false })).code).toBe(0);
    expect((await book(kitchen)).map((row) => [row.targetMac, row.alias, row.hasPermission])).toEqual([
      [bedroom, '小陈', false],
      [garage, '小陈1', true],
    ]);
    expect((await book(bedroom)).map((row) => [row.alias, row.hasPermission])).toEqual([
      ['厨房', true],
      [`尾号为${garage.slice(-2)}的设备`, false],
    ]);

    const stranger = consoleFor(app, await createUser(app));
    expect((await put('alias', { macAddress: kitchen, targetMac: bedroom, alias: '偷看' }, stranger)).code).toBe(612);
    expect((await put('alias', { macAddress: kitchen, targetMac: kitchen, alias: '我' })).code).toBe(400);
    expect((await put('permission', { macAddress: kitchen, targetMac: 'a4:cf:12:ff:ff:ff', hasPermission: true })).code).toBe(400);
    expect((await put('alias', { macAddress: kitchen, targetMac: bedroom, alias: '' })).code).toBe(400);
    expect((await book(kitchen)).map((row) => row.alias)).toEqual(['小陈', '小陈1']);
  });
});
