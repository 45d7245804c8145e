import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const NO_CACHE_FILES = new Set(['index.html', 'service-worker.js', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** index.html and the service worker must revalidate; Vite's content-hashed assets never change. */
export function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const name = path.basename(filePath);
  if (NO_CACHE_FILES.has(name)) reply.header('cache-control', 'no-cache');
  else if (filePath.split(path.sep).includes('assets') || name.startsWith('workbox-')) reply.header('cache-control', LONG_CACHE);
  else reply.header('cache-control', 'public, max-age=3600');
}

/** Serves the built SPA when it exists; returns whether it does (then unknown GETs fall back to index.html). */
export async function registerStatic(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web build not found; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    redirect: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
  return true;
}
