import { describe, expect, it } from 'vitest';
import { declaredEndpoints, pathShape, servedUnderXiaozhi, upstreamEndpoints, upstreamPathAsOurs } from './upstream-endpoints.ts';

/** Declared is routed: endpoint-declarations.test.ts fails on a declaration without its route. */
describe('upstream parity', () => {
  it('reads all of upstream manager-api’s controller endpoints', () => {
    const endpoints = upstreamEndpoints();
    expect(endpoints).toHaveLength(154);
    expect(new Set(endpoints.map(({ method, path }) => `${method} ${upstreamPathAsOurs(path)}`)).size).toBe(154);
  });

  it('declares every upstream endpoint at the same method and path under /xiaozhi', () => {
    const declared = new Set(declaredEndpoints().filter(servedUnderXiaozhi).map(({ method, path }) => `${method} ${pathShape(path)}`));
    const missing = upstreamEndpoints()
      .map(({ method, path }) => `${method} ${upstreamPathAsOurs(path)}`)
      .filter((route) => !declared.has(pathShape(route)));
    expect(missing).toEqual([]);
  });
});
