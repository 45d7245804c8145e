import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminUserRow, PageData } from '@vox/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../integrations/storage/local-disk-storage.ts';
import { bindNewDevice, consoleFor, recordEverything } from '../../../test/console-client.ts';
import { deviceServerFor, wavBytes } from '../../../test/device-simulator.ts';
import { bearer, buildTestApp, call, createUser, login, multipartBody, TestClock, type TestUser } from '../../../test/helper.ts';

let macCounter = 0;
async function addDevices(app: FastifyInstance, userId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    macCounter += 1;
    const mac = `aa:bb:cc:dd:${(macCounter >> 8).toString(16).padStart(2, '0')}:${(macCounter & 255).toString(16).padStart(2, '0')}`;
    await app.services.repos.devices.insert({
      id: mac, user_id: userId, mac_address: mac, last_connected_at: null, auto_update: 1, board: 'esp-box-3',
      alias: null, agent_id: null, app_version: '1.0.0', sort: i, created_at: '2025-06-01T00:00:00.000Z', updated_at: '2025-06-01T00:00:00.000Z',
    });
  }
}

describe('admin user routes', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let admin: TestUser;
  let datasetStorage: LocalDiskStorage;
  beforeEach(async () => {
    clock = new TestClock(Date.parse('2025-06-01T16:30:00.000Z'));
    datasetStorage = new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'vox-test-datasets-')));
    app = await buildTestApp({ clock, datasetStorage });
    admin = await createUser(app, { superAdmin: true, phone: '+8613100000000' });
  });
  afterEach(() => app.close());

  const asAdmin = <T = unknown>(options: InjectOptions) => call<T>(app, { ...options, headers: { ...bearer(admin.token), ...options.headers } });
  const list = (query = '') => asAdmin<PageData<AdminUserRow>>({ method: 'GET', url: `/xiaozhi/admin/users${query}` });

  it('refuses every admin route to a normal user with HTTP 403 / code 403, and to no token with 401', async () => {
    const user = await createUser(app);
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/xiaozhi/admin/users' },
      { method: 'DELETE', url: `/xiaozhi/admin/users/${admin.id}` },
      { method: 'PUT', url: `/xiaozhi/admin/users/${admin.id}` },
      { method: 'PUT', url: '/xiaozhi/admin/users/changeStatus/0', payload: [admin.id] },
      { method: 'PUT', url: `/xiaozhi/admin/users/changeStatus/${admin.id}`, payload: { status: 0 } },
    ];
    for (const route of routes) {
      const forbidden = await call(app, { ...route, headers: { ...bearer(user.token), 'accept-language': 'en' } });
      expect(forbidden).toMatchObject({ status: 403, code: 403, msg: 'You do not have permission for this action', data: null });
      expect(await call(app, route)).toMatchObject({ status: 200, code: 401 });
    }
    expect(await app.services.users.findById(admin.id)).toMatchObject({ status: 1 });
  });

  it('adds a normal, enabled user whose generated password signs in, and refuses a taken or malformed phone', async () => {
    const created = await asAdmin<{ id: string; password: string }>({ method: 'POST', url: '/xiaozhi/admin/users', payload: { mobile: ' +8613700000001 ' } });
    expect(created.code).toBe(0);
    expect(created.data.password).toMatch(/^.{8,}$/);
    expect(await app.services.users.findById(created.data.id)).toMatchObject({ username: '+8613700000001', super_admin: 0, status: 1 });
    expect((await login(app, '+8613700000001', created.data.password)).code).toBe(0);
    expect((await asAdmin({ method: 'POST', url: '/xiaozhi/admin/users', payload: { mobile: '+8613700000001' } })).code).toBe(10070);
    expect((await asAdmin({ method: 'POST', url: '/xiaozhi/admin/users', payload: { mobile: '13700000002' } })).status).toBe(400);
    const user = await createUser(app);
    expect((await call(app, { method: 'POST', url: '/xiaozhi/admin/users', payload: { mobile: '+8613700000003' }, headers: bearer(user.token) })).code).toBe(403);
  });

  it('sorts the whole list by phone, device count or registration time, either way, and refuses another field', async () => {
    clock.advance(1000);
    await createUser(app, { phone: '+8613300000000' });
    clock.advance(1000);
    await createUser(app, { phone: '+8613200000000' });
    const phones = async (query: string) => (await list(query)).data.list.map((row) => row.mobile);
    expect(await phones('?sort=mobile&order=ascend')).toEqual(['+8613100000000', '+8613200000000', '+8613300000000']);
    expect(await phones('?sort=mobile&order=descend')).toEqual(['+8613300000000', '+8613200000000', '+8613100000000']);
    expect(await phones('?sort=createDate&order=descend')).toEqual(['+8613200000000', '+8613300000000', '+8613100000000']);
    expect((await list('?sort=deviceCount&order=descend')).data.list).toHaveLength(3);
    expect((await list('?sort=password')).status).toBe(400);
  });

  it('lists users in creation order with real device counts and GMT+8 dates', async () => {
    clock.advance(60);
    const alice = await createUser(app, { phone: '+8613800000001' });
    clock.advance(60);
    const bob = await createUser(app, { phone: '+8613900000002' });
    await addDevices(app, alice.id, 3);
    await addDevices(app, bob.id, 1);

    const res = await list();
    expect(res.code).toBe(0);
    expect(res.data.total).toBe(3);
    expect(res.data.list).toEqual([
      { userid: admin.id, mobile: admin.phone, deviceCount: '0', status: 1, superAdmin: 1, createDate: '2025-06-02 00:30:00', lockedUntil: null },
      { userid: alice.id, mobile: alice.phone, deviceCount: '3', status: 1, superAdmin: 0, createDate: '2025-06-02 00:31:00', lockedUntil: null },
      { userid: bob.id, mobile: bob.phone, deviceCount: '1', status: 1, superAdmin: 0, createDate: '2025-06-02 00:32:00', lockedUntil: null },
    ]);
  });

  it('pages with page/limit (defaults 1 and 10) and filters by phone with LIKE wildcards escaped', async () => {
    for (let i = 1; i <= 12; i++) {
      clock.advance(1);
      await createUser(app, { phone: `+861380000${String(i).padStart(4, '0')}` });
    }
    const first = await list();
    expect(first.data.total).toBe(13);
    expect(first.data.list).toHaveLength(10);
    const third = await list('?page=3&limit=5');
    expect(third.data.list.map((row) => row.mobile)).toEqual(['+8613800000010', '+8613800000011', '+8613800000012']);
    expect((await list('?page=9&limit=5')).data).toEqual({ total: 13, list: [] });

    const filtered = await list('?mobile=0001&limit=100');
    expect(filtered.data.list.map((row) => row.mobile)).toEqual(['+8613800000001', '+8613800000010', '+8613800000011', '+8613800000012']);
    expect((await list('?mobile=%25')).data.total).toBe(0);
    expect((await list('?mobile=_')).data.total).toBe(0);
    expect((await list('?mobile=')).data.total).toBe(13);
  });

  it('deletes a user with their sessions and devices in one go', async () => {
    const user = await createUser(app);
    await addDevices(app, user.id, 2);
    await addDevices(app, admin.id, 1);
    expect((await asAdmin({ method: 'DELETE', url: `/xiaozhi/admin/users/${user.id}` })).code).toBe(0);
    expect(await app.services.users.findById(user.id)).toBeUndefined();
    expect(await app.services.repos.devices.countByUser(user.id)).toBe(0);
    expect(await app.services.repos.devices.countByUser(admin.id)).toBe(1);
    expect(await app.services.sessions.resolve(user.token)).toBeNull();
    expect(await asAdmin({ method: 'DELETE', url: `/xiaozhi/admin/users/${user.id}`, headers: { 'accept-language': 'en' } })).toMatchObject({
      code: 612,
      msg: 'User not found',
    });
  });

  it('deletes a user’s knowledge bases with their documents, search index and files, leaving other users’ alone', async () => {
    const user = await createUser(app);
    const datasetIds: string[] = [];
    for (const owner of [user, admin]) {
      const dataset = await call<{ id: string }>(app, { method: 'POST', url: '/v1/datasets', payload: { name: '手册' }, headers: bearer(owner.token) });
      const form = multipartBody({}, { name: 'faq.md', bytes: Buffer.from('# 保修\n\n整机保修一年。') });
      expect((await call(app, { method: 'POST', url: `/v1/datasets/${dataset.data.id}/documents`, payload: form.payload, headers: { ...form.headers, ...bearer(owner.token) } })).code).toBe(0);
      datasetIds.push(dataset.data.id);
    }
    while (await app.services.jobRunner.runOnce()) { /* index both documents */ }
    const [userDataset, adminDataset] = datasetIds as [string, string];
    const userFile = (await app.services.repos.documents.listByDataset(userDataset))[0]!.storage_key;
    expect((await datasetStorage.stat(userFile))?.size).toBeGreaterThan(0);

    expect((await asAdmin({ method: 'DELETE', url: `/xiaozhi/admin/users/${user.id}` })).code).toBe(0);
    expect(await app.services.repos.datasets.find(userDataset)).toBeUndefined();
    expect(await app.services.repos.documents.listByDataset(userDataset)).toEqual([]);
    expect(await app.services.repos.segments.presentTokens(userDataset, ['保修'])).toEqual([]);
    expect(await datasetStorage.stat(userFile)).toBeNull();
    const kept = await asAdmin<{ records: { segment: { content: string } }[] }>({ method: 'POST', url: `/v1/datasets/${adminDataset}/retrieve`, payload: { query: '保修' } });
    expect(kept.data.records[0]!.segment.content).toContain('保修一年');
  });

  it('deletes a user’s agents with their chat history and audio too, leaving other users’ alone', async () => {
    const user = await createUser(app);
    const server = await deviceServerFor(app);
    const agents: string[] = [];
    for (const owner of [user, admin]) {
      const agentId = await consoleFor(app, owner).createAgent();
      await recordEverything(app, owner, agentId);
      const device = await bindNewDevice(app, owner, agentId);
      await server.report({ macAddress: device.mac, sessionId: 's1', chatType: 1, content: '你好', audioBase64: wavBytes().toString('base64') });
      agents.push(agentId);
    }
    const [userAgent, adminAgent] = agents as [string, string];
    const audioId = (await app.services.repos.chatHistory.messagesOf(userAgent, 's1'))[0]!.audio_id!;
    expect((await asAdmin({ method: 'DELETE', url: `/xiaozhi/admin/users/${user.id}` })).code).toBe(0);
    const repos = app.services.repos;
    expect(await repos.agents.idsOfUser(user.id)).toEqual([]);
    expect(await repos.chatHistory.messagesOf(userAgent, 's1')).toEqual([]);
    expect(await repos.chatHistory.audio(audioId)).toBeUndefined();
    expect(await repos.pluginMappings.ofAgent(userAgent)).toEqual([]);
    expect(await repos.agents.idsOfUser(admin.id)).toEqual([adminAgent]);
    expect(await repos.chatHistory.messagesOf(adminAgent, 's1')).toHaveLength(1);
  });

  it('does not let an admin delete or disable themself (10301)', async () => {
    expect(await asAdmin({ method: 'DELETE', url: `/xiaozhi/admin/users/${admin.id}` })).toMatchObject({ code: 10301 });
    expect((await asAdmin({ method: 'PUT', url: '/xiaozhi/admin/users/changeStatus/0', payload: [admin.id] })).code).toBe(10301);
    expect((await asAdmin({ method: 'PUT', url: `/xiaozhi/admin/users/changeStatus/${admin.id}`, payload: { status: 0 } })).code).toBe(10301);
    expect((await asAdmin({ method: 'PUT', url: `/xiaozhi/admin/users/changeStatus/${admin.id}`, payload: { status: 1 } })).code).toBe(0);
  });

  it('resets a password to a strong random one and ends that user’s sessions', async () => {
    const user = await createUser(app, { password: 'OldPass12' });
    const res = await asAdmin<string>({ method: 'PUT', url: `/xiaozhi/admin/users/${user.id}`, headers: { 'content-type': 'application/json' } });
    expect(res.code).toBe(0);
    expect(res.data).toHaveLength(12);
    expect(res.data).toMatch(/[0-9]/);
    expect(res.data).toMatch(/[a-z]/);
    expect(res.data).toMatch(/[A-Z]/);
    expect(res.data).toMatch(/[!@#$%^&*()]/);
    expect(await app.services.sessions.resolve(user.token)).toBeNull();
    expect((await login(app, user.phone, 'OldPass12')).code).toBe(10004);
    expect((await login(app, user.phone, res.data)).code).toBe(0);
    expect((await asAdmin({ method: 'PUT', url: '/xiaozhi/admin/users/nobody' })).code).toBe(612);
  });

  it('changes status with a list of ids and the status in the path (upstream form)', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    expect((await asAdmin({ method: 'PUT', url: '/xiaozhi/admin/users/changeStatus/0', payload: [a.id, b.id] })).code).toBe(0);
    const rows = (await list()).data.list;
    expect(rows.filter((row) => row.status === 0).map((row) => row.userid).sort()).toEqual([a.id, b.id].sort());
    // A disabled user's session stops at once, and signing in again is refused.
    expect(await call(app, { method: 'GET', url: '/xiaozhi/user/info', headers: bearer(a.token) })).toMatchObject({ status: 200, code: 401 });
    expect((await login(app, a.phone, a.password)).code).toBe(10005);

    expect((await asAdmin({ method: 'PUT', url: '/xiaozhi/admin/users/changeStatus/1', payload: [a.id] })).code).toBe(0);
    expect((await login(app, a.phone, a.password)).code).toBe(0);
    expect(await asAdmin({ method: 'PUT', url: '/xiaozhi/admin/users/changeStatus/2', payload: [a.id] })).toMatchObject({
      status: 400,
      code: 400,
      msg: '参数 status 无效：取值不允许',
    });
    expect((await asAdmin({ method: 'PUT', url: '/xiaozhi/admin/users/changeStatus/0', payload: [a.id, 'ghost'] })).code).toBe(612);
    expect((await login(app, a.phone, a.password)).code).toBe(0);
  });

  it('changes status with the user id in the path and {status} in the body', async () => {
    const user = await createUser(app);
    expect((await asAdmin({ method: 'PUT', url: `/xiaozhi/admin/users/changeStatus/${user.id}`, payload: { status: 0 } })).code).toBe(0);
    expect(await app.services.users.findById(user.id)).toMatchObject({ status: 0 });
    expect((await call(app, { method: 'GET', url: '/xiaozhi/user/info', headers: bearer(user.token) })).code).toBe(401);
    expect((await asAdmin({ method: 'PUT', url: `/xiaozhi/admin/users/changeStatus/${user.id}`, payload: { status: '1' } })).code).toBe(0);
    expect(await app.services.users.findById(user.id)).toMatchObject({ status: 1 });
    expect((await asAdmin({ method: 'PUT', url: '/xiaozhi/admin/users/changeStatus/ghost', payload: { status: 1 } })).code).toBe(612);
  });

  it('stops a disabled admin from using admin routes', async () => {
    const other = await createUser(app, { superAdmin: true });
    await asAdmin({ method: 'PUT', url: `/xiaozhi/admin/users/changeStatus/${other.id}`, payload: { status: 0 } });
    expect((await call(app, { method: 'GET', url: '/xiaozhi/admin/users', headers: bearer(other.token) })).code).toBe(401);
  });
});
