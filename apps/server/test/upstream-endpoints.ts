import * as contracts from '@vox/contracts';
import type { Endpoint } from '@vox/contracts';
import { readFileSync } from 'node:fs';

export interface UpstreamEndpoint {
  method: string;
  /** As upstream's mappings spell it, e.g. `admin/params/{id}` or `/ota//activate`. */
  path: string;
}

/** Upstream manager-api's controller endpoints (method and path under /xiaozhi), one `METHOD path` a line. */
export function upstreamEndpoints(): UpstreamEndpoint[] {
  const text = readFileSync(new URL('./fixtures/upstream-endpoints.txt', import.meta.url), 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [method, path] = line.split(' ');
      return { method: method!, path: path! };
    });
}

/**
 * The URL path upstream serves, in our `:param` form: Spring adds the missing leading slash and joins `/ota/` with
 * `/activate` into one separator, so `admin/params` is `/admin/params` and `/ota//activate` is `/ota/activate`.
 */
export function upstreamPathAsOurs(path: string): string {
  return `/${path}`.replace(/\/{2,}/g, '/').replace(/\{(\w+)\}/g, ':$1');
}

/** A path with every parameter written `:`, so two spellings of one route compare equal whatever their names. */
export const pathShape = (path: string) => path.replace(/:\w+/g, ':');

/** Every `<area>Endpoints` map @vox/contracts exports, flattened. */
export const declaredEndpoints = (): Endpoint[] =>
  Object.entries(contracts)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([, map]) => Object.values(map as Record<string, Endpoint>));

/** Declarations served under /xiaozhi (everything but RAGFlow's /api paths and the site-root probes). */
export const servedUnderXiaozhi = ({ path, mount }: Endpoint) => mount !== 'root' && !path.startsWith('/api/');
