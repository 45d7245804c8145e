import type { ApiKeyView } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { bearer, buildTestApp, call, createUser, type TestClock, type TestUser } from '../../../test/helper.ts';

const en = { 'accept-language': 'en' };

describe('/v1/api-keys', () => {
  let app: FastifyInstance;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    alice = await createUser(app);
    bob = await createUser(app);
    admin = await createUser(app, { superAdmin: true });
  });
  afterAll(() => app.close());

  const as = (user: Pick<TestUser, 'token'>) => consoleFor(app, user);
  const createKey = async (user: TestUser, desc = '脚本') => {
    const made = await as(user).request<ApiKeyView>({ method: 'POST', url: '/v1/api-keys', payload: { desc } });
    expect(made.code).toBe(0);
    const raw = await as(user).request<ApiKeyView>({ method: 'GET', url: `/v1/api-keys/${made.data.id}?raw=true` });
    return { view: made.data, key: raw.data.key };
  };

  it('creates a 32-hex key shown masked, revealed with raw=true, and never stored in the clear', async () => {
    const { view, key } = await createKey(alice, '家里的脚本');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(view).toMatchObject({ desc: '家里的脚本', key: `${key.slice(0, 4)}****${key.slice(-4)}`, last_used_at: null });
    const listed = await as(alice).request<{ api_keys: ApiKeyView[] }>({ method: 'GET', url: '/v1/api-keys' });
    expect(listed.data.api_keys).toContainEqual(expect.objectContaining({ id: view.id, key: view.key }));
    expect(JSON.stringify(listed.data)).not.toContain(key);

    const stored = await app.services.repos.apiKeys.findOwned(alice.id, view.id);
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(key.toUpperCase());
  });

  it('acts as its owner on /v1 and on the user routes of /xiaozhi, and records when it was last used', async () => {
    const { view, key } = await createKey(alice);
    const agentId = await as(alice).createAgent('密钥助手');
    const agents = await call<{ id: string }[]>(app, { method: 'GET', url: '/xiaozhi/agent/list', headers: bearer(key) });
    expect(agents).toMatchObject({ code: 0 });
    expect(agents.data.map((agent) => agent.id)).toContain(agentId);
    const viaV1 = await call<{ api_keys: ApiKeyView[] }>(app, { method: 'GET', url: '/v1/api-keys', headers: { 'x-robot-auth-token': 'x', ...bearer(key) } });
    expect(viaV1.data.api_keys.find((item) => item.id === view.id)?.last_used_at).toBe(new Date((app.services.clock as TestClock).now()).toISOString());
  });

  it("does not open admin routes with an admin's key, while the admin's sign-in does", async () => {
    const { key } = await createKey(admin);
    const viaKey = await call(app, { method: 'GET', url: '/xiaozhi/admin/users?page=1&limit=10', headers: { ...bearer(key), ...en } });
    expect(viaKey).toMatchObject({ code: 403, msg: 'API keys cannot call admin routes; sign in to the console instead' });
    expect(await call(app, { method: 'GET', url: '/xiaozhi/admin/users?page=1&limit=10', headers: bearer(admin.token) })).toMatchObject({ code: 0 });
    const store = await call(app, { method: 'POST', url: '/v1/mcp-store/public/servers', payload: {}, headers: { ...bearer(key), ...en } });
    expect(store.code).toBe(403);
  });

  it('refuses a deleted key and a disabled owner at once', async () => {
    const { view, key } = await createKey(alice);
    expect((await call(app, { method: 'GET', url: '/v1/api-keys', headers: bearer(key) })).code).toBe(0);
    expect(await as(alice).request({ method: 'DELETE', url: `/v1/api-keys/${view.id}` })).toMatchObject({ code: 0, data: {} });
    expect(await call(app, { method: 'GET', url: '/v1/api-keys', headers: { ...bearer(key), ...en } })).toMatchObject({
      code: 401,
      msg: 'The API key is unknown or deleted, or its owner is disabled',
    });

    const carol = await createUser(app);
    const carolKey = await createKey(carol);
    const disabled = await as(admin).request({ method: 'PUT', url: `/xiaozhi/admin/users/changeStatus/0`, payload: [carol.id] });
    expect(disabled.code).toBe(0);
    expect((await call(app, { method: 'GET', url: '/v1/api-keys', headers: bearer(carolKey.key) })).code).toBe(401);
  });

  it("shows a user only their own keys and answers another user's key ids as unknown, changing nothing", async () => {
    const { view, key } = await createKey(alice, '原描述');
    const bobList = await as(bob).request<{ api_keys: ApiKeyView[] }>({ method: 'GET', url: '/v1/api-keys' });
    expect(bobList.data.api_keys.map((item) => item.id)).not.toContain(view.id);
    for (const request of [
      { method: 'GET' as const, url: `/v1/api-keys/${view.id}?raw=true` },
      { method: 'PUT' as const, url: `/v1/api-keys/${view.id}`, payload: { desc: '被改了' } },
      { method: 'DELETE' as const, url: `/v1/api-keys/${view.id}` },
    ]) {
      expect(await as(bob).request({ ...request, headers: en })).toMatchObject({ code: 612, msg: 'no such api key', data: null });
    }
    expect(await as(alice).request({ method: 'GET', url: `/v1/api-keys/${view.id}?raw=true` })).toMatchObject({ data: { desc: '原描述', key } });
  });

  it('renames a key, and refuses a 1 MB description, an unknown id and malformed keys with clear messages', async () => {
    const { view } = await createKey(alice, '旧名');
    expect(await as(alice).request({ method: 'PUT', url: `/v1/api-keys/${view.id}`, payload: { desc: '  新名 ' } })).toMatchObject({ code: 0, data: { desc: '新名' } });
    const huge = await as(alice).request({ method: 'PUT', url: `/v1/api-keys/${view.id}`, payload: { desc: 'x'.repeat(1_000_000) }, headers: en });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(huge.msg).toMatch(/desc/i);
    expect((await as(alice).request<ApiKeyView>({ method: 'GET', url: `/v1/api-keys/${view.id}` })).data.desc).toBe('新名');
    expect(await as(alice).request({ method: 'DELETE', url: `/v1/api-keys/${'0'.repeat(32)}`, headers: en })).toMatchObject({ code: 612, msg: 'no such api key' });
    for (const value of ['not-a-key', '0123456789abcdef0123456789abcdeg', '0'.repeat(32)]) {
      expect(await call(app, { method: 'GET', url: '/v1/api-keys', headers: bearer(value) })).toMatchObject({ code: 401, data: null });
    }
  });

  it('records creating, revealing and deleting a key in the audit log, without the key', async () => {
    const { view, key } = await createKey(alice, '审计用');
    await as(alice).request({ method: 'DELETE', url: `/v1/api-keys/${view.id}` });
    const logged = await as(admin).request<{ list: { action: string; targetId: string | null; detail: unknown; userId: string | null }[] }>({
      method: 'GET',
      url: `/xiaozhi/admin/audit-logs?limit=50`,
    });
    const mine = logged.data.list.filter((entry) => entry.targetId === view.id);
    expect(mine.map((entry) => entry.action).sort()).toEqual(['api_key.create', 'api_key.delete', 'api_key.reveal']);
    expect(mine.every((entry) => entry.userId === alice.id)).toBe(true);
    expect(JSON.stringify(logged.data)).not.toContain(key);
  });

  it('caps the keys of one user', async () => {
    const dave = await createUser(app);
    for (let i = 0; i < 50; i++) expect((await as(dave).request({ method: 'POST', url: '/v1/api-keys', payload: { desc: `k${i}` } })).code).toBe(0);
    const refused = await as(dave).request({ method: 'POST', url: '/v1/api-keys', payload: { desc: 'one more' }, headers: en });
    expect(refused).toMatchObject({ code: 400, msg: 'At most 50 API keys; delete one you no longer use first' });
  });

  it('deletes the keys of a deleted user', async () => {
    const erin = await createUser(app);
    const { key } = await createKey(erin);
    expect((await as(admin).request({ method: 'DELETE', url: `/xiaozhi/admin/users/${erin.id}` })).code).toBe(0);
    expect((await call(app, { method: 'GET', url: '/v1/api-keys', headers: bearer(key) })).code).toBe(401);
    expect(await app.services.repos.apiKeys.listByUser(erin.id)).toEqual([]);
  });
});
