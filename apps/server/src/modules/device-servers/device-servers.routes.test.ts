import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { closedPort, lanAddress, startFakeDeviceServer, type FakeDeviceServer } from '../../../test/fake-device-server.ts';
import { buildTestApp, call, createUser } from '../../../test/helper.ts';

describe('device servers', () => {
  let app: FastifyInstance;
  let admin: ReturnType<typeof consoleFor>;
  const fakes: FakeDeviceServer[] = [];
  beforeAll(async () => {
    app = await buildTestApp({ outboundTimeouts: { connectMs: 2000, replyMs: 300 } });
    admin = consoleFor(app, await createUser(app, { superAdmin: true }));
  });
  afterEach(async () => {
    await Promise.all(fakes.splice(0).map((fake) => fake.close()));
  });
  afterAll(() => app.close());

  const fake = async (mode: Parameters<typeof startFakeDeviceServer>[0]) => {
    const server = await startFakeDeviceServer(mode);
    fakes.push(server);
    return server;
  };
  const list = async () => (await admin.request<string[]>({ method: 'GET', url: '/xiaozhi/admin/server/server-list' })).data;
  const emit = (targetWs: string, action: string | null, lang = 'zh-CN') =>
    admin.request<boolean>({ method: 'POST', url: '/xiaozhi/admin/server/emit-action', payload: { targetWs, action }, headers: { 'accept-language': lang } });
  const configure = (...urls: string[]) => app.services.params.set('server.websocket', urls.join(';'));

  it('lists the addresses of server.websocket, none while it is "null"', async () => {
    expect(await list()).toEqual([]);
    await configure('ws://192.0.2.10:8000/xiaozhi/v1/', ' ws://192.0.2.11:8000/xiaozhi/v1/ ');
    expect(await list()).toEqual(['ws://192.0.2.10:8000/xiaozhi/v1/', 'ws://192.0.2.11:8000/xiaozhi/v1/']);
  });

  it('refuses unknown actions, an unset list and addresses that are not in it', async () => {
    await configure('null');
    expect((await emit('ws://192.0.2.10:8000/xiaozhi/v1/', 'restart')).code).toBe(10096);
    await configure('ws://192.0.2.10:8000/xiaozhi/v1/');
    expect((await emit('ws://192.0.2.10:8000/xiaozhi/v1/', null)).code).toBe(10095);
    expect((await emit('ws://192.0.2.10:8000/xiaozhi/v1/', 'shutdown')).code).toBe(10095);
    expect(await emit('ws://evil.example:80/', 'restart', 'en-US')).toMatchObject({ code: 10097, msg: 'The address ws://evil.example:80/ is not in the server.websocket list' });
  });

  it('sends the action as a device would connect, signed with the server secret, and reports success', async () => {
    const server = await fake('answer');
    await configure('ws://192.0.2.10:8000/xiaozhi/v1/', server.url);
    const secret = (await app.services.params.raw('server.secret'))!;
    expect(await emit(server.url, 'update_config')).toMatchObject({ code: 0, data: true });
    expect(server.received).toEqual([{ type: 'server', action: 'update_config', content: { secret } }]);
    const headers = server.handshakes[0]!;
    const [signature, seconds] = String(headers.authorization).replace('Bearer ', '').split('.');
    const expected = createHmac('sha256', secret).update(`${String(headers['client-id'])}|${String(headers['device-id'])}|${seconds}`).digest('base64url');
    expect(signature).toBe(expected);
    // The device server's config call for that made-up device gets the global config, once.
    const configCall = () => call(app, {
      method: 'POST', url: '/xiaozhi/config/agent-models', headers: { authorization: `Bearer ${secret}` },
      payload: { macAddress: String(headers['device-id']), clientId: String(headers['client-id']), selectedModule: {} },
    });
    const first = await configCall();
    expect(first.code).toBe(0);
    expect(first.data).toHaveProperty('server');
    expect((await configCall()).code).toBe(10041);
    expect((await emit(server.url, 'restart')).data).toBe(true);
    expect(server.received.at(-1)).toMatchObject({ type: 'server', action: 'restart' });
  });

  it('tells a refusal, silence, a hang-up and an unreachable server apart', async () => {
    const refusing = await fake('refuse');
    const silent = await fake('silent');
    const hangingUp = await fake('close');
    const dead = `ws://${lanAddress()}:${await closedPort()}/xiaozhi/v1/`;
    await configure(refusing.url, silent.url, hangingUp.url, dead);
    expect(await emit(refusing.url, 'restart')).toMatchObject({ code: 10321, msg: `设备服务器 ${refusing.url} 拒绝了该操作：服务器密钥验证失败` });
    expect(await emit(silent.url, 'restart', 'en-US')).toMatchObject({ code: 10322, msg: `The device server ${silent.url} did not answer within 0.3 s` });
    expect(silent.received).toHaveLength(1);
    expect((await emit(hangingUp.url, 'restart')).code).toBe(10323);
    expect(await emit(dead, 'restart', 'en-US')).toMatchObject({ code: 10045, msg: `Could not connect to the device server ${dead}: connection refused (service not running or wrong port)` });
  });
});
