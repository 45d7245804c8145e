import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@vox/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor, nextMac } from './console-client.ts';
import { eventually } from './console-process.ts';
import { SimulatedDevice } from './device-simulator.ts';
import { addFirmware, tempFirmwareStorage } from './firmware-upload.ts';
import { bearer, buildTestApp, createUser, sm2Envelope, solveCaptcha, type TestUser } from './helper.ts';
import { startRedisServer, type RedisServer } from './redis-server.ts';

/** The answer and how long it took, in milliseconds. */
async function timed(app: FastifyInstance, options: InjectOptions) {
  const started = performance.now();
  const response = await app.inject(options);
  return { response, ms: performance.now() - started };
}

/**
 * With REDIS_URL set and that Redis gone: what needs Redis answers a localised 503 at once, what does not (a bound
 * device's check-in, signed-in pages behind the rate limits) answers as usual, and all recovers when Redis is back.
 */
describe('a Redis outage', { timeout: 60_000 }, () => {
  let redis: RedisServer;
  let files: Awaited<ReturnType<typeof tempFirmwareStorage>>;
  let app: FastifyInstance;
  let admin: TestUser;
  let owner: TestUser;
  let agentId: string;
  let device: SimulatedDevice;

  beforeAll(async () => {
    redis = await startRedisServer();
    files = await tempFirmwareStorage();
    app = await buildTestApp({ storage: files.storage, config: { redis: { url: redis.url, prefix: `vox-test-${randomUUID()}:` } } });
    admin = await createUser(app, { superAdmin: true });
    owner = await createUser(app);
    agentId = await consoleFor(app, owner).createAgent();
    device = await bindNewDevice(app, owner, agentId);
    device.board = 'esp-box-3';
    device.version = '1.0.0';
    await addFirmware(app, admin.token, { type: 'esp-box-3', version: '2.0.0' });
  });

  afterAll(async () => {
    await app?.close();
    await redis?.stop();
    await files?.cleanup();
  });

  it('answers at once while Redis is away, a bound device as usual, and recovers by itself when it is back', async () => {
    expect((await device.checkIn()).json.firmware.version).toBe('2.0.0');
    await redis.stop();

    const captcha = await timed(app, { method: 'GET', url: `/xiaozhi/user/captcha?uuid=${randomUUID()}`, headers: { 'accept-language': 'en' } });
    expect(captcha.ms).toBeLessThan(1_000);
    expect(captcha.response.statusCode).toBe(503);
    expect(captcha.response.json()).toMatchObject({ code: ErrorCode.KV_UNAVAILABLE, msg: 'The captcha service is temporarily unavailable, please try again shortly' });
    const zh = await app.inject({ method: 'GET', url: `/xiaozhi/user/captcha?uuid=${randomUUID()}`, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json().msg).toBe('验证码服务暂时不可用，请稍后再试');

    // The bound device gets its answer, without the firmware offer whose download link lives in Redis.
    const checkIn = await timed(app, { method: 'POST', url: '/xiaozhi/ota/', headers: device.headers(), payload: JSON.stringify(device.body()) });
    expect(checkIn.ms).toBeLessThan(1_000);
    expect(checkIn.response.statusCode).toBe(200);
    expect(checkIn.response.json()).toMatchObject({ websocket: { url: expect.any(String) }, firmware: { version: '1.0.0', url: '' } });

    const unbound = new SimulatedDevice(app, { mac: nextMac() });
    const activation = await timed(app, { method: 'POST', url: '/xiaozhi/ota/', headers: unbound.headers(), payload: JSON.stringify(unbound.body()) });
    expect(activation.ms).toBeLessThan(1_000);
    expect(activation.response.statusCode).toBe(503);
    const bind = await consoleFor(app, owner).bind(agentId, '123456');
    expect(bind).toMatchObject({ status: 503, code: ErrorCode.KV_UNAVAILABLE, msg: '激活码服务暂时不可用，请稍后再试' });

    const signedIn = await timed(app, { method: 'GET', url: '/xiaozhi/user/info', headers: bearer(owner.token) });
    expect(signedIn.ms).toBeLessThan(1_000);
    expect(signedIn.response.statusCode).toBe(200);
    const password = await sm2Envelope(app, 'abcde', owner.password);
    const login = await timed(app, { method: 'POST', url: '/xiaozhi/user/login', payload: { username: owner.phone, password, captchaId: randomUUID() } });
    expect(login.ms).toBeLessThan(1_000);
    expect(login.response.json()).toMatchObject({ code: ErrorCode.KV_UNAVAILABLE, msg: '验证码服务暂时不可用，请稍后再试' });

    const ready = await timed(app, { method: 'GET', url: '/ready' });
    expect(ready.ms).toBeLessThan(1_000);
    expect(ready.response.statusCode).toBe(503);
    expect(ready.response.json().checks).toContainEqual(expect.objectContaining({ name: 'redis', ok: false }));
    expect(ready.response.json().checks.filter((check: { ok: boolean }) => !check.ok)).toHaveLength(1);

    await redis.start();
    await eventually('the console to see Redis again', async () => (await app.inject({ method: 'GET', url: '/ready' })).statusCode === 200, 10_000);
    const { uuid, answer } = await solveCaptcha(app);
    expect(answer).toMatch(/^\w{5}$/);
    expect(uuid).toBeTruthy();
    expect((await device.checkIn()).json.firmware).toMatchObject({ version: '2.0.0', url: expect.stringContaining('/otaMag/download/') });
    const fresh = await new SimulatedDevice(app, { mac: nextMac() }).checkIn();
    expect((await consoleFor(app, owner).bind(agentId, fresh.json.activation.code)).code).toBe(0);
  });

  it('gives up on a Redis that holds the connection open but answers nothing, each command after 300 ms', async () => {
    redis.freeze();
    try {
      const captcha = await timed(app, { method: 'GET', url: `/xiaozhi/user/captcha?uuid=${randomUUID()}` });
      expect(captcha.ms).toBeLessThan(1_000);
      expect(captcha.response.json()).toMatchObject({ code: ErrorCode.KV_UNAVAILABLE });
      const checkIn = await timed(app, { method: 'POST', url: '/xiaozhi/ota/', headers: device.headers(), payload: JSON.stringify(device.body()) });
      expect(checkIn.ms).toBeLessThan(1_000);
      expect(checkIn.response.json()).toMatchObject({ firmware: { version: '1.0.0', url: '' } });
      const ready = await timed(app, { method: 'GET', url: '/ready' });
      expect(ready.ms).toBeLessThan(1_000);
      expect(ready.response.json().checks).toContainEqual(expect.objectContaining({ name: 'redis', ok: false }));
    } finally {
      redis.thaw();
    }
    await eventually('Redis to answer again', async () => (await app.inject({ method: 'GET', url: '/ready' })).statusCode === 200, 10_000);
    expect((await device.checkIn()).json.firmware.version).toBe('2.0.0');
  });
});
