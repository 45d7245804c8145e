import type { PageData, ParamRow } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call, createUser, TestClock, type TestUser } from './helper.ts';

const ALLOWED = 'https://app.example.com';
const FOREIGN = 'https://evil.example.net';
/** A /v1 route every signed-in user may call. */
const V1_URL = '/v1/mcp-store/public/servers';

describe('CORS', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let admin: TestUser;
  beforeEach(async () => {
    clock = new TestClock();
    app = await buildTestApp({ clock });
    admin = await createUser(app, { superAdmin: true });
  });
  afterEach(() => app.close());

  const setOrigins = async (value: string, lang = 'en') => {
    const page = await call<PageData<ParamRow>>(app, { method: 'GET', url: '/xiaozhi/admin/params/page?paramCode=api.cors_origins', headers: bearer(admin.token) });
    const row = page.data.list.find((item) => item.paramCode === 'api.cors_origins')!;
    return call(app, {
      method: 'PUT',
      url: '/xiaozhi/admin/params',
      headers: { ...bearer(admin.token), 'accept-language': lang },
      payload: { id: row.id, paramCode: row.paramCode, paramValue: value, valueType: row.valueType, remark: row.remark },
    });
  };
  const get = (url: string, origin: string) => app.inject({ method: 'GET', url, headers: { ...bearer(admin.token), origin } });
  const preflight = (url: string, origin: string) =>
    app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });

  it('is closed by default: the seeded api.cors_origins is null and no origin gets an allow header', async () => {
    expect(await app.services.params.raw('api.cors_origins')).toBe('null');
    const res = await get(V1_URL, ALLOWED);
    expect(res.json()).toMatchObject({ code: 0 });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(V1_URL, ALLOWED)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the listed origins call /v1, preflight with Authorization included, and no other origin', async () => {
    expect((await setOrigins(`${ALLOWED}, http://192.168.1.10:8080/`)).code).toBe(0);
    clock.advance(11);
    const ok = await get(V1_URL, ALLOWED);
    expect(ok.json()).toMatchObject({ code: 0 });
    expect(ok.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(ok.headers.vary)).toMatch(/origin/i);
    expect((await get(V1_URL, 'http://192.168.1.10:8080')).headers['access-control-allow-origin']).toBe('http://192.168.1.10:8080');

    const pre = await preflight(V1_URL, ALLOWED);
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');

    const foreign = await get(V1_URL, FOREIGN);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const foreignPre = await preflight(V1_URL, FOREIGN);
    expect(foreignPre.statusCode).toBeGreaterThanOrEqual(400);
    expect(foreignPre.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never answers CORS on /xiaozhi, whatever the param allows', async () => {
    expect((await setOrigins(ALLOWED)).code).toBe(0);
    clock.advance(11);
    for (const origin of [ALLOWED, FOREIGN]) {
      const res = await get('/xiaozhi/user/info', origin);
      expect(res.json()).toMatchObject({ code: 0 });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const pre = await preflight('/xiaozhi/user/info', origin);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      expect(pre.headers['access-control-allow-methods']).toBeUndefined();
    }
  });

  it('applies an edit within 10 s, without a restart, and closes again on null', async () => {
    expect((await get(V1_URL, ALLOWED)).headers['access-control-allow-origin']).toBeUndefined();
    expect((await setOrigins(ALLOWED)).code).toBe(0);
    clock.advance(11);
    expect((await get(V1_URL, ALLOWED)).headers['access-control-allow-origin']).toBe(ALLOWED);
    expect((await setOrigins('null')).code).toBe(0);
    clock.advance(11);
    expect((await get(V1_URL, ALLOWED)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a mistyped list with a localised message naming the param, and keeps what was stored', async () => {
    expect((await setOrigins(ALLOWED)).code).toBe(0);
    for (const bad of ['app.example.com', 'https://app.example.com/path', '*', 'ftp://files.example.com', `${ALLOWED};https://b.example.com`, `${ALLOWED},`]) {
      const res = await setOrigins(bad);
      expect(res.code, bad).toBe(10324);
      expect(res.msg).toContain('api.cors_origins');
      expect(res.msg).toContain('separated by commas');
    }
    expect((await setOrigins('*', 'zh-CN')).msg).toContain('以英文逗号分隔');
    const huge = await setOrigins(`${ALLOWED},`.repeat(100_000));
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(await app.services.params.raw('api.cors_origins')).toBe(ALLOWED);
  });
});
