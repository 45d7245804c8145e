import type { AddressBookDevice, AddressBookEntry, FeatureSettings } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor, nextMac } from '../../../test/console-client.ts';
import { deviceServerFor, type SimulatedDeviceServer } from '../../../test/device-simulator.ts';
import { bearer, buildTestApp, call, createUser, type TestUser } from '../../../test/helper.ts';

const FEATURES_ON = { voiceprintRecognition: true, voiceClone: true, knowledgeBase: true, mcpAccessPoint: true, addressBook: true, vad: true, asr: true };

describe('device address book', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let web: ReturnType<typeof consoleFor>;
  let server: SimulatedDeviceServer;
  let kitchen: string;
  let bedroom: string;
  let garage: string;
  let agentId: string;
  beforeEach(async () => {
    app = await buildTestApp();
    owner = await createUser(app);
    web = consoleFor(app, owner);
    server = await deviceServerFor(app);
    agentId = await web.createAgent('家里');
    kitchen = (await bindNewDevice(app, owner, agentId)).mac;
    bedroom = (await bindNewDevice(app, owner, agentId)).mac;
    garage = (await bindNewDevice(app, owner, agentId)).mac;
  });
  afterEach(() => app.close());

  const book = (mac: string) => `/xiaozhi/device/address-book/${encodeURIComponent(mac)}`;
  const entry = (mac: string, target: string) => `${book(mac)}/${encodeURIComponent(target)}`;
  const add = (mac: string, payload: Record<string, unknown>, as = web) => as.request<AddressBookEntry>({ method: 'POST', url: book(mac), payload });
  const list = async (mac: string) => (await web.request<AddressBookEntry[]>({ method: 'GET', url: book(mac) })).data;

  it('lists the owner’s devices and keeps per-device entries: add, edit, delete, by alias', async () => {
    await web.request({ method: 'PUT', url: `/xiaozhi/device/update/${kitchen}`, payload: { alias: '厨房音箱' } });
    const devices = await web.request<AddressBookDevice[]>({ method: 'GET', url: '/xiaozhi/device/address-book/devices' });
    expect(devices.data.map((device) => device.macAddress).sort()).toEqual([kitchen, bedroom, garage].sort());
    expect(devices.data.find((device) => device.macAddress === kitchen)).toMatchObject({ alias: '厨房音箱', agentId, agentName: '家里' });

    const added = await add(kitchen, { targetMac: bedroom.toUpperCase(), alias: '  小陈 ' });
    expect(added).toMatchObject({ code: 0, data: { targetMac: bedroom, alias: '小陈', hasPermission: true, targetAgentName: '家里' } });
    expect((await add(kitchen, { targetMac: garage, alias: '车库', hasPermission: false })).code).toBe(0);
    expect((await list(kitchen)).map((row) => [row.alias, row.hasPermission])).toEqual([
      ['小陈', true],
      ['车库', false],
    ]);
    expect(await list(bedroom)).toEqual([]);

    const edited = await web.request<AddressBookEntry>({ method: 'PUT', url: entry(kitchen, garage), payload: { alias: '老翁', hasPermission: true } });
    expect(edited.data).toMatchObject({ alias: '老翁', hasPermission: true });
    expect((await web.request({ method: 'DELETE', url: entry(kitchen, bedroom) })).code).toBe(0);
    expect((await list(kitchen)).map((row) => row.alias)).toEqual(['老翁']);
    expect((await web.request({ method: 'DELETE', url: entry(kitchen, bedroom) })).code).toBe(612);
  });

  it('refuses bad entries with a clear 4xx and keeps what was saved', async () => {
    expect((await add(kitchen, { targetMac: bedroom, alias: '小陈' })).code).toBe(0);
    const self = await add(kitchen, { targetMac: kitchen, alias: '我' });
    expect(self).toMatchObject({ status: 400, code: 400, msg: expect.stringContaining('targetMac') });
    expect((await add(kitchen, { targetMac: bedroom, alias: '别名' })).code).toBe(614);
    const sameAlias = await add(kitchen, { targetMac: garage, alias: '小陈' }, consoleFor(app, owner));
    expect(sameAlias).toMatchObject({ code: 400, msg: expect.stringContaining('小陈') });
    expect((await web.request({ method: 'PUT', url: entry(kitchen, garage), payload: { alias: 'x', hasPermission: true } })).code).toBe(612);
    expect((await add(kitchen, { targetMac: nextMac(), alias: '陌生' })).msg).toContain('targetMac');
    expect((await add(kitchen, { targetMac: bedroom, alias: '' })).code).toBe(400);
    expect((await add(kitchen, { targetMac: bedroom, alias: 'x'.repeat(65) })).code).toBe(400);
    expect((await add(kitchen, { targetMac: 'not-a-mac', alias: 'a' })).code).toBe(400);
    expect((await add(kitchen, { targetMac: garage, alias: 'x' }, consoleFor(app, owner))).code).toBe(0);
    const english = await web.request({ method: 'POST', url: book(kitchen), payload: { targetMac: kitchen, alias: 'me' }, headers: { 'accept-language': 'en' } });
    expect(english.msg).toContain('cannot be in its own address book');
    expect((await list(kitchen)).map((row) => row.alias)).toEqual(['x', '小陈']);
  });

  it('is owner-scoped: another user’s device answers like a missing one and cannot be a target', async () => {
    const stranger = await createUser(app);
    const theirs = consoleFor(app, stranger);
    const theirDevice = (await bindNewDevice(app, stranger, await theirs.createAgent())).mac;
    expect((await theirs.request({ method: 'GET', url: book(kitchen) })).code).toBe(612);
    expect((await add(kitchen, { targetMac: bedroom, alias: 'x' }, theirs)).code).toBe(612);
    expect((await add(theirDevice, { targetMac: kitchen, alias: 'x' }, theirs)).code).toBe(400);
    expect((await add(kitchen, { targetMac: theirDevice, alias: 'x' })).code).toBe(400);
    expect((await call(app, { method: 'GET', url: book(kitchen) })).code).toBe(401);
  });

  it('answers an empty book for a word no device has, as upstream does (its console asks for …/undefined before a device is picked)', async () => {
    expect(await web.request({ method: 'GET', url: book('undefined') })).toMatchObject({ status: 200, code: 0, data: [] });
    expect((await call(app, { method: 'GET', url: book('undefined') })).code).toBe(401);
    expect((await add('undefined', { targetMac: bedroom, alias: 'x' })).code).toBe(400);
  });

  it('resolves a nickname for the calling device in the shape call_device reads: permitted targets only', async () => {
    await web.request({ method: 'PUT', url: `/xiaozhi/device/update/${kitchen}`, payload: { alias: '厨房' } });
    await add(kitchen, { targetMac: bedroom, alias: '小陈' });
    await add(kitchen, { targetMac: garage, alias: '车库', hasPermission: false });
    await add(bedroom, { targetMac: kitchen, alias: '妈妈' });

    expect(await server.lookupAddressBook(kitchen.toUpperCase(), '小陈')).toMatchObject({ code: 0, data: { targetMac: bedroom, callerNickname: '妈妈', hasPermission: true } });
    // No entry for the caller in the target's book: it is announced by its own device alias.
    await add(garage, { targetMac: bedroom, alias: '卧室' });
    expect((await server.lookupAddressBook(garage, '卧室')).data).toEqual({ targetMac: bedroom, callerNickname: garage, hasPermission: true });
    expect((await server.lookupAddressBook(bedroom, '妈妈')).data).toEqual({ targetMac: kitchen, callerNickname: '小陈', hasPermission: true });
    expect((await server.lookupAddressBook(kitchen, '车库')).data).toBeNull();
    expect((await server.lookupAddressBook(kitchen, '不认识')).data).toBeNull();
    expect((await server.lookupAddressBook(bedroom, '小陈')).data).toBeNull();

    // Unbinding a device clears it from every book.
    expect((await web.request({ method: 'POST', url: '/xiaozhi/device/unbind', payload: { deviceId: bedroom } })).code).toBe(0);
    expect((await server.lookupAddressBook(kitchen, '小陈')).data).toBeNull();
    expect((await list(kitchen)).map((row) => row.alias)).toEqual(['车库']);
  });

  it('deleting an agent clears its devices from every address book', async () => {
    const otherAgent = await web.createAgent('书房');
    const study = (await bindNewDevice(app, owner, otherAgent)).mac;
    await add(kitchen, { targetMac: study, alias: '书房' });
    await add(study, { targetMac: kitchen, alias: '厨房' });
    await add(kitchen, { targetMac: bedroom, alias: '卧室' });
    expect((await web.request({ method: 'DELETE', url: `/xiaozhi/agent/${otherAgent}` })).code).toBe(0);
    expect((await list(kitchen)).map((row) => row.alias)).toEqual(['卧室']);
    expect((await server.lookupAddressBook(kitchen, '书房')).data).toBeNull();
    // Bound again to the same owner, the device starts with an empty book.
    await bindNewDevice(app, owner, agentId, study);
    expect(await list(study)).toEqual([]);
  });

  it('lookup needs the server secret', async () => {
    const url = `/xiaozhi/device/address-book/lookup?callerMac=${kitchen}&nickname=x`;
    expect(await call(app, { method: 'GET', url })).toMatchObject({ code: 401 });
    expect(await call(app, { method: 'GET', url, headers: bearer(owner.token) })).toMatchObject({ code: 401 });
    expect((await call(app, { method: 'GET', url: '/xiaozhi/device/address-book/lookup?callerMac=&nickname=x', headers: bearer(await app.services.params.text('server.secret')) })).code).toBe(400);
  });

  it('follows the addressBook switch: lookup and the call_device plugin go while it is off and come back', async () => {
    const admin = consoleFor(app, await createUser(app, { superAdmin: true }));
    await add(kitchen, { targetMac: bedroom, alias: '小陈' });
    const functions = ['SYSTEM_PLUGIN_WEATHER', 'SYSTEM_PLUGIN_CALL_DEVICE'].map((pluginId) => ({ pluginId, paramInfo: {} }));
    expect((await web.updateAgent(agentId, { functions })).code).toBe(0);
    const device = await app.services.repos.devices.findById(kitchen);
    const plugins = async () => Object.keys((await server.agentModels(kitchen, device!.client_id ?? 'c')).data.plugins ?? {}).sort();
    expect(await plugins()).toEqual(['call_device', 'get_weather']);

    const off = await admin.request<FeatureSettings>({ method: 'PUT', url: '/xiaozhi/admin/features', payload: { ...FEATURES_ON, addressBook: false } });
    expect(off.data).toEqual({ flags: { ...FEATURES_ON, addressBook: false }, storedValueValid: true });
    expect(await plugins()).toEqual(['get_weather']);
    expect((await server.lookupAddressBook(kitchen, '小陈')).data).toBeNull();

    await admin.request({ method: 'PUT', url: '/xiaozhi/admin/features', payload: FEATURES_ON });
    expect(await plugins()).toEqual(['call_device', 'get_weather']);
    expect((await server.lookupAddressBook(kitchen, '小陈')).data).toMatchObject({ targetMac: bedroom });
  });
});

