import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';

describe('the built SPA', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vox-web-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'dist'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>智控台</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-B1a2c3D4.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'dist', 'vendor-react-Xy9Zq1Wv.js'), 'console.log(2)');
    writeFileSync(path.join(dist, 'service-worker.js'), 'self.addEventListener("install", () => {})');
    writeFileSync(path.join(dist, 'favicon.ico'), 'ico');
    app = await buildTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('loads index.html for client routes, without caching it', async () => {
    for (const [url, accept] of [
      ['/', '*/*'],
      ['/login', '*/*'],
      ['/user-management', '*/*'],
      ['/datasets/abc?x=1', '*/*'],
      ['/docs/v1.2', 'text/html,application/xhtml+xml'],
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year and the service worker uncached', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-B1a2c3D4.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The real build's folder (the bundle's public path is /dist/).
    const built = await app.inject({ method: 'GET', url: '/dist/vendor-react-Xy9Zq1Wv.js' });
    expect(built.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const icon = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps API paths, missing files and non-GET requests on the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/xiaozhi/nothing'],
      ['GET', '/v1/nothing'],
      ['GET', '/assets/index-OLDHASH1.js'],
      ['POST', '/login'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null });
    }
  });

  it('still answers the API', async () => {
    const res = await app.inject({ method: 'GET', url: '/xiaozhi/user/pub-config' });
    expect(res.json()).toMatchObject({ code: 0 });
  });
});

describe('the prerendered sign-in pages', () => {
  let dist: string;
  let app: FastifyInstance;
  const loader = 'start("app")';
  const page = (locale: string) =>
    `<!doctype html><div id="root" data-locale="${locale}"><input type="password"></div><script data-entry="/dist/a.js">${loader}</script>`;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vox-web-'));
    mkdirSync(path.join(dist, 'sign-in'));
    mkdirSync(path.join(dist, 'dist'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"><!--splash--></div>');
    const files: Record<string, string> = {};
    for (const locale of ['zh_CN', 'zh_TW', 'en']) {
      writeFileSync(path.join(dist, 'sign-in', `login.${locale}.html`), page(locale));
      files[locale] = `sign-in/login.${locale}.html`;
    }
    writeFileSync(path.join(dist, 'sign-in', 'pages.json'), JSON.stringify({ '/login': files }));
    writeFileSync(path.join(dist, 'dist', 'app-B1a2c3D4.js'), 'plain');
    writeFileSync(path.join(dist, 'dist', 'app-B1a2c3D4.js.br'), 'brotli');
    writeFileSync(path.join(dist, 'dist', 'app-B1a2c3D4.js.gz'), 'gzip');
    app = await buildTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends /login in the cookie’s language, else the browser’s, else Simplified Chinese, uncached', async () => {
    for (const [headers, locale] of [
      [{ cookie: 'theme=dark; userLanguage=zh_TW', 'accept-language': 'en-US,en;q=0.9' }, 'zh_TW'],
      [{ cookie: 'userLanguage=fr', 'accept-language': 'en-GB' }, 'en'],
      [{ 'accept-language': 'zh-HK' }, 'zh_TW'],
      [{ 'accept-language': 'fr-FR' }, 'zh_CN'],
      [{}, 'zh_CN'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: '/login?redirect=%2Fhome', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/Cookie.*Accept-Language/);
      expect(res.body).toBe(page(locale));
    }
  });

  it('allows the pages’ inline loader by its hash, and no other inline script anywhere', async () => {
    const hash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    const scriptSources = (policy: unknown) => /script-src ([^;]*)/.exec(String(policy))?.[1];
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(scriptSources(login.headers['content-security-policy'])).toBe(`'self' ${hash}`);
    expect(login.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const other = await app.inject({ method: 'GET', url: '/register' });
    expect(scriptSources(other.headers['content-security-policy'])).toBe("'self'");
  });

  it('leaves the other client routes on index.html', async () => {
    const res = await app.inject({ method: 'GET', url: '/register', headers: { cookie: 'userLanguage=en' } });
    expect(res.body).toContain('<!--splash-->');
  });

  it('sends the build’s brotli or gzip file when the browser takes it, and the plain one otherwise', async () => {
    for (const [encoding, body] of [
      ['gzip, deflate, br, zstd', 'brotli'],
      ['gzip, deflate', 'gzip'],
      ['identity', 'plain'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: '/dist/app-B1a2c3D4.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.body).toBe(body);
    }
  });
});
