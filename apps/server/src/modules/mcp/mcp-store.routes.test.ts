import type { McpServer } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, call, createUser } from '../../../test/helper.ts';
import { storeServerBody } from '../../../test/mcp-fixtures.ts';

type Web = ReturnType<typeof consoleFor>;

describe('/v1/mcp-store', () => {
  let app: FastifyInstance;
  let alice: Web;
  let bob: Web;
  let admin: Web;
  beforeAll(async () => {
    app = await buildTestApp();
    alice = consoleFor(app, await createUser(app));
    bob = consoleFor(app, await createUser(app));
    admin = consoleFor(app, await createUser(app, { superAdmin: true }));
  });
  afterAll(() => app.close());

  const create = async (web: Web, url: string, overrides: Parameters<typeof storeServerBody>[0] = {}) => {
    const answer = await web.request<McpServer>({ method: 'POST', url, payload: storeServerBody(overrides) });
    expect(answer).toMatchObject({ code: 0 });
    return answer.data;
  };

  it('refuses every route without a sign-in (401), at the root and under /xiaozhi', async () => {
    for (const [method, url] of [
      ['GET', '/v1/mcp-store/public/servers'], ['POST', '/v1/mcp-store/public/servers'], ['GET', '/v1/mcp-store/public/servers/x'],
      ['PUT', '/v1/mcp-store/public/servers/x'], ['DELETE', '/v1/mcp-store/public/servers/x'], ['GET', '/v1/mcp-store/servers'],
      ['POST', '/v1/mcp-store/servers'], ['PUT', '/v1/mcp-store/servers/x'], ['DELETE', '/v1/mcp-store/servers/x'],
      ['PUT', '/v1/mcp-store/servers/x/publish'], ['PUT', '/v1/mcp-store/servers/x/unpublish'],
    ] as const) {
      for (const prefix of ['', '/xiaozhi']) {
        expect(await call(app, { method, url: `${prefix}${url}` }), `${method} ${prefix}${url}`).toMatchObject({ code: 401, data: null, reqid: expect.any(String) });
      }
    }
  });

  it('lets a normal user create private servers only, and a super-admin public ones only (403 with the documented msg)', async () => {
    const refusedUser = await alice.request({ method: 'POST', url: '/v1/mcp-store/servers', payload: storeServerBody({ is_private: false }), headers: { 'accept-language': 'en' } });
    expect(refusedUser).toMatchObject({ status: 403, code: 403, msg: 'normal user only create private mcp server', data: null });
    const refusedAdmin = await admin.request({ method: 'POST', url: '/v1/mcp-store/servers', payload: storeServerBody({ is_private: true }), headers: { 'accept-language': 'en' } });
    expect(refusedAdmin).toMatchObject({ status: 403, code: 403, msg: 'admin user only create public mcp server' });

    const mine = await create(alice, '/v1/mcp-store/servers');
    expect(mine).toMatchObject({ is_private: true, status: 'unpublished', editable: true, subscriptions: 0, tags: ['weather', 'tools'] });
    const market = await create(admin, '/v1/mcp-store/servers', { is_private: false });
    expect(market).toMatchObject({ is_private: false, status: 'unpublished', editable: true });
  });

  it('keeps only safe HTML in the rich content', async () => {
    const server = await create(alice, '/v1/mcp-store/servers');
    expect(server.content).toBe('<h2>Weather</h2><p>Ask <b>anything</b></p><a>x</a>');
  });

  it('walks the permission table for the /public routes: users read published entries, only a super-admin writes', async () => {
    const created = await create(admin, '/v1/mcp-store/public/servers', { is_private: undefined });
    expect(created).toMatchObject({ is_private: false, status: 'unpublished' });
    // Unpublished: invisible in the market and by id to users, visible to the super-admin.
    expect((await alice.request<{ servers: McpServer[] }>({ method: 'GET', url: '/v1/mcp-store/public/servers' })).data.servers.map((s) => s.id)).not.toContain(created.id);
    expect(await alice.request({ method: 'GET', url: `/v1/mcp-store/public/servers/${created.id}` })).toMatchObject({ code: 612 });
    expect(await admin.request({ method: 'GET', url: `/v1/mcp-store/public/servers/${created.id}` })).toMatchObject({ code: 0 });

    // Publishing: super-admin only.
    expect(await alice.request({ method: 'PUT', url: `/v1/mcp-store/servers/${created.id}/publish` })).toMatchObject({ status: 403, code: 403 });
    expect(await admin.request<McpServer>({ method: 'PUT', url: `/v1/mcp-store/servers/${created.id}/publish` })).toMatchObject({ code: 0, data: { status: 'published' } });
    const listed = await bob.request<{ servers: McpServer[] }>({ method: 'GET', url: '/v1/mcp-store/public/servers' });
    expect(listed.data.servers.find((s) => s.id === created.id)).toMatchObject({ editable: false, status: 'published' });
    expect(await bob.request({ method: 'GET', url: `/v1/mcp-store/public/servers/${created.id}` })).toMatchObject({ code: 0, data: { id: created.id, editable: false } });

    // Users cannot edit or delete public entries through either family.
    for (const url of [`/v1/mcp-store/public/servers/${created.id}`]) {
      expect(await alice.request({ method: 'PUT', url, payload: storeServerBody() })).toMatchObject({ code: 403 });
      expect(await alice.request({ method: 'DELETE', url })).toMatchObject({ code: 403 });
    }
    expect(await alice.request({ method: 'PUT', url: `/v1/mcp-store/servers/${created.id}`, payload: storeServerBody() })).toMatchObject({ code: 612 });
    expect(await alice.request({ method: 'DELETE', url: `/v1/mcp-store/servers/${created.id}` })).toMatchObject({ code: 612 });
    expect(await admin.request({ method: 'POST', url: '/v1/mcp-store/public/servers', payload: storeServerBody() })).toMatchObject({ code: 0 });
    expect(await alice.request({ method: 'POST', url: '/v1/mcp-store/public/servers', payload: storeServerBody() })).toMatchObject({ code: 403 });

    const renamed = await admin.request<McpServer>({ method: 'PUT', url: `/v1/mcp-store/public/servers/${created.id}`, payload: storeServerBody({ name: '公共天气', is_private: undefined }) });
    expect(renamed).toMatchObject({ code: 0, data: { name: '公共天气', status: 'published' } });
    expect(await admin.request<McpServer>({ method: 'PUT', url: `/v1/mcp-store/servers/${created.id}/unpublish` })).toMatchObject({ data: { status: 'unpublished' } });
    expect(await admin.request({ method: 'DELETE', url: `/v1/mcp-store/public/servers/${created.id}` })).toMatchObject({ code: 0, data: {} });
    expect(await admin.request({ method: 'GET', url: `/v1/mcp-store/public/servers/${created.id}` })).toMatchObject({ code: 612 });
  });

  it("hides one user's private servers from another user and from the super-admin (612)", async () => {
    const mine = await create(alice, '/v1/mcp-store/servers');
    for (const web of [bob, admin]) {
      expect(await web.request({ method: 'GET', url: `/v1/mcp-store/servers/${mine.id}` })).toMatchObject({ code: 612 });
      expect(await web.request({ method: 'PUT', url: `/v1/mcp-store/servers/${mine.id}`, payload: storeServerBody() })).toMatchObject({ code: 612 });
      expect(await web.request({ method: 'DELETE', url: `/v1/mcp-store/servers/${mine.id}` })).toMatchObject({ code: 612 });
      expect(await web.request({ method: 'GET', url: `/v1/mcp-store/public/servers/${mine.id}` })).toMatchObject({ code: 612 });
      const listed = await web.request<{ servers: McpServer[] }>({ method: 'GET', url: '/v1/mcp-store/servers' });
      expect(listed.data.servers.map((s) => s.id)).not.toContain(mine.id);
    }
    expect(await admin.request({ method: 'PUT', url: `/v1/mcp-store/servers/${mine.id}/publish` })).toMatchObject({ code: 612 });
    const own = await alice.request<{ servers: McpServer[] }>({ method: 'GET', url: '/v1/mcp-store/servers' });
    expect(own.data.servers.map((s) => s.id)).toContain(mine.id);
    expect(own.data.servers.every((s) => s.is_private)).toBe(true);
  });

  it('answers 614 existing mcp server for a taken name in the same scope, and allows it elsewhere', async () => {
    await create(alice, '/v1/mcp-store/servers', { name: '重名服务' });
    const again = await alice.request({ method: 'POST', url: '/v1/mcp-store/servers', payload: storeServerBody({ name: '重名服务' }), headers: { 'accept-language': 'en' } });
    expect(again).toMatchObject({ code: 614, msg: 'existing mcp server', data: null });
    // Bob's private scope and the public market are separate scopes.
    expect(await bob.request({ method: 'POST', url: '/v1/mcp-store/servers', payload: storeServerBody({ name: '重名服务' }) })).toMatchObject({ code: 0 });
    const other = await create(alice, '/v1/mcp-store/servers', { name: '另一个' });
    expect(await alice.request({ method: 'PUT', url: `/v1/mcp-store/servers/${other.id}`, payload: storeServerBody({ name: '重名服务' }) })).toMatchObject({ code: 614 });
  });

  it('refuses a config type other than sse (400 invalid config type) and script links', async () => {
    const badType = await alice.request({
      method: 'POST', url: '/v1/mcp-store/servers', headers: { 'accept-language': 'en' },
      payload: storeServerBody({ config_schema: { types: ['stdio'], sse: { type: 0, url: '', shared_key: false, params: {}, header: {}, reset_header_default_value: [] } } }),
    });
    expect(badType).toMatchObject({ status: 400, code: 400, msg: 'invalid config type' });
    expect(await alice.request({ method: 'POST', url: '/v1/mcp-store/servers', payload: storeServerBody({ document_url: 'javascript:alert(1)' }) })).toMatchObject({ code: 400 });
  });

  it('filters by keyword and tag', async () => {
    const tagged = await create(admin, '/v1/mcp-store/public/servers', { is_private: undefined, name: 'Map Search', desc: 'find places', tags: ['maps'] });
    await admin.request({ method: 'PUT', url: `/v1/mcp-store/servers/${tagged.id}/publish` });
    const ids = async (query: string) => (await bob.request<{ servers: McpServer[] }>({ method: 'GET', url: `/v1/mcp-store/public/servers${query}` })).data.servers.map((s) => s.id);
    expect(await ids('?tag=maps')).toEqual([tagged.id]);
    expect(await ids('?keyword=PLACES')).toEqual([tagged.id]);
    expect(await ids('?keyword=map&tag=weather')).toEqual([]);
    expect(await ids('?tag=map')).toEqual([]);
  });

  it('masks keys shared in a config_schema and keeps them when the mask is sent back', async () => {
    const schema = { types: ['sse'], sse: { type: 1 as const, url: 'https://mcp.example.com/sse', shared_key: true, params: { key: 'platform-key-0123456789' }, header: {}, reset_header_default_value: [] } };
    const created = await create(alice, '/v1/mcp-store/servers', { config_schema: schema });
    expect(created.config_schema.sse.params).toEqual({ key: 'plat****6789' });
    const edited = await alice.request<McpServer>({ method: 'PUT', url: `/v1/mcp-store/servers/${created.id}`, payload: storeServerBody({ name: created.name, config_schema: { ...schema, sse: { ...schema.sse, params: { key: 'plat****6789' } } } }) });
    expect(edited.data.config_schema.sse.params).toEqual({ key: 'plat****6789' });
    const row = await app.services.repos.mcpServers.findById(created.id);
    expect(JSON.parse(row!.config_schema).sse.params.key).toBe('platform-key-0123456789');
  });
});
