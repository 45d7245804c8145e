import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, call, TestClock } from '../../../test/helper.ts';
import { captchaKey } from './captcha.service.ts';

describe('GET /xiaozhi/user/captcha', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  beforeEach(async () => {
    clock = new TestClock();
    app = await buildTestApp({ clock });
  });
  afterEach(() => app.close());

  const fetchCaptcha = (uuid: string) => app.inject({ method: 'GET', url: `/xiaozhi/user/captcha?uuid=${uuid}` });

  it('returns an SVG image with no-cache headers and stores a 5-character answer', async () => {
    const res = await fetchCaptcha('c-1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers).toMatchObject({ pragma: 'no-cache', 'cache-control': 'no-cache', expires: '0' });
    expect(res.body.startsWith('<svg')).toBe(true);
    const answer = await app.services.kv.get(captchaKey('c-1'));
    expect(answer).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{5}$/);
  });

  it('refuses a blank uuid with 10006', async () => {
    for (const url of ['/xiaozhi/user/captcha', '/xiaozhi/user/captcha?uuid=', '/xiaozhi/user/captcha?uuid=%20']) {
      const res = await call(app, { method: 'GET', url });
      expect(res).toMatchObject({ status: 200, code: 10006, msg: '唯一标识不能为空' });
    }
  });

  it('checks case-insensitively and only once when consumed', async () => {
    await fetchCaptcha('c-2');
    const answer = (await app.services.kv.get(captchaKey('c-2')))!;
    const { captcha } = app.services;
    expect(await captcha.check('c-2', 'wrong', { consume: false })).toBe(false);
    expect(await captcha.check('c-2', answer.toUpperCase(), { consume: false })).toBe(true);
    expect(await captcha.check('c-2', answer.toLowerCase(), { consume: true })).toBe(true);
    expect(await captcha.check('c-2', answer, { consume: true })).toBe(false);
  });

  it('expires after 300 s', async () => {
    await fetchCaptcha('c-3');
    const answer = (await app.services.kv.get(captchaKey('c-3')))!;
    clock.advance(299);
    expect(await app.services.captcha.check('c-3', answer, { consume: false })).toBe(true);
    clock.advance(2);
    expect(await app.services.captcha.check('c-3', answer, { consume: false })).toBe(false);
  });

  it('replaces the answer when the same uuid asks again', async () => {
    await fetchCaptcha('c-4');
    const first = (await app.services.kv.get(captchaKey('c-4')))!;
    let second = first;
    while (second === first) {
      await fetchCaptcha('c-4');
      second = (await app.services.kv.get(captchaKey('c-4')))!;
    }
    expect(await app.services.captcha.check('c-4', first, { consume: false })).toBe(false);
    expect(await app.services.captcha.check('c-4', second, { consume: false })).toBe(true);
  });
});
