import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser } from '../../test/helper.ts';
import { declaredRoutes, type DeclaredRoute } from '../lib/route.ts';

/** A concrete path for a route pattern: every `:param` becomes a plausible id. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, 'x1');

describe('admin-only routes', () => {
  let app: FastifyInstance;
  let adminRoutes: DeclaredRoute[];
  let userToken: string;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
    // Read from the registry defineRoute fills, so routes other areas add later are walked too.
    adminRoutes = declaredRoutes().filter((route) => route.access === 'admin');
    userToken = (await createUser(app)).token;
  });
  afterAll(() => app.close());

  it('knows the admin routes of this area and others', () => {
    const urls = adminRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(expect.arrayContaining([
      'GET /xiaozhi/admin/params/page', 'POST /xiaozhi/admin/params', 'PUT /xiaozhi/admin/params', 'POST /xiaozhi/admin/params/delete',
      'GET /xiaozhi/admin/server/server-list', 'POST /xiaozhi/admin/server/emit-action', 'GET /xiaozhi/admin/users',
    ]));
    expect(adminRoutes.length).toBeGreaterThan(20);
  });

  it('answers 403 to a signed-in non-admin and 401 to an anonymous caller on every one', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const url = concrete(route.url);
      const asUser = await app.inject({ method: route.method, url, headers: bearer(userToken) });
      const anonymous = await app.inject({ method: route.method, url });
      if (asUser.statusCode !== 403 || asUser.json<{ code: number }>().code !== 403) failures.push(`${route.method} ${route.url} as user: ${asUser.statusCode} ${asUser.body}`);
      if (anonymous.json<{ code: number }>().code !== 401) failures.push(`${route.method} ${route.url} anonymous: ${anonymous.statusCode} ${anonymous.body}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 403 to an admin's API key on every one", async () => {
    const admin = await createUser(app, { superAdmin: true });
    const { id } = await app.services.apiKeys.create(admin.id, 'script');
    const { key } = await app.services.apiKeys.get(admin.id, id, true);
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const viaKey = await app.inject({ method: route.method, url: concrete(route.url), headers: bearer(key) });
      if (viaKey.json<{ code: number }>().code !== 403) failures.push(`${route.method} ${route.url}: ${viaKey.statusCode} ${viaKey.body}`);
    }
    expect(failures).toEqual([]);
  });
});
