import * as contracts from '@vox/contracts';
import type { Endpoint } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../src/lib/route.ts';
import { buildTestApp } from './helper.ts';

/** Every `<area>Endpoints` map @vox/contracts exports, flattened. */
const declaredEndpoints = (): Endpoint[] =>
  Object.entries(contracts)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([, map]) => Object.values(map as Record<string, Endpoint>));

/**
 * Where the server mounts a declared path: under /xiaozhi, the /v1 family at the site root too, and
 * RAGFlow's /api/v1 paths and the operations probes (`mount: 'root'`) only at the site root.
 */
const mounted = ({ path, mount }: Endpoint) =>
  mount === 'root' || path.startsWith('/api/') ? [path] : path.startsWith('/v1/') ? [`/xiaozhi${path}`, path] : [`/xiaozhi${path}`];

const mountedRoutes = () => declaredEndpoints().flatMap((endpoint) => mounted(endpoint).map((path) => `${endpoint.method} ${path}`));

type OpenApiOperation = { responses: Record<string, { content?: Record<string, { schema: { properties?: object } }> }> };
type OpenApi = { paths: Record<string, Record<string, OpenApiOperation>> };

describe('endpoint declarations', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
  });
  afterAll(() => app.close());

  it('are each routed exactly once, and every route routes a declaration', () => {
    const declared = mountedRoutes();
    const routed = declaredRoutes().map((route) => `${route.method} ${route.url}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...routed].sort()).toEqual([...declared].sort());
    expect(declared.length).toBeGreaterThan(110);
  });

  it('leave no documented HTTP route outside a declaration', () => {
    const openApi = app.swagger() as unknown as OpenApi;
    const documented = Object.entries(openApi.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const declared = new Set(mountedRoutes());
    expect(documented.filter((route) => !declared.has(route))).toEqual([]);
    expect(documented.length).toBe(declared.size);
  });

  it('document the OTA answer as raw JSON with its fields', () => {
    const openApi = app.swagger() as unknown as OpenApi;
    const answer = openApi.paths['/xiaozhi/ota/']?.post?.responses['200']?.content?.['application/json; charset=utf-8'];
    expect(Object.keys(answer?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['server_time', 'activation', 'firmware', 'websocket', 'mqtt']),
    );
  });
});
