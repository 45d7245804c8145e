import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call, createUser, login, sm2Envelope, solveCaptcha, TestClock } from '../../../test/helper.ts';
import { md5Hex } from '../../lib/ids.ts';

describe('POST /xiaozhi/user/login and the session it opens', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  beforeEach(async () => {
    clock = new TestClock();
    app = await buildTestApp({ clock });
  });
  afterEach(() => app.close());

  it('signs in with captcha + SM2 envelope and returns {token, expire, clientHash}', async () => {
    const user = await createUser(app, { password: 'Secret123' });
    const res = await login(app, user.phone, 'Secret123');
    expect(res).toMatchObject({ status: 200, code: 0, msg: 'success' });
    expect(res.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(res.data.expire).toBe(43_200);
    expect(res.data.clientHash).toBe(md5Hex('127.0.0.1' + '2025-06-01' + 'lightMyRequest'));

    const info = await call(app, { method: 'GET', url: '/xiaozhi/user/info', headers: bearer(res.data.token) });
    expect(info.data).toEqual({ id: user.id, username: user.phone, superAdmin: 0, status: 1 });
  });

  it('accepts the envelope with the "04" prefix the upstream web adds, and the bare token header', async () => {
    const user = await createUser(app);
    const captcha = await solveCaptcha(app);
    const res = await call<{ token: string }>(app, {
      method: 'POST',
      url: '/xiaozhi/user/login',
      payload: { username: user.phone, password: await sm2Envelope(app, captcha.answer, user.password, true), captchaId: captcha.uuid },
    });
    expect(res.code).toBe(0);
    const info = await call(app, { method: 'GET', url: '/xiaozhi/user/info', headers: { authorization: res.data.token } });
    expect(info.code).toBe(0);
  });

  it('answers 10004 for a wrong password and for an unknown user alike', async () => {
    const user = await createUser(app);
    expect(await login(app, user.phone, 'Wrong1234')).toMatchObject({ code: 10004, msg: '账号或密码错误' });
    expect(await login(app, '+8613999999999', user.password)).toMatchObject({ code: 10004 });
  });

  it('refuses a disabled account with 10005', async () => {
    const user = await createUser(app);
    await app.services.repos.users.updateStatus([user.id], 0, new Date().toISOString());
    expect(await login(app, user.phone, user.password)).toMatchObject({ code: 10005, msg: '账号已被停用' });
  });

  it('needs the right captcha, and each captcha serves one attempt', async () => {
    const user = await createUser(app);
    const captcha = await solveCaptcha(app);
    const attempt = async (answer: string) =>
      call(app, {
        method: 'POST',
        url: '/xiaozhi/user/login',
        payload: { username: user.phone, password: await sm2Envelope(app, answer, user.password), captchaId: captcha.uuid },
      });
    expect((await attempt('zzzzz')).code).toBe(10067);
    expect((await attempt(captcha.answer)).code).toBe(10067);
  });

  it('answers 10130 when the envelope cannot be decrypted', async () => {
    const captcha = await solveCaptcha(app);
    const res = await call(app, {
      method: 'POST',
      url: '/xiaozhi/user/login',
      payload: { username: '+8613800000000', password: 'ab'.repeat(80), captchaId: captcha.uuid },
    });
    expect(res).toMatchObject({ code: 10130, msg: '密码解密失败，请刷新页面后重试' });
  });

  it('expires the token after 12 h', async () => {
    const user = await createUser(app);
    const { data } = await login(app, user.phone, user.password);
    const info = () => call(app, { method: 'GET', url: '/xiaozhi/user/info', headers: bearer(data.token) });
    clock.advance(12 * 3600 - 1);
    expect((await info()).code).toBe(0);
    clock.advance(1);
    expect(await info()).toMatchObject({ status: 200, code: 401 });
  });

  it('keeps several sessions per user and logout ends only the current one', async () => {
    const user = await createUser(app);
    const first = (await login(app, user.phone, user.password)).data.token;
    const second = (await login(app, user.phone, user.password)).data.token;
    expect((await call(app, { method: 'POST', url: '/xiaozhi/user/logout', headers: bearer(first) })).code).toBe(0);
    expect((await call(app, { method: 'GET', url: '/xiaozhi/user/info', headers: bearer(first) })).code).toBe(401);
    expect((await call(app, { method: 'GET', url: '/xiaozhi/user/info', headers: bearer(second) })).code).toBe(0);
    expect((await call(app, { method: 'POST', url: '/xiaozhi/user/logout', headers: bearer(first) })).code).toBe(401);
  });

  it('answers 401 on HTTP 200 for missing, unknown and malformed tokens', async () => {
    for (const headers of [{}, bearer('0'.repeat(64)), { authorization: 'Bearer not a token' }]) {
      expect(await call(app, { method: 'GET', url: '/xiaozhi/user/info', headers })).toMatchObject({ status: 200, code: 401, data: null });
    }
  });
});

