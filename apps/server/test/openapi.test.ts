import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../src/lib/route.ts';
import { buildTestApp, createUser } from './helper.ts';

interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  'x-access'?: string;
}
interface Doc {
  info: { description: string };
  components: { securitySchemes: Record<string, { type: string; scheme: string; description: string }> };
  paths: Record<string, Record<string, Operation>>;
}

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document at /api-docs', () => {
  let app: FastifyInstance;
  let doc: Doc;
  beforeAll(async () => {
    app = await buildTestApp();
    doc = (await app.inject({ method: 'GET', url: '/api-docs/json' })).json<Doc>();
  });
  afterAll(() => app.close());

  it('describes the bearer scheme as a session token or API key, and the device-server secret apart', () => {
    const { bearerAuth, serverSecret } = doc.components.securitySchemes;
    expect(bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(bearerAuth!.description).toContain('session token');
    expect(bearerAuth!.description).toContain('API key (32 hex, from /api-key-management)');
    expect(serverSecret).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(serverSecret!.description).toContain('server.secret');
    expect(doc.info.description).toContain('[admin]');
  });

  it('marks every route with who may call it: x-access, the summary prefix and the scheme', () => {
    const routes = declaredRoutes().filter((route) => route.url.startsWith('/xiaozhi/') || route.url.startsWith('/v1/'));
    expect(routes.length).toBeGreaterThan(50);
    const seen = new Set<string>();
    for (const route of routes) {
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.url}`).toBeDefined();
      expect(op!['x-access'], route.url).toBe(route.access);
      seen.add(route.access);
      switch (route.access) {
        case 'admin':
          expect(op!.summary, route.url).toMatch(/^\[admin\] /);
          expect(op!.security).toEqual([{ bearerAuth: [] }]);
          break;
        case 'user':
          expect(op!.summary).not.toMatch(/^\[/);
          expect(op!.security).toEqual([{ bearerAuth: [] }]);
          break;
        case 'server':
          expect(op!.summary).toMatch(/^\[device server\] /);
          expect(op!.security).toEqual([{ serverSecret: [] }]);
          break;
        case 'anon':
          expect(op!.security).toBeUndefined();
          break;
      }
    }
    expect([...seen].sort()).toEqual(['admin', 'anon', 'server', 'user']);
    expect(doc.paths['/xiaozhi/admin/params/page']!.get!.summary).toMatch(/^\[admin\] Params by code/);
  });

  it('can be tried with a bearer value: the UI keeps the authorisation, and the bearer it sends is what the API takes', async () => {
    const init = await app.inject({ method: 'GET', url: '/api-docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('"persistAuthorization":true');
    // What Authorize sends for a bearer scheme: Authorization: Bearer <value>.
    const admin = await createUser(app, { superAdmin: true });
    const res = await app.inject({ method: 'GET', url: '/xiaozhi/admin/params/page', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.json()).toMatchObject({ code: 0 });
  });
});
