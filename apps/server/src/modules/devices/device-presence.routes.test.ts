import type { AgentDevicesPresence, AgentPresenceSummary, PendingDevice } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor, nextMac } from '../../../test/console-client.ts';
import { deviceServerFor, SimulatedDevice } from '../../../test/device-simulator.ts';
import { startFakeMqttGateway, type FakeMqttGateway } from '../../../test/fake-mqtt-gateway-status.ts';
import { buildTestApp, createUser, TestClock, type TestUser } from '../../../test/helper.ts';

describe('device presence and devices waiting to be bound', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let owner: TestUser;
  let web: ReturnType<typeof consoleFor>;
  let agentId: string;
  let gateway: FakeMqttGateway | undefined;

  beforeEach(async () => {
    clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ clock });
    owner = await createUser(app);
    web = consoleFor(app, owner);
    agentId = await web.createAgent();
  });
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    await app.close();
  });

  const presence = async () => (await web.request<AgentDevicesPresence>({ method: 'GET', url: `/xiaozhi/device/presence/${agentId}` })).data;
  const summary = async () => (await web.request<AgentPresenceSummary>({ method: 'GET', url: '/xiaozhi/device/presence-summary' })).data;
  const pending = (user: TestUser) => consoleFor(app, user).request<PendingDevice[]>({ method: 'GET', url: '/xiaozhi/device/pending' });

  it('shows a device online for ten minutes after it was heard from, then last seen', async () => {
    const device = await bindNewDevice(app, owner, agentId);
    expect(await presence()).toEqual({ source: 'lastSeen', gatewayFailed: false, devices: [{ id: device.mac, online: true, lastSeenAt: '2025-06-01T04:00:00.000Z' }] });
    clock.advance(601);
    expect((await presence()).devices[0]).toMatchObject({ online: false, lastSeenAt: '2025-06-01T04:00:00.000Z' });
    // The device server fetching the agent's config as the device connects counts as hearing from it.
    const server = await deviceServerFor(app);
    expect((await server.agentModels(device.mac, 'client-1')).code).toBe(0);
    expect((await presence()).devices[0]).toMatchObject({ online: true, lastSeenAt: '2025-06-01T04:10:01.000Z' });
    clock.advance(700);
    await device.checkIn();
    expect((await presence()).devices[0]!.online).toBe(true);
  });

  it('counts online and total devices per agent for the home cards, only the user’s own', async () => {
    await bindNewDevice(app, owner, agentId);
    clock.advance(601);
    await bindNewDevice(app, owner, agentId);
    const other = await web.createAgent('另一个');
    await bindNewDevice(app, owner, other);
    const stranger = await createUser(app);
    await bindNewDevice(app, stranger, await consoleFor(app, stranger).createAgent());
    const { agents, source } = await summary();
    expect(source).toBe('lastSeen');
    expect(agents.sort((a, b) => b.total - a.total)).toEqual([
      { agentId, online: 1, total: 2 },
      { agentId: other, online: 1, total: 1 },
    ]);
    expect((await consoleFor(app, stranger).request({ method: 'GET', url: `/xiaozhi/device/presence/${agentId}` })).code).not.toBe(0);
  });

  it('reads online status from the MQTT gateway when server.mqtt_manager_api is set, and falls back when it fails', async () => {
    const first = await bindNewDevice(app, owner, agentId);
    const second = await bindNewDevice(app, owner, agentId);
    gateway = await startFakeMqttGateway('gw-key', () => new Date(clock.now()).toISOString().slice(0, 10));
    await app.services.params.set('server.mqtt_signature_key', 'gw-key');
    await app.services.params.set('server.mqtt_manager_api', gateway.address);
    const id = (mac: string) => `bread-compact-wifi@@@${mac.replaceAll(':', '_')}@@@${mac.replaceAll(':', '_')}`;
    gateway.alive.add(id(second.mac));
    const answer = await presence();
    expect(answer.source).toBe('gateway');
    expect(answer.devices.map((device) => [device.id, device.online])).toEqual([[first.mac, false], [second.mac, true]]);
    expect(gateway.requests.at(-1)!.clientIds).toEqual([id(first.mac), id(second.mac)]);
    expect((await summary()).agents).toEqual([{ agentId, online: 1, total: 2 }]);
    // Upstream's own call: POST /device/bind/{agentId} answers the gateway's JSON as a string for its device page.
    const raw = await web.request<string>({ method: 'POST', url: `/xiaozhi/device/bind/${agentId}`, payload: {} });
    expect(JSON.parse(raw.data)).toEqual({ [id(first.mac)]: { isAlive: false, exists: false }, [id(second.mac)]: { isAlive: true, exists: true } });
    // A wrong key: the gateway refuses, the console shows last seen and says why.
    await app.services.params.set('server.mqtt_signature_key', 'wrong');
    expect(await presence()).toMatchObject({ source: 'lastSeen', gatewayFailed: true });
    expect((await web.request<string>({ method: 'POST', url: `/xiaozhi/device/bind/${agentId}`, payload: {} })).data).toBe('');
  });

  it('answers upstream’s online-status call with "" while no gateway is set, and 10053-style refusals for another user’s agent', async () => {
    await bindNewDevice(app, owner, agentId);
    expect(await web.request({ method: 'POST', url: `/xiaozhi/device/bind/${agentId}`, payload: {} })).toMatchObject({ code: 0, data: '' });
    const stranger = consoleFor(app, await createUser(app));
    expect((await stranger.request({ method: 'POST', url: `/xiaozhi/device/bind/${agentId}`, payload: {} })).code).not.toBe(0);
  });

  it('lists devices that checked in without an owner, masked for users and whole for admins, newest first', async () => {
    const older = new SimulatedDevice(app, { mac: nextMac(), board: 'esp-box-3', version: '1.5.0' });
    const olderCode = (await older.checkIn()).json.activation.code;
    clock.advance(60);
    const newer = new SimulatedDevice(app, { mac: nextMac() });
    await newer.checkIn();
    // Checking in again reuses the code and writes nothing new: the time stays the first check-in's.
    clock.advance(60);
    await older.checkIn();
    const rows = (await pending(owner)).data;
    expect(rows.map((row) => row.macAddress)).toEqual([newer.mac.replace(/^(..:..):..:..:/, '$1:**:**:'), older.mac.replace(/^(..:..):..:..:/, '$1:**:**:')]);
    expect(rows[1]).toMatchObject({ board: 'esp-box-3', appVersion: '1.5.0', checkedInAt: '2025-06-01T04:00:00.000Z', activationCode: '******', revealed: false });
    expect(JSON.stringify(rows)).not.toContain(olderCode);
    const admin = await createUser(app, { superAdmin: true });
    const adminRows = (await pending(admin)).data;
    expect(adminRows[1]).toMatchObject({ macAddress: older.mac, activationCode: olderCode, revealed: true });
    clock.advance(86_400);
    expect((await pending({ ...owner, token: await app.services.sessions.issue(owner.id) })).data).toEqual([]);
  });

  it('binds a waiting device only with its own code, counting other codes as wrong guesses', async () => {
    const device = new SimulatedDevice(app, { mac: nextMac() });
    const code = (await device.checkIn()).json.activation.code;
    const other = new SimulatedDevice(app, { mac: nextMac() });
    const otherCode = (await other.checkIn()).json.activation.code;
    const row = (await pending(owner)).data.find((entry) => entry.macAddress.endsWith(device.mac.slice(-5)))!;
    const bind = (payload: Record<string, unknown>, id = row.id) => web.request({ method: 'POST', url: `/xiaozhi/device/pending/${id}/bind`, payload });
    expect((await bind({ agentId, code: otherCode })).code).toBe(10062);
    expect((await bind({ agentId, code: '' })).code).toBe(10061);
    expect((await bind({ agentId, code }, 'no-such-row')).code).toBe(612);
    const stranger = await createUser(app);
    expect((await consoleFor(app, stranger).request({ method: 'POST', url: `/xiaozhi/device/pending/${row.id}/bind`, payload: { agentId, code } })).code).not.toBe(0);
    expect((await bind({ agentId, code })).code).toBe(0);
    expect((await app.services.repos.devices.findById(device.mac))?.agent_id).toBe(agentId);
    expect((await pending(owner)).data.map((entry) => entry.id)).not.toContain(row.id);
    // The other device still waits and still binds by its code the ordinary way.
    expect((await web.bind(agentId, otherCode)).code).toBe(0);
    expect((await pending(owner)).data).toEqual([]);
  });
});
