import type { V1Model, V1ModelTestResult } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, createUser } from '../../../test/helper.ts';
import { isPrivateAddress } from '../../integrations/net/url-guard.ts';

const KEY = 'sk-fake-0123456789abcdef';

/** A local OpenAI-compatible endpoint: answers per model name, so each case picks its behaviour. */
function fakeOpenAi(): Promise<{ server: Server; base: string; seen: { auth?: string; body: Record<string, unknown> }[] }> {
  const seen: { auth?: string; body: Record<string, unknown> }[] = [];
  const read = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const server = createServer((request, response) => {
    void read(request).then((body) => {
      seen.push({ auth: request.headers.authorization, body });
      if (request.url !== '/v1/chat/completions') return response.writeHead(404).end('no');
      const send = (status: number, payload: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (body.model === 'slow') return void setTimeout(() => send(200, {}), 1500);
      if (body.model === 'denied') return send(401, { error: { message: `Incorrect API key provided: ${KEY}` } });
      if (body.model === 'weird') return send(200, { hello: 'world' });
      return send(200, { id: 'x', choices: [{ index: 0, message: { role: 'assistant', content: '在的，我在。' } }] });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, seen }));
  });
}

describe('POST /v1/models/{id}/test', () => {
  let app: FastifyInstance;
  let fake: Awaited<ReturnType<typeof fakeOpenAi>>;
  let owner: ReturnType<typeof consoleFor>;
  let other: ReturnType<typeof consoleFor>;
  let admin: ReturnType<typeof consoleFor>;
  beforeAll(async () => {
    fake = await fakeOpenAi();
    app = await buildTestApp({ llm: { timeoutMs: 300 } });
    owner = consoleFor(app, await createUser(app));
    other = consoleFor(app, await createUser(app));
    admin = consoleFor(app, await createUser(app, { superAdmin: true }));
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  const model = async (name: string, modelName: string, baseUrl = fake.base) =>
    (await owner.request<V1Model>({ method: 'POST', url: '/xiaozhi/v1/models/llm', payload: { name, config: { type: 'openai', base_url: baseUrl, model_name: modelName, api_key: KEY } } })).data.id;
  const test = async (client: ReturnType<typeof consoleFor>, id: string, locale = 'zh-CN') =>
    client.request<V1ModelTestResult>({ method: 'POST', url: `/xiaozhi/v1/models/${id}/test`, headers: { 'accept-language': locale } });

  it('refuses private and loopback addresses for user models until the admin param allows them', async () => {
    const id = await model('guarded', 'ok');
    expect((await test(owner, id)).data).toEqual({ ok: false, error: '不允许访问内网或本机地址：127.0.0.1' });
    const metadata = await model('metadata', 'ok', 'http://169.254.169.254/latest');
    expect((await test(owner, metadata, 'en')).data).toEqual({ ok: false, error: 'Private, loopback or link-local addresses are not allowed: 169.254.169.254' });
    expect(fake.seen).toHaveLength(0);
    expect(['10.1.2.3', '192.168.0.1', '::1', '::ffff:127.0.0.1', 'fd00::1', '100.64.1.1'].every(isPrivateAddress)).toBe(true);
    expect(['8.8.8.8', '2001:4860:4860::8888'].some(isPrivateAddress)).toBe(false);
    await app.services.params.set('server.allow_private_urls', 'true');
  });

  it('sends one chat completion with the key as a bearer and reports the reply and latency', async () => {
    const id = await model('works', 'ok');
    const answer = await test(owner, id);
    expect(answer).toMatchObject({ code: 0, data: { ok: true, reply: '在的，我在。', latency_ms: expect.any(Number) } });
    const request = fake.seen.at(-1)!;
    expect(request.auth).toBe(`Bearer ${KEY}`);
    expect(request.body).toMatchObject({ model: 'ok', messages: [{ role: 'user', content: expect.any(String) }], stream: false });
    // An administrator may test it too; another user may not.
    expect((await test(admin, id)).data.ok).toBe(true);
    expect((await test(other, id)).code).toBe(612);
  });

  it('reports HTTP errors without leaking the key, bad answers, unreachable hosts and timeouts', async () => {
    const denied = (await test(owner, await model('denied', 'denied'))).data;
    expect(denied).toEqual({ ok: false, error: '模型接口返回错误状态 401：Incorrect API key provided: ****' });
    expect(JSON.stringify(denied)).not.toContain('0123456789');
    expect((await test(owner, await model('weird', 'weird'), 'en')).data).toEqual({ ok: false, error: 'The model API answered with something that is not a chat completion' });
    expect((await test(owner, await model('slow', 'slow'), 'en')).data).toEqual({ ok: false, error: 'The request timed out (no answer within 0.3 s)' });
    const closed = await model('closed', 'ok', 'http://127.0.0.1:9/v1');
    expect((await test(owner, closed, 'zh-TW')).data).toMatchObject({ ok: false, error: expect.stringMatching(/^無法連線模型介面：/) });
  });

  it('tests administrators’ public OpenAI-compatible configs and explains other types', async () => {
    await app.services.repos.modelConfigs.update('LLM_LMStudioLLM', { config_json: JSON.stringify({ type: 'openai', base_url: fake.base, model_name: 'ok', api_key: 'lm-studio' }) });
    expect((await test(admin, 'LLM_LMStudioLLM')).data).toMatchObject({ ok: true });
    expect(fake.seen.at(-1)?.auth).toBe('Bearer lm-studio');
    expect((await test(owner, 'LLM_LMStudioLLM')).code).toBe(612);
    expect((await test(admin, 'LLM_DifyLLM', 'en')).data).toEqual({ ok: false, error: 'Only OpenAI-compatible LLMs can be tested' });
    expect((await test(admin, 'nope')).code).toBe(612);
  });
});
