import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor, nextMac } from '../../../test/console-client.ts';
import { SimulatedDevice } from '../../../test/device-simulator.ts';
import { buildTestApp, createUser, TestClock, type TestAppOptions } from '../../../test/helper.ts';

interface Call {
  url?: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Requests Fastify's router saw while answering (0: the lane answered it alone). */
  routed: number;
}

/** What a connection or a counter sets, different on each answer. */
const VARYING = ['date', 'connection', 'keep-alive', 'x-request-id'];
const comparable = (answer: Answer) => ({
  status: answer.status,
  body: answer.body,
  headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !VARYING.includes(name))),
});

describe('the device lane (the firmware check-in before the router)', () => {
  let app: FastifyInstance;
  let routed = 0;
  afterEach(() => app.close());

  async function start(options: TestAppOptions = {}): Promise<void> {
    app = await buildTestApp({ clock: new TestClock(), ...options });
    app.addHook('onRequest', async () => {
      routed += 1;
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  }

  const fullCall = (call: Call) => {
    const body = call.body ?? '';
    return {
      method: 'POST' as const,
      url: call.url ?? '/xiaozhi/ota/',
      headers: { host: 'console.lan:8002', 'content-length': String(Buffer.byteLength(body)), ...call.headers },
      body,
    };
  };

  /** Over a real connection, where the lane sees it first. */
  function overHttp(call: Call): Promise<Answer> {
    const { method, url, headers, body } = fullCall(call);
    const { port } = app.server.address() as { port: number };
    const before = routed;
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, method, path: url, headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks).toString(), routed: routed - before }));
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  /** Through the router only, as every other test reaches the route. */
  async function throughRouter(call: Call): Promise<Answer> {
    const { method, url, headers, body } = fullCall(call);
    const answer = await app.inject({ method, url, headers, payload: body });
    return { status: answer.statusCode, headers: answer.headers as Answer['headers'], body: answer.body, routed: 1 };
  }

  /** The lane's answer, checked to be the route's, byte for byte but for the connection's own headers. */
  async function sameAnswer(call: Call): Promise<Answer> {
    const lane = await overHttp(call);
    expect(comparable(lane)).toEqual(comparable(await throughRouter(call)));
    return lane;
  }

  it('answers bound and unbound devices, the activation poll and a body-less check-in itself, as the route does', async () => {
    await start();
    await app.services.params.set('server.secret', 'lane-secret');
    await app.services.params.set('server.mqtt_gateway', 'mqtt.example:1883');
    await app.services.params.set('server.mqtt_signature_key', 'mqtt-key');
    const owner = await createUser(app);
    const bound = await bindNewDevice(app, owner, await consoleFor(app, owner).createAgent());
    const checkIn = (device: SimulatedDevice) => ({ headers: device.headers(), body: JSON.stringify(device.body()) });

    const boundAnswer = await sameAnswer(checkIn(bound));
    expect(boundAnswer).toMatchObject({ status: 200, routed: 0 });
    expect(boundAnswer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(boundAnswer.headers['x-request-id']).toMatch(/^[\w-]{16}$/);
    const json = JSON.parse(boundAnswer.body);
    expect(json.websocket.url).toBe('ws://console.lan:8000/xiaozhi/v1/');
    expect(json.websocket.token).toMatch(/\.\d+$/);
    expect(JSON.parse(Buffer.from(json.mqtt.username, 'base64').toString())).toEqual({ ip: '127.0.0.1' });

    const stranger = new SimulatedDevice(app, { mac: nextMac() });
    const unbound = await sameAnswer(checkIn(stranger));
    expect(unbound.routed).toBe(0);
    expect(JSON.parse(unbound.body).activation.code).toMatch(/^\d{6}$/);
    expect(await sameAnswer({ headers: { 'content-type': 'application/json' }, body: '{}' })).toMatchObject({ body: '{"error":"Device ID is required"}', routed: 0 });
    expect(await sameAnswer({ url: '/xiaozhi/ota', headers: { 'device-id': stranger.mac } })).toMatchObject({ status: 200, routed: 0 });

    const poll = (device: SimulatedDevice) => ({ url: '/xiaozhi/ota/activate', headers: device.headers(), body: '{}' });
    expect(await sameAnswer(poll(bound))).toMatchObject({ status: 200, body: 'success', routed: 0 });
    const waiting = await sameAnswer(poll(stranger));
    expect(waiting).toMatchObject({ status: 202, body: '', routed: 0 });
    expect(waiting.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('leaves refused and doubtful requests to the route, which answers them as always', async () => {
    await start();
    const device = new SimulatedDevice(app, { mac: nextMac() });
    const json = { 'content-type': 'application/json', 'device-id': device.mac };
    const refused = [
      { headers: json, body: '{"application":' },
      { headers: json, body: '{"__proto__":{"polluted":true}}' },
      { headers: json, body: '{"board":{"type":"a\\u0000b"}}' },
      { headers: json, body: `${'['.repeat(100)}${']'.repeat(100)}` },
      { headers: { ...json, 'client-id': 'c'.repeat(65) }, body: '{}' },
      { headers: json, body: JSON.stringify({ application: { version: 'v'.repeat(33) } }) },
    ];
    for (const call of refused) {
      const answer = await sameAnswer(call);
      expect(answer.status, call.body).toBe(400);
      expect(answer.routed, call.body).toBe(1);
      expect(JSON.parse(answer.body).code).toBeGreaterThan(0);
    }
    // Not the lane's at all: another content type, a body of no declared length, one over the limit.
    expect(await sameAnswer({ headers: { ...json, 'content-type': 'text/plain' }, body: 'hello' })).toMatchObject({ routed: 1 });
    const tooLarge = await overHttp({ headers: json, body: JSON.stringify({ padding: 'x'.repeat(40_000) }) });
    expect(tooLarge).toMatchObject({ status: 413, routed: 1 });
  });

  it('lets a caller that leaves mid-body go and answers the next device', async () => {
    await start();
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('POST /xiaozhi/ota/ HTTP/1.1\r\nHost: console.lan\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"board":');
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    const device = new SimulatedDevice(app, { mac: nextMac() });
    expect(await overHttp({ headers: device.headers(), body: JSON.stringify(device.body()) })).toMatchObject({ status: 200, routed: 0 });
  });

  it('counts into the device rate limit and lets the route refuse the call over it', async () => {
    await start({ rateLimitsFromParams: true });
    await app.services.params.set('rate_limit.device_per_device', '2');
    const device = new SimulatedDevice(app, { mac: nextMac() });
    const call = { headers: device.headers(), body: JSON.stringify(device.body()) };
    expect(await overHttp(call)).toMatchObject({ status: 200, routed: 0 });
    expect(await overHttp(call)).toMatchObject({ status: 200, routed: 0 });
    const third = await overHttp(call);
    expect(third).toMatchObject({ status: 429, routed: 1 });
    expect(JSON.parse(third.body).code).toBe(429);
  });

  it('reads the caller behind a trusted proxy as the route does', async () => {
    await start({ config: { trustProxy: true } });
    await app.services.params.set('server.mqtt_gateway', 'mqtt.example:1883');
    await app.services.params.set('server.mqtt_signature_key', 'mqtt-key');
    const owner = await createUser(app);
    const device = await bindNewDevice(app, owner, await consoleFor(app, owner).createAgent());
    const proxied = { ...device.headers(), 'x-forwarded-for': '203.0.113.7, 10.0.0.2', 'x-forwarded-host': 'devices.example.com', 'x-forwarded-proto': 'https' };
    const answer = await sameAnswer({ headers: proxied, body: JSON.stringify(device.body()) });
    expect(answer.routed).toBe(0);
    const json = JSON.parse(answer.body);
    expect(json.websocket.url).toBe('ws://devices.example.com:8000/xiaozhi/v1/');
    // Every proxy trusted: the first address of the chain.
    expect(JSON.parse(Buffer.from(json.mqtt.username, 'base64').toString())).toEqual({ ip: '203.0.113.7' });
  });

  it('trusts only the listed proxies, as the route does', async () => {
    await start({ config: { trustProxy: '127.0.0.1' } });
    await app.services.params.set('server.mqtt_gateway', 'mqtt.example:1883');
    await app.services.params.set('server.mqtt_signature_key', 'mqtt-key');
    const owner = await createUser(app);
    const device = await bindNewDevice(app, owner, await consoleFor(app, owner).createAgent());
    const proxied = { ...device.headers(), 'x-forwarded-for': '203.0.113.7, 10.0.0.2', 'x-forwarded-host': 'devices.example.com' };
    const answer = await sameAnswer({ headers: proxied, body: JSON.stringify(device.body()) });
    // 10.0.0.2 is not a listed proxy: it is the caller.
    expect(JSON.parse(Buffer.from(JSON.parse(answer.body).mqtt.username, 'base64').toString())).toEqual({ ip: '10.0.0.2' });
  });
});
