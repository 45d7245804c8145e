import type { Endpoint } from '@vox/contracts';

/**
 * The first element of every query key, one or two per feature, each merged in by its feature's `api/query-roots.ts`
 * (`declare module`), so adding a feature never edits this file. A mutation that changes what another feature shows
 * names that feature's root in its `meta.invalidates` (see query-client.ts) instead of spelling the other's keys.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface QueryRoots {}

export type QueryRoot = keyof QueryRoots;

/** The parts of a call that tell one answer from another; a body is never part of a read. */
export interface QueryKeyInput {
  params?: unknown;
  query?: unknown;
}

/**
 * The key of a query reading a declared endpoint: [feature root, "METHOD /path", params, query]. Keys match by
 * prefix and by the fields given, so a key with fewer params or query fields (or none) names every query of that
 * endpoint that agrees on them: what a mutation invalidates or a screen drops from the cache.
 */
export const queryKeyOf = (root: QueryRoot, endpoint: Pick<Endpoint, 'method' | 'path'>, { params = {}, query = {} }: QueryKeyInput = {}) =>
  [root, `${endpoint.method} ${endpoint.path}`, params, query] as const;
