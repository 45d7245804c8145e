import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, createUser, login, RecordingSmsSender, sm2Envelope, solveCaptcha } from '../../../test/helper.ts';

const PHONE = '+8613700137000';

describe('POST /xiaozhi/user/register', () => {
  let app: FastifyInstance;
  let sms: RecordingSmsSender;
  beforeEach(async () => {
    sms = new RecordingSmsSender();
    app = await buildTestApp({ sms });
  });
  afterEach(() => app.close());

  /** The web's sequence: captcha → SMS code → captcha again → register. */
  async function smsCodeFor(phone: string): Promise<string> {
    const captcha = await solveCaptcha(app);
    const res = await call(app, { method: 'POST', url: '/xiaozhi/user/smsVerification', payload: { phone, captcha: captcha.answer, captchaId: captcha.uuid } });
    expect(res.code).toBe(0);
    return sms.lastCodeFor(phone)!;
  }

  async function register(fields: { username?: string; password?: string; mobileCaptcha?: string; bootstrapCode?: string; captchaAnswer?: string } = {}) {
    const captcha = await solveCaptcha(app);
    const password = await sm2Envelope(app, fields.captchaAnswer ?? captcha.answer, fields.password ?? 'Abcdef12');
    return call(app, {
      method: 'POST',
      url: '/xiaozhi/user/register',
      payload: { username: fields.username ?? PHONE, password, captchaId: captcha.uuid, mobileCaptcha: fields.mobileCaptcha, bootstrapCode: fields.bootstrapCode },
    });
  }

  it('registers a normal, enabled user with SMS code + captcha, who can then sign in', async () => {
    await createUser(app, { superAdmin: true });
    const res = await register({ mobileCaptcha: await smsCodeFor(PHONE) });
    expect(res).toMatchObject({ status: 200, code: 0, data: null });
    const user = await app.services.users.findByUsername(PHONE);
    expect(user).toMatchObject({ super_admin: 0, status: 1 });
    expect(user?.password).toMatch(/^\$2[aby]\$\d\d\$/);
    expect((await login(app, PHONE, 'Abcdef12')).code).toBe(0);
  });

  it('uses the SMS code up on success', async () => {
    const code = await smsCodeFor(PHONE);
    expect((await register({ mobileCaptcha: code })).code).toBe(0);
    expect(await app.services.smsCodes.verify(PHONE, code)).toBe(false);
  });

  it('checks the SMS code (10075), captcha (10067), existing user (10070) and strength (10031)', async () => {
    const code = await smsCodeFor(PHONE);
    expect(await register({ mobileCaptcha: '000000' === code ? '111111' : '000000' })).toMatchObject({ code: 10075, msg: '短信验证码错误或已过期' });
    expect(await register({})).toMatchObject({ code: 10075 });
    expect(await register({ mobileCaptcha: code, captchaAnswer: 'zzzzz' })).toMatchObject({ code: 10067 });
    expect(await register({ mobileCaptcha: code, password: 'abcdefgh' })).toMatchObject({ code: 10031 });
    expect(await register({ mobileCaptcha: code, password: 'Ab1' })).toMatchObject({ code: 10031 });
    await createUser(app, { phone: '+8613700137001' });
    const other = await smsCodeFor('+8613700137001');
    expect(await register({ username: '+8613700137001', mobileCaptcha: other })).toMatchObject({ code: 10070, msg: '此手机号码已注册' });
  });

  it('does not need an SMS code when mobile registration is off', async () => {
    await app.services.params.set('server.enable_mobile_register', 'false');
    expect((await register({})).code).toBe(0);
  });

  it('refuses with 10072 when registration is not allowed and no bootstrap code is given', async () => {
    await app.services.params.set('server.allow_user_register', 'false');
    expect(await register({ mobileCaptcha: await smsCodeFor(PHONE) })).toMatchObject({ code: 10072, msg: '当前不允许注册新用户' });
  });

  it('makes the first super admin with the one-time bootstrap code, even with registration off', async () => {
    await app.services.params.set('server.allow_user_register', 'false');
    const code = (await app.services.bootstrap.issueIfNeeded())!;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    expect(await register({ mobileCaptcha: '123456', bootstrapCode: 'AAAA-BBBB-CCCC' })).toMatchObject({ code: 10300 });
    const res = await register({ mobileCaptcha: await smsCodeFor(PHONE), bootstrapCode: code.toLowerCase().replaceAll('-', '') });
    expect(res.code).toBe(0);
    expect(await app.services.users.findByUsername(PHONE)).toMatchObject({ super_admin: 1, status: 1 });

    const pub = await call<{ needsBootstrap: boolean; allowUserRegister: boolean }>(app, { method: 'GET', url: '/xiaozhi/user/pub-config' });
    expect(pub.data).toMatchObject({ needsBootstrap: false, allowUserRegister: false });
    // Single use: the same code cannot make a second administrator.
    await app.services.params.set('server.allow_user_register', 'true');
    const second = '+8613700137002';
    expect(await register({ username: second, mobileCaptcha: await smsCodeFor(second), bootstrapCode: code })).toMatchObject({ code: 10300 });
    expect(await app.services.bootstrap.issueIfNeeded()).toBeNull();
  });

  it('keeps the bootstrap code when the registration fails for another reason', async () => {
    const code = (await app.services.bootstrap.issueIfNeeded())!;
    expect((await register({ mobileCaptcha: await smsCodeFor(PHONE), bootstrapCode: code, password: 'weak' })).code).toBe(10031);
    expect(await app.services.bootstrap.isValid(code)).toBe(true);
  });
});