describe('feature management', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  it('is for administrators; saves every switch into system-web.menu in upstream’s shape, seen by pub-config', async () => {
    const user = consoleFor(app, await createUser(app));
    const admin = consoleFor(app, await createUser(app, { superAdmin: true }));
    expect((await user.request({ method: 'GET', url: '/xiaozhi/admin/features' })).code).toBe(403);
    expect((await user.request({ method: 'PUT', url: '/xiaozhi/admin/features', payload: FEATURES_ON })).code).toBe(403);
    expect((await admin.request<FeatureSettings>({ method: 'GET', url: '/xiaozhi/admin/features' })).data).toEqual({ flags: FEATURES_ON, storedValueValid: true });

    const saved = await admin.request<FeatureSettings>({ method: 'PUT', url: '/xiaozhi/admin/features', payload: { ...FEATURES_ON, knowledgeBase: false, vad: false } });
    expect(saved.data.flags).toMatchObject({ knowledgeBase: false, vad: false, voiceClone: true });
    const stored = JSON.parse(await app.services.params.text('system-web.menu'));
    expect(stored.features.knowledgeBase).toEqual({ name: 'feature.knowledgeBase.name', description: 'feature.knowledgeBase.description', enabled: false });
    expect(stored.groups).toEqual({ featureManagement: ['voiceprintRecognition', 'voiceClone', 'knowledgeBase', 'mcpAccessPoint', 'addressBook'], voiceManagement: ['vad', 'asr'] });
    const pub = await call<{ systemWebMenu: { features: Record<string, { enabled: boolean }> } }>(app, { method: 'GET', url: '/xiaozhi/user/pub-config' });
    expect(pub.data.systemWebMenu.features.knowledgeBase?.enabled).toBe(false);

    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/admin/features', payload: { knowledgeBase: false } })).code).toBe(400);
    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/admin/features', payload: { ...FEATURES_ON, vad: 'no' } })).code).toBe(400);
  });

  it('reads a mistyped or misplaced value as defaults (all on) and saving repairs it', async () => {
    const admin = consoleFor(app, await createUser(app, { superAdmin: true }));
    await app.services.params.set('system-web.menu', '{"features": {"knowledgeBase": {"enabled": "nope"}}, "addressBook": {"enabled": false}');
    expect((await admin.request<FeatureSettings>({ method: 'GET', url: '/xiaozhi/admin/features' })).data).toEqual({ flags: FEATURES_ON, storedValueValid: false });
    // upstream's misplaced top-level addressBook is still read.
    await app.services.params.set('system-web.menu', '{"features": {"knowledgeBase": {"enabled": "nope"}}, "addressBook": {"enabled": false}}');
    expect((await admin.request<FeatureSettings>({ method: 'GET', url: '/xiaozhi/admin/features' })).data).toEqual({ flags: { ...FEATURES_ON, addressBook: false }, storedValueValid: true });
    await admin.request({ method: 'PUT', url: '/xiaozhi/admin/features', payload: FEATURES_ON });
    const stored = JSON.parse(await app.services.params.text('system-web.menu'));
    expect(stored).not.toHaveProperty('addressBook');
    expect(stored.features.addressBook.enabled).toBe(true);
  });
});
