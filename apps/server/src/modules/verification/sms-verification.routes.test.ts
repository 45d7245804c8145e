import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, RecordingSmsSender, solveCaptcha, TestClock } from '../../../test/helper.ts';
import { SmsSendError, type SmsSender } from '../../integrations/sms/sms-sender.ts';

const PHONE = '+8613800138000';

async function requestCode(app: FastifyInstance, phone = PHONE, language = 'zh-CN') {
  const captcha = await solveCaptcha(app);
  return call(app, {
    method: 'POST',
    url: '/xiaozhi/user/smsVerification',
    payload: { phone, captcha: captcha.answer, captchaId: captcha.uuid },
    headers: { 'accept-language': language },
  });
}

describe('POST /xiaozhi/user/smsVerification', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('sends a 6-digit code that is stored for 300 s', async () => {
    const sms = new RecordingSmsSender();
    const clock = new TestClock();
    app = await buildTestApp({ sms, clock });
    expect(await requestCode(app)).toMatchObject({ status: 200, code: 0, data: null });
    const code = sms.lastCodeFor(PHONE)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(await app.services.smsCodes.verify(PHONE, code)).toBe(true);
    clock.advance(301);
    expect(await app.services.smsCodes.verify(PHONE, code)).toBe(false);
  });

  it('checks the image captcha and spends it on a send, so one picture cannot reach many numbers', async () => {
    const sms = new RecordingSmsSender();
    app = await buildTestApp({ sms });
    const captcha = await solveCaptcha(app);
    const wrong = await call(app, {
      method: 'POST',
      url: '/xiaozhi/user/smsVerification',
      payload: { phone: PHONE, captcha: 'zzzzz', captchaId: captcha.uuid },
    });
    expect(wrong).toMatchObject({ code: 10067, msg: '图形验证码错误' });
    const right = await call(app, {
      method: 'POST',
      url: '/xiaozhi/user/smsVerification',
      payload: { phone: PHONE, captcha: captcha.answer, captchaId: captcha.uuid },
    });
    expect(right.code).toBe(0);
    expect(await app.services.captcha.check(captcha.uuid, captcha.answer, { consume: false })).toBe(false);
    const another = await call(app, {
      method: 'POST',
      url: '/xiaozhi/user/smsVerification',
      payload: { phone: '+8613800000777', captcha: captcha.answer, captchaId: captcha.uuid },
    });
    expect(another.code).toBe(10067);
    expect(sms.sent.map((entry) => entry.phone)).toEqual([PHONE]);
  });

  it('refuses when mobile registration is off (10068) and for a malformed number (10074)', async () => {
    app = await buildTestApp();
    expect((await requestCode(app, '+8612345678901')).code).toBe(10074);
    await app.services.params.set('server.enable_mobile_register', 'false');
    expect(await requestCode(app)).toMatchObject({ code: 10068, msg: '未开启手机注册' });
  });

  it('makes the same phone wait 60 s between codes and says how long', async () => {
    const sms = new RecordingSmsSender();
    const clock = new TestClock();
    app = await buildTestApp({ sms, clock });
    expect((await requestCode(app)).code).toBe(0);
    clock.advance(15);
    expect(await requestCode(app)).toMatchObject({ code: 10060, msg: '发送过于频繁，请45秒后再试' });
    expect((await requestCode(app, PHONE, 'en')).msg).toBe('Sent too often, please try again in 45 s');
    expect((await requestCode(app, '+8613800138001')).code).toBe(0);
    clock.advance(45);
    expect((await requestCode(app)).code).toBe(0);
    expect(sms.sent.filter((entry) => entry.phone === PHONE)).toHaveLength(2);
  });

  it('stops at the daily cap from server.sms_max_send_count', async () => {
    const sms = new RecordingSmsSender();
    const clock = new TestClock();
    app = await buildTestApp({ sms, clock });
    await app.services.params.set('server.sms_max_send_count', '3');
    for (let i = 0; i < 3; i++) {
      expect((await requestCode(app)).code).toBe(0);
      clock.advance(61);
    }
    expect(await requestCode(app)).toMatchObject({ code: 10047, msg: '今日短信发送次数已达上限' });
    clock.advance(24 * 3600);
    expect((await requestCode(app)).code).toBe(0);
    expect(sms.sent).toHaveLength(4);
  });

  it('with the log adapter, writes the code to the log as phone + smsCode (not redacted)', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
        done();
      },
    });
    app = await buildTestApp({ sms: undefined, logger: { level: 'info', stream } });
    expect((await requestCode(app)).code).toBe(0);
    const line = lines.find((entry) => entry.msg === 'sms verification code');
    expect(line).toMatchObject({ level: 30, phone: PHONE });
    expect(line?.smsCode).toMatch(/^\d{6}$/);
    expect(await app.services.smsCodes.verify(PHONE, String(line?.smsCode))).toBe(true);
  });

  it('redacts secrets in other log lines', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
        done();
      },
    });
    app = await buildTestApp({ logger: { level: 'info', stream } });
    app.log.info(
      { password: 'p', token: 't', code: '123456', body: { code: '654321', captcha: 'abcde' }, nested: { secret: 's', newPassword: 'n' } },
      'probe',
    );
    app.log.info({ headers: { authorization: 'Bearer abc' }, err: { code: 'ECONNREFUSED' } }, 'probe 2');
    const probe = lines.find((entry) => entry.msg === 'probe');
    expect(probe).toMatchObject({
      password: '[redacted]',
      token: '[redacted]',
      code: '[redacted]',
      body: { code: '[redacted]', captcha: '[redacted]' },
      nested: { secret: '[redacted]', newPassword: '[redacted]' },
    });
    const second = lines.find((entry) => entry.msg === 'probe 2');
    expect(second).toMatchObject({ headers: { authorization: '[redacted]' }, err: { code: 'ECONNREFUSED' } });
  });

  it('turns a provider failure into 10055 with the reason and frees the resend slot', async () => {
    const failing: SmsSender = {
      sendVerificationCode: async () => {
        throw new SmsSendError('isv.BUSINESS_LIMIT_CONTROL');
      },
    };
    app = await buildTestApp({ sms: failing });
    expect(await requestCode(app)).toMatchObject({ code: 10055, msg: '短信发送失败：isv.BUSINESS_LIMIT_CONTROL' });
    expect((await requestCode(app)).code).toBe(10055);
    expect(await app.services.kv.get(`sms:code:${PHONE}`)).toBeNull();
  });
});
