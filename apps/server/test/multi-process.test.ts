import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MCP_PROXY_CLOSE } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createDatabase } from '../src/db/dialect.ts';
import { eventually, pause, startConsole, stopConsole, type ConsoleProcess } from './console-process.ts';
import { consoleFor, nextMac, recordEverything } from './console-client.ts';
import { deviceServerFor, SimulatedDevice, socketTransport } from './device-simulator.ts';
import { startFakeDeviceServer, type FakeDeviceServer } from './fake-device-server.ts';
import { startFakeLlm, type FakeLlm } from './fake-llm.ts';
import { adminQuery, bearer, buildTestApp, createUser, TEST_POSTGRES_URL, TEST_REDIS_URL, TestClock, type TestUser } from './helper.ts';

const POSTGRES = process.env.DB_DRIVER === 'postgres';

async function api<T = unknown>(base: string, method: string, url: string, token?: string, payload?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(token ? bearer(token) : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  const text = await response.text();
  return { status: response.status, ...(JSON.parse(text) as { code: number; msg: string; data: T }) };
}

/**
 * Several console processes behind one load balancer, on one PostgreSQL and one Redis, act as one
 * console. Two real server processes are started on a fresh schema and a Redis prefix of their own; a third, in-process
 * app on the same schema only prepares data (it has no Redis and runs no jobs).
 */
describe.skipIf(!POSTGRES)('two console processes on one PostgreSQL and one Redis', { timeout: 240_000 }, () => {
  const schema = `multi_${randomUUID().replaceAll('-', '')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vox-multi-'));
  let seed: FastifyInstance;
  let a: ConsoleProcess;
  let b: ConsoleProcess;
  let admin: TestUser;
  let agentId: string;
  let deviceServerFake: FakeDeviceServer;
  let llm: FakeLlm;

  beforeAll(async () => {
    await adminQuery(TEST_POSTGRES_URL, `create schema ${schema}`);
    // The real clock: the sessions it creates must still be valid for the processes.
    seed = await buildTestApp({ clock: new TestClock(Date.now()), database: createDatabase({ kind: 'postgres', url: TEST_POSTGRES_URL }, { schema, poolSize: 2 }) });
    admin = await createUser(seed, { superAdmin: true });
    agentId = await consoleFor(seed, admin).createAgent('两个进程');
    await recordEverything(seed, admin, agentId);
    deviceServerFake = await startFakeDeviceServer('answer');
    llm = await startFakeLlm();
    // Params are read by each process (cached up to 10 s), so they are set before the processes start.
    await seed.services.params.set('server.websocket', deviceServerFake.url);
    await seed.services.params.set('rate_limit.login', '10');
    const now = new Date().toISOString();
    await seed.services.repos.modelConfigs.insert({
      id: 'LLM_FakeSmall', model_type: 'LLM', model_code: 'openai', model_name: '小模型', is_default: 0, is_enabled: 1,
      config_json: JSON.stringify({ type: 'openai', base_url: llm.base, model_name: 'tiny', api_key: 'sk-fake' }),
      doc_link: null, remark: null, sort: 99, creator: null, updater: null, created_at: now, updated_at: now, owner_id: null,
    });
    await seed.services.repos.agents.update(agentId, { slm_model_id: 'LLM_FakeSmall' });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: `${TEST_POSTGRES_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `vox-test-${randomBytes(6).toString('hex')}:`,
      DATA_DIR: dataDir,
      SECRETS_KEY: randomBytes(32).toString('hex'),
      WEB_DIST: '/nonexistent-web-dist',
      LOG_LEVEL: 'warn',
      // Device-server addresses on this machine's LAN address are allowed as a self-hosted install would set them.
      TRUST_PROXY: 'false',
    };
    [a, b] = await Promise.all([startConsole(env), startConsole(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stopConsole(a), stopConsole(b)]);
    await seed?.close();
    await deviceServerFake?.close();
    await llm?.close();
    await adminQuery(TEST_POSTGRES_URL, `drop schema if exists ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('binds through one process the code a device was given by the other', async () => {
    const device = new SimulatedDevice(socketTransport(a.base), { mac: nextMac() });
    const { json } = await device.checkIn();
    expect(json.activation.code).toMatch(/^\d{6}$/);
    expect(await api(b.base, 'POST', `/xiaozhi/device/bind/${agentId}/${json.activation.code}`, admin.token, {})).toMatchObject({ code: 0 });
    const again = await new SimulatedDevice(socketTransport(b.base), { mac: device.mac, clientId: device.clientId }).checkIn();
    expect(again.json.activation).toBeUndefined();
    expect(again.json.websocket.url).toBe(deviceServerFake.url);
  });

  it('counts sign-in attempts across both processes', async () => {
    const attempt = (target: ConsoleProcess) =>
      api(target.base, 'POST', '/xiaozhi/user/login', undefined, { username: admin.phone, password: 'not-an-envelope', captcha: 'x', captchaId: randomBytes(8).toString('hex') });
    for (let i = 0; i < 5; i++) {
      expect((await attempt(a)).status).not.toBe(429);
      expect((await attempt(b)).status).not.toBe(429);
    }
    // Ten in all: one process alone has seen only five, yet both refuse the next.
    expect(await attempt(a)).toMatchObject({ status: 429, code: 429 });
    expect(await attempt(b)).toMatchObject({ status: 429, code: 429 });
  });

  it('relays MCP between a tool host connected to one process and an agent side connected to the other, and revokes on both', async () => {
    const { data } = await api<{ token: string }>(a.base, 'GET', '/v1/mcpproxy/token', admin.token);
    const connect = async (target: ConsoleProcess, role: 'server' | 'client') => {
      const socket = new WebSocket(`${target.base.replace('http', 'ws')}/v1/mcpproxy/connect?token=${data.token}&role=${role}`);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      return socket;
    };
    const toolHost = await connect(a, 'server');
    toolHost.on('message', (raw) => {
      const request = JSON.parse(String(raw)) as { id: number; method: string };
      toolHost.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result: { tools: [{ name: 'light_on', inputSchema: { type: 'object' } }] } }));
    });
    const agentSide = await connect(b, 'client');
    const answers: { id: number; result?: { tools: { name: string }[] }; error?: unknown }[] = [];
    agentSide.on('message', (raw) => answers.push(JSON.parse(String(raw))));
    let id = 0;
    // The tool host's registration reaches Redis a moment after its socket opens.
    await eventually('a tools/list answer relayed from the other process', async () => {
      agentSide.send(JSON.stringify({ jsonrpc: '2.0', id: ++id, method: 'tools/list' }));
      await pause(300);
      return answers.some((answer) => answer.result?.tools[0]?.name === 'light_on');
    });

    const closed = new Promise<number>((resolve) => toolHost.once('close', resolve));
    expect((await api(b.base, 'DELETE', '/v1/mcpproxy/token', admin.token)).code).toBe(0);
    expect(await closed).toBe(MCP_PROXY_CLOSE.revoked);
    agentSide.close();
  });

  it('sends a device-server action from either process', async () => {
    for (const target of [a, b]) {
      expect(await api(target.base, 'POST', '/xiaozhi/admin/server/emit-action', admin.token, { targetWs: deviceServerFake.url, action: 'restart' })).toMatchObject({ code: 0, data: true });
    }
    expect(deviceServerFake.received.filter((message) => message.action === 'restart')).toHaveLength(2);
  });

  it('does each background job once although both processes run jobs', async () => {
    const device = new SimulatedDevice(socketTransport(a.base), { mac: nextMac() });
    const { json } = await device.checkIn();
    expect((await api(b.base, 'POST', `/xiaozhi/device/bind/${agentId}/${json.activation.code}`, admin.token, {})).code).toBe(0);
    const secret = await seed.services.params.text('server.secret');
    const reporter = await deviceServerFor(seed);
    const sessions: string[] = Array.from({ length: 8 }, () => randomUUID());
    for (const sessionId of sessions) {
      expect((await reporter.report({ macAddress: device.mac, sessionId, chatType: 1, content: '帮我打开客厅的灯' })).data).toBe(true);
    }
    llm.seen.length = 0;
    llm.answer = () => '打开客厅灯';
    for (const [index, sessionId] of sessions.entries()) {
      const target = index % 2 === 0 ? a : b;
      expect((await api(target.base, 'POST', `/xiaozhi/agent/chat-title/${sessionId}/generate`, secret)).code).toBe(0);
    }
    const titled = async () => {
      const { data } = await api<{ list: { sessionId: string; title: string | null }[] }>(a.base, 'GET', `/xiaozhi/agent/${agentId}/sessions?page=1&limit=20`, admin.token);
      return data.list.filter((session) => sessions.includes(session.sessionId) && session.title === '打开客厅灯').length === sessions.length;
    };
    await eventually('every session to be titled', titled, 60_000);
    // A second claim of a finished job would call the LLM again: give both workers time to try.
    await pause(2_500);
    expect(llm.seen).toHaveLength(sessions.length);
  });
});
