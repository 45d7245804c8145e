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
