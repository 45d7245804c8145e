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

describe('lockout of wrong passwords', () => {
  const STRANGER = '198.51.100.66';
  const OWNER = '203.0.113.5';
  let clock: TestClock;
  let app: FastifyInstance;
  beforeEach(async () => {
    clock = new TestClock();
    app = await buildTestApp({ clock });
  });
  afterEach(() => app.close());

  const lockedUntilInList = async (admin: { token: string }, phone: string) =>
    (await call<{ list: { lockedUntil: string | null }[] }>(app, { method: 'GET', url: `/xiaozhi/admin/users?page=1&limit=10&mobile=${encodeURIComponent(phone)}`, headers: bearer(admin.token) })).data
      .list[0]?.lockedUntil;

  it("makes a stranger's address wait, doubling, while the owner signs in from another address", async () => {
    const user = await createUser(app);
    for (let i = 0; i < 5; i += 1) expect((await loginFrom(app, STRANGER, user.phone, 'Wrong1234x')).json().code).toBe(10004);
    const waiting = await loginFrom(app, STRANGER, user.phone, user.password, 'en');
    expect(waiting.json()).toMatchObject({ code: 10310, msg: 'Too many wrong passwords for this account from this network address: try again in 1 min, or ask an administrator to unlock it' });
    expect((await loginFrom(app, OWNER, user.phone, user.password)).json().code).toBe(0);
    // The stranger keeps guessing whenever the wait ends; the sixth failure waits two minutes, the owner is never held up.
    clock.advance(61);
    expect((await loginFrom(app, STRANGER, user.phone, 'Wrong1234x')).json().code).toBe(10004);
    clock.advance(61);
    expect((await loginFrom(app, STRANGER, user.phone, 'Wrong1234x')).json().code).toBe(10310);
    for (let i = 0; i < 6; i += 1) {
      clock.advance(3601);
      expect((await loginFrom(app, STRANGER, user.phone, 'Wrong1234x')).json().code).toBe(10004);
      expect((await loginFrom(app, OWNER, user.phone, user.password)).json().code).toBe(0);
    }
    expect((await loginFrom(app, STRANGER, user.phone, 'Wrong1234x')).json().msg).toContain('60分钟');
  });

  it('makes everyone wait a minute, never longer, when the account is guessed from many addresses', async () => {
    const user = await createUser(app);
    /** Five wrong passwords from each address; a guesser told to wait comes back when the wait is over. */
    const guessFrom = async (first: number, addresses: number) => {
      for (let a = first; a < first + addresses; a += 1) {
        for (let i = 0; i < 5; i += 1) {
          let answer = (await loginFrom(app, `192.0.2.${a}`, user.phone, 'Wrong1234x', 'en')).json<{ code: number; msg: string }>();
          if (answer.code === 10310) {
            expect(answer.msg).toContain('wait 1 min');
            clock.advance(61);
            answer = (await loginFrom(app, `192.0.2.${a}`, user.phone, 'Wrong1234x', 'en')).json();
          }
          expect(answer.code).toBe(10004);
        }
      }
    };
    // Two addresses' worth of failures leave the owner alone.
    await guessFrom(1, 2);
    expect((await loginFrom(app, OWNER, user.phone, user.password)).json().code).toBe(0);
    await guessFrom(3, 1);
    const waiting = await loginFrom(app, OWNER, user.phone, user.password, 'en');
    expect(waiting.json()).toMatchObject({ code: 10310, msg: 'This account had wrong passwords from several network addresses: wait 1 min, then try again with a new captcha' });
    expect((await loginFrom(app, OWNER, user.phone, user.password, 'zh-TW')).json().msg).toContain('1分鐘');
    clock.advance(61);
    expect((await loginFrom(app, OWNER, user.phone, user.password)).json().code).toBe(0);
    // Still a minute at most after many more addresses.
    await guessFrom(10, 3);
    clock.advance(61);
    expect((await loginFrom(app, OWNER, user.phone, user.password)).json().code).toBe(0);
  }, 20_000);

  it('makes an address that sprays passwords over many phones wait, for every account, known or not', async () => {
    const victims = [await createUser(app), await createUser(app), await createUser(app), await createUser(app)];
    for (let i = 0; i < 20; i += 1) {
      const phone = i % 5 === 4 ? `+86139000000${String(i).padStart(2, '0')}` : victims[i % 5]!.phone;
      expect((await loginFrom(app, STRANGER, phone, 'Wrong1234x')).json().code).toBe(10004);
    }
    const fresh = await createUser(app);
    expect((await loginFrom(app, STRANGER, fresh.phone, fresh.password)).json().code).toBe(10310);
    expect((await loginFrom(app, STRANGER, '+8613900000099', 'Wrong1234x')).json().code).toBe(10310);
    expect((await loginFrom(app, OWNER, victims[0]!.phone, victims[0]!.password)).json().code).toBe(0);
    expect((await loginFrom(app, OWNER, fresh.phone, fresh.password)).json().code).toBe(0);
  });

  it('shows the wait to administrators, who can lift it', async () => {
    const user = await createUser(app);
    const admin = await createUser(app, { superAdmin: true });
    for (let i = 0; i < 5; i += 1) await loginFrom(app, OWNER, user.phone, 'Wrong1234x');
    expect(await lockedUntilInList(admin, user.phone)).toBe(new Date(clock.now() + 60_000).toISOString());
    expect((await call(app, { method: 'PUT', url: `/xiaozhi/admin/users/${user.id}/unlock`, headers: bearer(user.token) })).code).toBe(403);
    expect((await call(app, { method: 'PUT', url: `/xiaozhi/admin/users/${user.id}/unlock`, headers: bearer(admin.token) })).code).toBe(0);
    expect((await loginFrom(app, OWNER, user.phone, user.password)).json().code).toBe(0);
    expect(await lockedUntilInList(admin, user.phone)).toBeNull();
    expect((await call(app, { method: 'PUT', url: '/xiaozhi/admin/users/nobody/unlock', headers: bearer(admin.token) })).code).toBe(612);
  });

  it('resets the count of an address after a right password from it', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 4; i += 1) expect((await login(app, user.phone, 'Wrong1234x')).code).toBe(10004);
    expect((await login(app, user.phone, user.password)).code).toBe(0);
    for (let i = 0; i < 4; i += 1) expect((await login(app, user.phone, 'Wrong1234x')).code).toBe(10004);
    expect((await login(app, user.phone, user.password)).code).toBe(0);
  });
});

/** A sign-in from a given address, captcha and SM2 envelope included. */
async function loginFrom(app: FastifyInstance, ip: string, username: string, password: string, language = 'zh-CN') {
  const captcha = await solveCaptcha(app);
  return app.inject({
    method: 'POST',
    url: '/xiaozhi/user/login',
    remoteAddress: ip,
    headers: { 'accept-language': language },
    payload: { username, password: await sm2Envelope(app, captcha.answer, password), captchaId: captcha.uuid },
  });
}
