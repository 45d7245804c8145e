import type { ApiKeyView, McpInstance, McpServer } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../src/lib/route.ts';
import { bindNewDevice, consoleFor } from './console-client.ts';
import { bearer, buildTestApp, call, createUser, multipartBody, type TestUser } from './helper.ts';
import { storeServerBody } from './mcp-fixtures.ts';

/** Path parameters that name no one's resource (a model type), so any caller may use them. */
const SHARED_PARAMS = new Set(['model_type']);

/**
 * Every /v1 route, called with another user's API key and the first user's ids, gives no access: ids of someone else
 * answer like missing ones, lists leave them out, and nothing of theirs changes. New /v1 routes are walked too; a route
 * with an id this test cannot fill fails it until the id is added below.
 */
describe('/v1 with another user’s API key', () => {
  let app: FastifyInstance;
  let alice: TestUser;
  let malloryKey: string;
  const ids = new Map<string, string>();
  let snapshot: () => Promise<string>;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
    alice = await createUser(app);
    const mallory = await createUser(app);
    const asAlice = consoleFor(app, alice);
    const made = async <T>(url: string, payload: Record<string, unknown>) => {
      const res = await asAlice.request<T>({ method: 'POST', url, payload });
      if (res.code !== 0) throw new Error(`${url}: ${res.code} ${res.msg}`);
      return res.data;
    };
    const agentId = await asAlice.createAgent('Alice 的助手');
    const apiKey = await made<ApiKeyView>('/v1/api-keys', { desc: 'alice-key-desc' });
    const server = await made<McpServer>('/v1/mcp-store/servers', storeServerBody({ name: 'alice-private-server' }));
    const instance = await made<McpInstance>('/v1/mcps', { mcp_id: null, name: 'alice-mcp', desc: '', config: { type: 'sse', url: 'https://mcp.example.com/sse', params: {}, header: {} } });
    const model = await made<{ id: string }>('/v1/models/LLM', {
      name: 'alice-model',
      config: { type: 'openai', base_url: 'https://llm.example.com/v1', model_name: 'qwen', api_key: 'sk-alice-0123456789' },
    });
    const dataset = await made<{ id: string }>('/v1/datasets', { name: 'alice-dataset' });
    const document = await made<{ id: string }>(`/v1/datasets/${dataset.id}/documents`, { name: 'alice-doc', text: 'alice-secret 内容' });
    while (await app.services.jobRunner.runOnce()) { /* index it */ }
    const segments = await asAlice.request<{ segments: { id: string }[] }>({ method: 'GET', url: `/v1/datasets/${dataset.id}/documents/${document.id}/segments` });
    ids.set('/v1/datasets/:id', dataset.id);
    ids.set('/v1/datasets/:id/documents/:docId', document.id);
    ids.set('/v1/datasets/:id/documents/:docId/segments/:segId', segments.data.segments[0]!.id);
    ids.set('/v1/api-keys/:id', apiKey.id);
    const token = (await asAlice.request<{ token: string }>({ method: 'GET', url: '/v1/upload-token' })).data.token;
    const form = multipartBody({ token }, { name: 'alice-notes.txt', bytes: Buffer.from('alice-secret notes') });
    const uploaded = await call<{ key: string }>(app, { method: 'POST', url: '/v1/uploads', payload: form.payload, headers: form.headers });
    expect(uploaded.code, uploaded.msg).toBe(0);
    ids.set('/v1/uploads/:owner', alice.id);
    ids.set('/v1/uploads/:owner/:name', uploaded.data.key.split('/').pop()!);
    ids.set('/v1/mcp-store/servers/:id', server.id);
    // Her private server must not show through the market's public routes either.
    ids.set('/v1/mcp-store/public/servers/:id', server.id);
    ids.set('/v1/mcps/:id', instance.id);
    ids.set('/v1/models/:id', model.id);
    ids.set('/v1/agents/:id', agentId);
    ids.set('/v1/agent-playground/:agentId', agentId);
    ids.set('/v1/devices/:deviceId', (await bindNewDevice(app, alice, agentId)).mac);
    const memory = await made<{ id: string }>('/v1/memories', { agent_id: agentId, memory_prompt: 'alice-memory-prompt' });
    const attention = await made<{ id: string }>(`/v1/memories/${memory.id}/attentions`, { name: 'alice-attention', description: 'alice-secret' });
    const person = 'mac_a4:cf:12:aa:bb:cc';
    await made(`/v1/memories/${memory.id}/identifiers/${person}/attention_values/${attention.id}`, { value: 'alice-value' });
    const node = await made<{ id: string }>(`/v1/memories/${memory.id}/identifiers/${person}/nodes`, { content: 'alice-node' });
    const task = await made<{ task_id: string }>(`/v1/agents/${agentId}/identifiers/${person}/memory/infer`, { dialog_content: JSON.stringify([{ role: 'user', content: 'alice-words' }]) });
    ids.set('/v1/memories/:id', memory.id);
    ids.set('/v1/memories/:id/attentions/:attentionId', attention.id);
    ids.set('/v1/memories/:id/identifiers/:identifyId', person);
    ids.set('/v1/memories/:id/identifiers/:identifyId/attention_values/:attentionId', attention.id);
    ids.set('/v1/memories/:id/identifiers/:identifyId/nodes/:nodeId', node.id);
    ids.set('/v1/agents/:id/identifiers/:identifyId', person);
    ids.set('/v1/agents/:id/memory/tasks/:taskId', task.task_id);
    const cloneAt = new Date().toISOString();
    await app.services.repos.voiceClones.insert({
      id: 'alice-clone-id', user_id: alice.id, name: 'alice-clone', language: 'zh', tier: 'free', model_id: null, voice_id: 'voxalice', state: 'Init', error: null,
      sample_key: null, training_token: null, provider_state: null, demo_key: null, demo_token: null, assigned: 0, created_at: cloneAt, updated_at: cloneAt,
    });
    ids.set('/v1/voice-clones/:id', 'alice-clone-id');
    const { id } = await app.services.apiKeys.create(mallory.id, 'mallory');
    malloryKey = (await app.services.apiKeys.get(mallory.id, id, true)).key;
    snapshot = async () =>
      JSON.stringify(
        await Promise.all(
          [
            '/v1/api-keys',
            '/v1/mcp-store/servers',
            '/v1/mcps',
            `/v1/models/${model.id}`,
            `/v1/mcps/${instance.id}`,
            `/v1/agents/${agentId}/mcps`,
            `/v1/datasets/${dataset.id}`,
            `/v1/datasets/${dataset.id}/documents`,
            `/v1/datasets/${dataset.id}/documents/${document.id}/segments`,
            `/v1/memories/${memory.id}`,
            `/v1/memories/${memory.id}/attentions`,
            `/v1/memories/${memory.id}/identifiers/${person}/attention_values`,
            `/v1/memories/${memory.id}/identifiers/${person}/nodes`,
            '/v1/voice-clones/alice-clone-id',
          ].map(
            async (url) => (await asAlice.request({ method: 'GET', url })).data,
          ),
        ),
      );
  });
  afterAll(() => app.close());

  /** Alice's id for a route pattern, by the longest declared prefix that ends in `:id`. */
  const filled = (url: string): string | null => {
    let missing = false;
    const path = url.replace(/:([A-Za-z_]+)/g, (param: string, name: string, offset: number) => {
      if (SHARED_PARAMS.has(name)) return 'LLM';
      const id = ids.get(url.slice(0, offset) + param);
      if (!id) missing = true;
      return id ?? param;
    });
    return missing ? null : path;
  };

  it('refuses every route with Alice’s ids, hides her data from lists, and changes nothing of hers', async () => {
    const before = await snapshot();
    const routes = declaredRoutes().filter((route) => route.url.startsWith('/v1/') && route.access !== 'anon');
    expect(routes.length).toBeGreaterThan(25);
    const problems: string[] = [];
    for (const route of routes) {
      const owned = /:(?!model_type)[A-Za-z_]+/.test(route.url);
      const url = filled(route.url);
      if (url === null) {
        problems.push(`${route.method} ${route.url}: no id of Alice's for this route; add one to the test`);
        continue;
      }
      const res = await app.inject({ method: route.method, url, headers: { ...bearer(malloryKey), 'accept-language': 'en' }, payload: {} });
      const answer = res.json<{ code: number; data: unknown }>();
      const text = JSON.stringify(answer.data ?? null);
      if (route.access === 'admin' && answer.code !== 403) problems.push(`${route.method} ${url}: admin route answered ${answer.code}`);
      else if (owned && answer.code === 0) problems.push(`${route.method} ${url}: answered ${res.body.slice(0, 200)}`);
      else if (/alice-/.test(text)) problems.push(`${route.method} ${url}: shows Alice's data ${text.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});
