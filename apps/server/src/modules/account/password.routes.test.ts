import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call, createUser, login, RecordingSmsSender, sm2Envelope, solveCaptcha, type TestUser } from '../../../test/helper.ts';

describe('PUT /xiaozhi/user/retrieve-password', () => {
  let app: FastifyInstance;
  let sms: RecordingSmsSender;
  let user: TestUser;
  beforeEach(async () => {
    sms = new RecordingSmsSender();
    app = await buildTestApp({ sms });
    user = await createUser(app, { password: 'OldPass12' });
  });
  afterEach(() => app.close());

  async function smsCode(phone: string): Promise<string> {
    const captcha = await solveCaptcha(app);
    await call(app, { method: 'POST', url: '/xiaozhi/user/smsVerification', payload: { phone, captcha: captcha.answer, captchaId: captcha.uuid } });
    return sms.lastCodeFor(phone) ?? '000000';
  }

  async function retrieve(fields: { phone?: string; code: string; password?: string; captchaAnswer?: string }) {
    const captcha = await solveCaptcha(app);
    return call(app, {
      method: 'PUT',
      url: '/xiaozhi/user/retrieve-password',
      payload: {
        phone: fields.phone ?? user.phone,
        code: fields.code,
        password: await sm2Envelope(app, fields.captchaAnswer ?? captcha.answer, fields.password ?? 'NewPass34'),
        captchaId: captcha.uuid,
      },
    });
  }

  it('sets the new password and ends every session of the account', async () => {
    const res = await retrieve({ code: await smsCode(user.phone) });
    expect(res).toMatchObject({ code: 0, data: null });
    expect((await call(app, { method: 'GET', url: '/xiaozhi/user/info', headers: bearer(user.token) })).code).toBe(401);
    expect((await login(app, user.phone, 'OldPass12')).code).toBe(10004);
    expect((await login(app, user.phone, 'NewPass34')).code).toBe(0);
  });

  it('checks the captcha before anything about the account and spends the code once used', async () => {
    const code = await smsCode(user.phone);
    expect((await retrieve({ phone: '+8612345678901', code })).code).toBe(10074);
    // Without a solved captcha nothing tells a registered phone or a right code apart.
    expect((await retrieve({ code, captchaAnswer: 'zzzzz' })).code).toBe(10067);
    expect((await retrieve({ phone: '+8613999999999', code, captchaAnswer: 'zzzzz' })).code).toBe(10067);
    expect((await retrieve({ code, password: 'alllowercase1' })).code).toBe(10031);
    expect((await retrieve({ code })).code).toBe(0);
    // The code served its purpose.
    expect((await retrieve({ code })).code).toBe(10075);
  });

  it('answers an unknown phone exactly as a wrong code', async () => {
    const code = await smsCode(user.phone);
    const unknown = await retrieve({ phone: '+8613999999999', code });
    const wrong = await retrieve({ code: code === '123456' ? '654321' : '123456' });
    expect({ code: unknown.code, msg: unknown.msg, status: unknown.status }).toEqual({ code: wrong.code, msg: wrong.msg, status: wrong.status });
    expect(unknown.code).toBe(10075);
  });

  it('voids a code after 5 wrong guesses, from any address', async () => {
    const code = await smsCode(user.phone);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) expect((await retrieve({ code: wrongCode })).code).toBe(10075);
    expect((await retrieve({ code })).code).toBe(10075);
    expect((await login(app, user.phone, 'OldPass12')).code).toBe(0);
  });

  it('is off (10073) when mobile registration is off', async () => {
    await app.services.params.set('server.enable_mobile_register', 'false');
    expect(await retrieve({ code: '123456' })).toMatchObject({ code: 10073, msg: '未开启找回密码功能' });
  });
});

describe('PUT /xiaozhi/user/change-password', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  const change = (token: string, password: string, newPassword: string) =>
    call(app, { method: 'PUT', url: '/xiaozhi/user/change-password', payload: { password, newPassword }, headers: bearer(token) });

  it('changes the password, keeps the current session and ends the others', async () => {
    const user = await createUser(app, { password: 'OldPass12' });
    const other = (await login(app, user.phone, 'OldPass12')).data.token;
    expect((await change(user.token, 'OldPass12', 'NewPass34')).code).toBe(0);
    expect((await call(app, { method: 'GET', url: '/xiaozhi/user/info', headers: bearer(user.token) })).code).toBe(0);
    expect((await call(app, { method: 'GET', url: '/xiaozhi/user/info', headers: bearer(other) })).code).toBe(401);
    expect((await login(app, user.phone, 'NewPass34')).code).toBe(0);
  });

  it('needs the right old password (10048) and a strong new one (10031)', async () => {
    const user = await createUser(app, { password: 'OldPass12' });
    expect(await change(user.token, 'Nope1234', 'NewPass34')).toMatchObject({ code: 10048, msg: '旧密码错误' });
    expect((await change(user.token, 'OldPass12', 'short1A')).code).toBe(10031);
    expect((await login(app, user.phone, 'OldPass12')).code).toBe(0);
  });

  it('needs a session', async () => {
    expect((await call(app, { method: 'PUT', url: '/xiaozhi/user/change-password', payload: { password: 'a', newPassword: 'b' } })).code).toBe(401);
  });
});
