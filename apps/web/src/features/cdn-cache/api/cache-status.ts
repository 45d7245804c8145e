import { CDN_CACHE_NAMES } from '../../../config/cdn.ts';

export interface CachedResource {
  url: string;
  cached: boolean;
}

/** The cache dialog's data: css and js entries (url, cached) and the totals. */
export interface CdnCacheStatus {
  css: CachedResource[];
  js: CachedResource[];
  totalCached: number;
  totalNotCached: number;
}

export const cacheApiSupported = () => typeof window !== 'undefined' && 'caches' in window;

async function listCache(name: string): Promise<CachedResource[]> {
  if (!(await caches.has(name))) return [];
  const cache = await caches.open(name);
  const requests = await cache.keys();
  return Promise.all(requests.map(async (request) => ({ url: request.url, cached: (await cache.match(request)) !== undefined })));
}

export async function readCdnCacheStatus(): Promise<CdnCacheStatus> {
  const [css, js] = await Promise.all([listCache(CDN_CACHE_NAMES.css), listCache(CDN_CACHE_NAMES.js)]);
  const all = [...css, ...js];
  const totalCached = all.filter((entry) => entry.cached).length;
  return { css, js, totalCached, totalNotCached: all.length - totalCached };
}

export async function clearAllCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}
