import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import { declaredEndpoints, servedUnderXiaozhi, upstreamEndpoints, upstreamPathAsOurs } from './upstream-endpoints.ts';

/**
 * A route whose `:param` (or wildcard) takes a fixed word of another path answers that path with the wrong handler
 * and the wrong access rule: `GET /device/address-book/call` (server secret) once reached the user route
 * `/device/address-book/:mac` and answered 401. Each path below, declared here or upstream's, is asked of the app's
 * router with sample values in its own parameters; every fixed word must come back as a fixed word.
 */
const SAMPLE = 'sample-value';

/** The fixed words the router took as parameter values when asked for `path`'s URL (empty when it was not routed). */
function capturedFixedWords(app: FastifyInstance, method: string, path: string): string[] {
  const url = path.replace(/:\w+/g, SAMPLE).replace(/\*$/, SAMPLE);
  const found = app.findRoute({ method: method as HTTPMethods, url });
  if (!found) return [];
  return Object.values(found.params as Record<string, string>).filter((value) => value !== SAMPLE && !value.split('/').every((part) => part === SAMPLE));
}

describe('route shadowing', () => {
  it('catches a fixed path a parameter takes (the address-book case before /call was declared)', async () => {
    const bare = Fastify();
    bare.get('/xiaozhi/device/address-book/:mac', () => null);
    bare.get('/xiaozhi/device/address-book/lookup', () => null);
    await bare.ready();
    expect(capturedFixedWords(bare, 'GET', '/xiaozhi/device/address-book/call')).toEqual(['call']);
    expect(capturedFixedWords(bare, 'GET', '/xiaozhi/device/address-book/lookup')).toEqual([]);
    expect(capturedFixedWords(bare, 'GET', '/xiaozhi/device/address-book/:mac')).toEqual([]);
    await bare.close();
  });

  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
  });
  afterAll(() => app.close());

  it('no declared route takes a fixed path of another declared route', () => {
    const shadowed = declaredEndpoints()
      .filter(servedUnderXiaozhi)
      .flatMap(({ method, path }) => capturedFixedWords(app, method, `/xiaozhi${path}`).map((word) => `${method} ${path} (“${word}” taken as a parameter)`));
    expect(shadowed).toEqual([]);
  });

  it('at the site root too: no route takes a fixed path of the /v1 family, RAGFlow’s /api or the probes', () => {
    const atRoot = declaredEndpoints().filter((endpoint) => !servedUnderXiaozhi(endpoint) || endpoint.path.startsWith('/v1/'));
    expect(atRoot.length).toBeGreaterThan(50);
    const shadowed = atRoot.flatMap(({ method, path }) => capturedFixedWords(app, method, path).map((word) => `${method} ${path} (“${word}” taken as a parameter)`));
    expect(shadowed).toEqual([]);
    // Each of them is routed there, not only under /xiaozhi.
    const unrouted = atRoot.filter(({ method, path }) => !app.findRoute({ method: method as HTTPMethods, url: path.replace(/:\w+/g, SAMPLE) }));
    expect(unrouted.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('no declared route takes a fixed path upstream serves', () => {
    const shadowed = upstreamEndpoints().flatMap(({ method, path }) => {
      const ours = upstreamPathAsOurs(path);
      return capturedFixedWords(app, method, `/xiaozhi${ours}`).map((word) => `${method} ${ours} (“${word}” taken as a parameter)`);
    });
    expect(shadowed).toEqual([]);
  });
});