describe('login rate limit', () => {
  it('counts attempts per IP and user name', async () => {
    const app = await buildTestApp({ rateLimits: { login: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const user = await createUser(app);
      expect((await login(app, user.phone, 'Wrong1234')).code).toBe(10004);
      expect((await login(app, user.phone, 'Wrong1234')).code).toBe(10004);
      expect(await login(app, user.phone, user.password)).toMatchObject({ status: 429, code: 429 });
      expect((await login(app, '+8613800000009', 'Wrong1234')).code).toBe(10004);
    } finally {
      await app.close();
    }
  });
});

describe('per-account lockout', () => {
  it('locks an account after 5 wrong passwords from different addresses, with backoff, until an admin unlocks it', async () => {
    const clock = new TestClock();
    const app = await buildTestApp({ clock });
    try {
      const user = await createUser(app);
      const admin = await createUser(app, { superAdmin: true });
      for (let i = 0; i < 5; i += 1) {
        const res = await loginFrom(app, `198.51.100.${i + 1}`, user.phone, 'Wrong1234x');
        expect(res.json().code).toBe(10004);
      }
      const locked = await loginFrom(app, '198.51.100.99', user.phone, user.password);
      expect(locked.json()).toMatchObject({ code: 10310 });
      expect(locked.json().msg).toContain('1分钟');

      clock.advance(61);
      expect((await loginFrom(app, '198.51.100.7', user.phone, 'Wrong1234x')).json().code).toBe(10004);
      // The sixth failure locks for two minutes.
      clock.advance(61);
      expect((await loginFrom(app, '198.51.100.8', user.phone, user.password)).json().code).toBe(10310);

      const list = await call<{ list: { userid: string; lockedUntil: string | null }[] }>(app, {
        method: 'GET',
        url: `/xiaozhi/admin/users?page=1&limit=10&mobile=${encodeURIComponent(user.phone)}`,
        headers: bearer(admin.token),
      });
      expect(list.data.list[0]).toMatchObject({ userid: user.id, lockedUntil: new Date(clock.now() + 59_000).toISOString() });
      expect((await call(app, { method: 'PUT', url: `/xiaozhi/admin/users/${user.id}/unlock`, headers: bearer(user.token) })).code).toBe(403);
      expect((await call(app, { method: 'PUT', url: `/xiaozhi/admin/users/${user.id}/unlock`, headers: bearer(admin.token) })).code).toBe(0);
      expect((await loginFrom(app, '198.51.100.8', user.phone, user.password)).json().code).toBe(0);
      expect((await call<{ list: { lockedUntil: string | null }[] }>(app, {
        method: 'GET',
        url: `/xiaozhi/admin/users?page=1&limit=10&mobile=${encodeURIComponent(user.phone)}`,
        headers: bearer(admin.token),
      })).data.list[0]?.lockedUntil).toBeNull();
      expect((await call(app, { method: 'PUT', url: '/xiaozhi/admin/users/nobody/unlock', headers: bearer(admin.token) })).code).toBe(612);
    } finally {
      await app.close();
    }
  });

  it('resets the count after a right password', async () => {
    const app = await buildTestApp();
    try {
      const user = await createUser(app);
      for (let i = 0; i < 4; i += 1) expect((await login(app, user.phone, 'Wrong1234x')).code).toBe(10004);
      expect((await login(app, user.phone, user.password)).code).toBe(0);
      for (let i = 0; i < 4; i += 1) expect((await login(app, user.phone, 'Wrong1234x')).code).toBe(10004);
      expect((await login(app, user.phone, user.password)).code).toBe(0);
    } finally {
      await app.close();
    }
  });
});

/** A sign-in from a given address, captcha and SM2 envelope included. */
async function loginFrom(app: FastifyInstance, ip: string, username: string, password: string) {
  const captcha = await solveCaptcha(app);
  return app.inject({
    method: 'POST',
    url: '/xiaozhi/user/login',
    remoteAddress: ip,
    payload: { username, password: await sm2Envelope(app, captcha.answer, password), captchaId: captcha.uuid },
  });
}
