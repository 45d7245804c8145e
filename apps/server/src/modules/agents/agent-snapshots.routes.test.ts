import type { AgentDetail, AgentSnapshot, AgentSnapshotDetail, PageData } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { deviceServerFor } from '../../../test/device-simulator.ts';
import { buildTestApp, createTestDatabase, createUser, TestClock, type TestUser } from '../../../test/helper.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';

describe('agent versions and context sources', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let clock: TestClock;
  let owner: TestUser;
  let web: ReturnType<typeof consoleFor>;
  beforeEach(async () => {
    database = await createTestDatabase();
    clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ database, clock });
    owner = await createUser(app);
    web = consoleFor(app, owner);
  });
  afterEach(() => app.close());

  const detail = async (id: string) => (await web.request<AgentDetail>({ method: 'GET', url: `/xiaozhi/agent/${id}` })).data;
  const versions = (id: string, query = '', client = web) => client.request<PageData<AgentSnapshot>>({ method: 'GET', url: `/xiaozhi/agent/${id}/snapshots${query}` });
  const version = (id: string, sid: string) => web.request<AgentSnapshotDetail>({ method: 'GET', url: `/xiaozhi/agent/${id}/snapshots/${sid}` });
  const restore = (id: string, sid: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    web.request({ method: 'POST', url: `/xiaozhi/agent/${id}/snapshots/${sid}/restore`, payload, headers });
  const saved = async (id: string, payload: Record<string, unknown>) => {
    clock.advance(60);
    const res = await web.updateAgent(id, payload);
    expect(res).toMatchObject({ code: 0 });
  };

  it('keeps a version per save that changes something, with the changed fields, and restores one as a new version', async () => {
    const id = await web.createAgent('助手');
    const original = await detail(id);
    expect((await versions(id)).data).toEqual({ total: 0, list: [] });

    await saved(id, { agentName: '新名字', llmModelId: 'LLM_DeepSeekLLM' });
    await saved(id, { systemPrompt: '你是{{assistant_name}}。' });
    await saved(id, { systemPrompt: '你是{{assistant_name}}。', agentName: '新名字' }); // nothing changed: no version
    const page = (await versions(id)).data;
    expect(page.total).toBe(3);
    expect(page.list.map((row) => [row.versionNo, row.source, row.changedFields])).toEqual([
      [3, 'config', ['systemPrompt']],
      [2, 'config', ['agentName', 'llmModelId']],
      [1, 'initial', []],
    ]);
    expect(page.list[0]!.createdAt).toBe('2025-06-01 12:02:00');
    expect((await versions(id, '?page=1&limit=1&maxVersionNo=2')).data).toMatchObject({ total: 2, list: [{ versionNo: 2 }] });

    const initial = page.list[2]!;
    const shown = (await version(id, initial.id)).data;
    expect(shown.snapshotData).toMatchObject({ agentName: '助手', llmModelId: original.llmModelId, systemPrompt: original.systemPrompt });
    expect(shown.snapshotData.functions.map((fn) => fn.pluginId).sort()).toEqual(['SYSTEM_PLUGIN_MUSIC', 'SYSTEM_PLUGIN_NEWS_NEWSNOW', 'SYSTEM_PLUGIN_WEATHER']);
    expect(shown.currentSnapshotData).toMatchObject({ agentName: '新名字', llmModelId: 'LLM_DeepSeekLLM' });

    expect((await restore(id, initial.id, { currentStateToken: shown.currentStateToken })).code).toBe(0);
    expect(await detail(id)).toMatchObject({ agentName: '助手', llmModelId: original.llmModelId, systemPrompt: original.systemPrompt });
    expect((await versions(id)).data.list[0]).toMatchObject({ versionNo: 4, source: 'restore', restoreFromVersionNo: 1, changedFields: ['agentName', 'llmModelId', 'systemPrompt'] });

    // The token of a state that has changed since is refused, and nothing moves.
    expect(await restore(id, page.list[1]!.id, { currentStateToken: shown.currentStateToken })).toMatchObject({ status: 400, code: 400, msg: '智能体配置已在别处更改，请刷新后再恢复' });
    expect((await detail(id)).agentName).toBe('助手');

    // Deleting a version; an unknown one answers 612.
    expect((await web.request({ method: 'DELETE', url: `/xiaozhi/agent/${id}/snapshots/${page.list[0]!.id}` })).code).toBe(0);
    expect((await versions(id)).data.total).toBe(3);
    expect((await version(id, page.list[0]!.id)).code).toBe(612);
  });

  it('is owner-scoped: another user sees no versions and restores none', async () => {
    const id = await web.createAgent('助手');
    await saved(id, { agentName: '改' });
    const [latest] = (await versions(id)).data.list;
    const other = consoleFor(app, await createUser(app));
    expect((await versions(id, '', other)).code).toBe(612);
    expect((await other.request({ method: 'POST', url: `/xiaozhi/agent/${id}/snapshots/${latest!.id}/restore`, payload: {} })).code).toBe(612);
    const otherAgent = await other.createAgent('别人的');
    // A version of one agent is not found under another.
    expect((await other.request({ method: 'GET', url: `/xiaozhi/agent/${otherAgent}/snapshots/${latest!.id}` })).code).toBe(612);
  });

  it('refuses to restore a version whose model was deleted since, changing nothing', async () => {
    const admin = consoleFor(app, await createUser(app, { superAdmin: true }));
    const id = await web.createAgent('助手');
    await saved(id, { llmModelId: 'LLM_DoubaoLLM' });
    await saved(id, { llmModelId: 'LLM_DeepSeekLLM', agentName: '现在' });
    expect((await admin.request({ method: 'DELETE', url: '/xiaozhi/models/LLM_DoubaoLLM' })).code).toBe(0);
    const before = (await versions(id)).data;
    const withDoubao = before.list.find((row) => row.versionNo === 2)!;
    expect(await restore(id, withDoubao.id)).toMatchObject({ status: 400, code: 400, msg: '该版本使用的模型已不存在或已停用：LLM_DoubaoLLM，未恢复' });
    expect((await restore(id, withDoubao.id, {}, { 'accept-language': 'en' })).msg).toBe('A model this version uses no longer exists or is disabled: LLM_DoubaoLLM; nothing was restored');
    expect(await detail(id)).toMatchObject({ llmModelId: 'LLM_DeepSeekLLM', agentName: '现在' });
    expect((await versions(id)).data).toEqual(before);
    // The initial version names only models that still exist.
    expect((await restore(id, before.list.at(-1)!.id)).code).toBe(0);
  });

  it('keeps the newest 100 versions of an agent', async () => {
    const id = await web.createAgent('助手');
    for (let i = 0; i < 101; i += 1) await saved(id, { agentName: `名字${i}` });
    const page = (await versions(id, '?limit=100')).data;
    expect(page.total).toBe(100);
    expect(page.list[0]!.versionNo).toBe(102);
    expect(page.list.at(-1)!.versionNo).toBe(3);
  });

  it('stores context sources, drops blank ones, serves them in agent-models and refuses private or non-http URLs', async () => {
    const id = await web.createAgent('助手');
    const providers = [{ url: 'https://93.184.216.34/context', headers: { Authorization: 'Bearer abc' } }, { url: '  ', headers: {} }];
    await saved(id, { contextProviders: providers });
    expect((await detail(id)).contextProviders).toEqual([{ url: 'https://93.184.216.34/context', headers: { Authorization: 'Bearer abc' } }]);
    expect((await versions(id)).data.list[0]!.changedFields).toEqual(['contextProviders']);

    const device = await bindNewDevice(app, owner, id);
    const server = await deviceServerFor(app);
    const models = (await server.agentModels(device.mac, device.clientId)).data as unknown as Record<string, unknown>;
    expect(models.context_providers).toEqual([{ url: 'https://93.184.216.34/context', headers: { Authorization: 'Bearer abc' } }]);

    const refused = await web.updateAgent(id, { agentName: '不该保存', contextProviders: [{ url: 'http://10.0.0.5/ctx' }] });
    expect(refused).toMatchObject({ status: 400, msg: '上下文源 1 不允许使用内网或本机地址：http://10.0.0.5/ctx（可由管理员开启 server.allow_private_urls）' });
    expect((await web.updateAgent(id, { contextProviders: [{ url: 'https://93.184.216.34/a' }, { url: 'ftp://93.184.216.34/x' }] })).msg).toBe('上下文源 2 的地址必须是 http(s) 地址且能解析：ftp://93.184.216.34/x');
    expect((await web.updateAgent(id, { contextProviders: [{ url: 'http://[::1]:8080/x' }] })).status).toBe(400);
    const tooMany = Array.from({ length: 11 }, (_, i) => ({ url: `https://93.184.216.${i}/x` }));
    expect((await web.updateAgent(id, { contextProviders: tooMany })).status).toBe(400);
    expect(await detail(id)).toMatchObject({ agentName: '助手', contextProviders: [{ url: 'https://93.184.216.34/context' }] });

    await app.services.params.set('server.allow_private_urls', 'true');
    await saved(id, { contextProviders: [{ url: 'http://10.0.0.5/ctx', headers: { 'X-Key': '1' } }] });
    expect((await detail(id)).contextProviders).toEqual([{ url: 'http://10.0.0.5/ctx', headers: { 'X-Key': '1' } }]);

    // Clearing them removes the key from agent-models, as upstream sends it only when there are some.
    await saved(id, { contextProviders: [] });
    const cleared = (await server.agentModels(device.mac, device.clientId)).data as unknown as Record<string, unknown>;
    expect(cleared).not.toHaveProperty('context_providers');
  });
});
