import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT_MAX } from '../src/plugins/external/rate-limit.ts';
import { buildTestApp, TestClock } from './helper.ts';
import { nextMac } from './console-client.ts';

const NAT = { remoteAddress: '203.0.113.50' };

describe('rate limits from rate_limit.* params', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  afterEach(() => app.close());

  const build = async () => {
    clock = new TestClock();
    app = await buildTestApp({ clock, rateLimitsFromParams: true });
  };
  const checkIn = (mac: string) =>
    app.inject({ method: 'POST', url: '/xiaozhi/ota/', ...NAT, headers: { 'content-type': 'application/json', 'device-id': mac, 'client-id': `c-${mac}` }, payload: '{}' });
  const captcha = (i: number) => app.inject({ method: 'GET', url: `/xiaozhi/user/captcha?uuid=u${i}`, ...NAT });

  it('lets 500 devices behind one NAT address check in three times each, and limits one noisy device', async () => {
    await build();
    const macs = Array.from({ length: 500 }, () => nextMac());
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const mac of macs) statuses.push((await checkIn(mac)).statusCode);
    }
    expect(statuses.length).toBe(1500);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const noisy = nextMac();
    const answers: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMIT_MAX.devicePerDevice; i += 1) answers.push((await checkIn(noisy)).statusCode);
    expect(answers.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  }, 120_000);

  it('never limits the device server with the right secret, and counts its wrong secrets', async () => {
    await build();
    const secret = await app.services.params.text('server.secret');
    const serverBase = (token: string) =>
      app.inject({ method: 'POST', url: '/xiaozhi/config/server-base', ...NAT, headers: { authorization: `Bearer ${token}` } });
    for (let i = 0; i < DEFAULT_RATE_LIMIT_MAX.global + 50; i += 1) {
      const res = await serverBase(secret);
      if (res.statusCode !== 200 || res.json().code !== 0) throw new Error(`call ${i}: ${res.statusCode} ${res.body}`);
    }
    const wrong: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMIT_MAX.serverAuthFailure; i += 1) wrong.push((await serverBase('wrong-secret')).json().code);
    expect(wrong.slice(0, -1).every((code) => code === 401)).toBe(true);
    expect(wrong.at(-1)).toBe(429);
    expect((await serverBase(secret)).json().code).toBe(0);
    // About 700 calls, each reading the secret: seconds on PostgreSQL beside other workers, past the default 5 s.
  }, 60_000);

  it('keeps captcha strict, switches a limit off with 0 and follows a changed param', async () => {
    await build();
    const codes: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMIT_MAX.captcha; i += 1) codes.push((await captcha(i)).statusCode);
    expect(codes.at(-1)).toBe(429);

    await app.services.params.set('rate_limit.captcha', '0');
    clock.advance(11);
    for (let i = 0; i < 40; i += 1) expect((await captcha(100 + i)).statusCode).toBe(200);

    await app.services.params.set('rate_limit.device_per_device', '2');
    clock.advance(11);
    const mac = nextMac();
    expect([(await checkIn(mac)).statusCode, (await checkIn(mac)).statusCode, (await checkIn(mac)).statusCode]).toEqual([200, 200, 429]);
  });

  it('switches the device limits off with 0: a device is neither refused nor counted until they are on again', async () => {
    await build();
    await app.services.params.set('rate_limit.device_per_device', '0');
    await app.services.params.set('rate_limit.device_per_ip', '0');
    clock.advance(11);
    const mac = nextMac();
    const whileOff: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMIT_MAX.devicePerDevice + 10; i += 1) whileOff.push((await checkIn(mac)).statusCode);
    expect(whileOff.filter((status) => status !== 200)).toEqual([]);

    await app.services.params.set('rate_limit.device_per_device', '2');
    clock.advance(11);
    expect([(await checkIn(mac)).statusCode, (await checkIn(mac)).statusCode, (await checkIn(mac)).statusCode]).toEqual([200, 200, 429]);
  });

  it('seeds every limit as a number param with its default', async () => {
    await build();
    const values = await app.services.params.values(['rate_limit.global', 'rate_limit.device_per_device', 'rate_limit.device_per_ip', 'rate_limit.login']);
    expect(Object.fromEntries(values)).toEqual({
      'rate_limit.global': '600',
      'rate_limit.device_per_device': '30',
      'rate_limit.device_per_ip': '6000',
      'rate_limit.login': '10',
    });
  });
});
