import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerSignInPages } from './sign-in-pages.ts';

const NO_CACHE_FILES = new Set(['index.html', 'service-worker.js', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** Where Vite writes its content-hashed files: `dist/` in this build (the bundle's public path is /dist/), else `assets/`. */
const HASHED_DIRS = new Set(['dist', 'assets']);

/** Pages and the service worker must revalidate; Vite's content-hashed assets never change. */
export function cacheHeadersFor(webDist: string): (reply: FastifyReply, filePath: string) => void {
  return (reply, filePath) => {
    // A precompressed file (index.html.br) is cached like the file it stands for.
    const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
    const [folder, ...inside] = path.relative(webDist, filePath).split(path.sep);
    if (NO_CACHE_FILES.has(name) || name.endsWith('.html')) reply.header('cache-control', 'no-cache');
    else if ((HASHED_DIRS.has(folder!) && inside.length > 0) || name.startsWith('workbox-')) reply.header('cache-control', LONG_CACHE);
    else reply.header('cache-control', 'public, max-age=3600');
  };
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
    setHeaders: cacheHeadersFor(webDist),
    // The build writes .br and .gz files next to the assets at the highest levels (apps/web/precompress.ts), smaller
    // than what @fastify/compress makes on the fly; files without them are still compressed per request.
    preCompressed: true,
  });
  registerSignInPages(app, webDist);
  return true;
}
