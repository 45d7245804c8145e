import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/plugins/app/redact-url.ts';
import { bearer, buildTestApp, call, createUser } from './helper.ts';

describe('HTTP hardening', () => {
  let dist: string;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vox-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>智控台</title><div id="root"></div>');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildTestApp({ config: { webDist: dist }, logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the security headers on API answers, errors and the SPA', async () => {
    for (const url of ['/xiaozhi/user/pub-config', '/xiaozhi/no-such-api', '/login', '/xiaozhi/user/info']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect([url, csp]).toEqual([url, expect.stringContaining("default-src 'self'")]);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers //xiaozhi/... as the route itself, as upstream does, with a matching code otherwise', async () => {
    const doubled = await call(app, { method: 'GET', url: '//xiaozhi/user/pub-config' });
    expect(doubled).toMatchObject({ status: 200, code: 0 });
    const unknown = await call(app, { method: 'GET', url: '//xiaozhi/no-such-api' });
    expect(unknown).toMatchObject({ status: 404, code: 404 });
    expect(unknown.response.headers['content-type']).toMatch(/json/);
  });

  it('keeps proxy tokens and one-time link ids out of the request log', async () => {
    const user = await createUser(app);
    const issued = await call<{ token: string }>(app, { method: 'GET', url: '/v1/mcpproxy/token', headers: bearer(user.token) });
    const token = issued.data.token;
    expect(token.length).toBeGreaterThan(20);
    await app.inject({ method: 'GET', url: `/v1/mcpproxy/connect?token=${token}&role=client` });
    await app.inject({ method: 'GET', url: '/xiaozhi/otaMag/download/5f0c2a1b9d8e4f7a8b6c5d4e3f2a1b0c' });
    const log = lines.join('');
    expect(log).toContain('/v1/mcpproxy/connect?token=[redacted]&role=client');
    expect(log).toContain('/xiaozhi/otaMag/download/[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain('5f0c2a1b9d8e4f7a8b6c5d4e3f2a1b0c');
  });

  it('redacts credential query values and link ids, and leaves other URLs alone', () => {
    expect(redactUrl('/x?api_key=abc&page=2')).toBe('/x?api_key=[redacted]&page=2');
    expect(redactUrl('/xiaozhi/agent/play/abcdef?x=1')).toBe('/xiaozhi/agent/play/[redacted]?x=1');
    expect(redactUrl('/xiaozhi/admin/users?page=1&limit=10&mobile=139')).toBe('/xiaozhi/admin/users?page=1&limit=10&mobile=139');
    expect(redactUrl('/v1/memories/m1/identifiers/speaker_%E5%B0%8F%E6%98%8E/nodes?keyword=%E6%81%90&last_days=7')).toBe('/v1/memories/m1/identifiers/[redacted]/nodes?keyword=[redacted]&last_days=7');
    expect(redactUrl('/v1/agents/a1/identifiers/mac_aa:bb/memory/recall')).toBe('/v1/agents/a1/identifiers/[redacted]/memory/recall');
    expect(redactUrl('/xiaozhi/agent/list?keyword=abc')).toBe('/xiaozhi/agent/list?keyword=abc');
  });
});
