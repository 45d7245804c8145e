import type { AgentDetail, AgentTemplate, PageData } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, createTestDatabase, createUser } from '../../../test/helper.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';

describe('agent template management', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let admin: ReturnType<typeof consoleFor>;
  let web: ReturnType<typeof consoleFor>;
  beforeEach(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({ database });
    admin = consoleFor(app, await createUser(app, { superAdmin: true }));
    web = consoleFor(app, await createUser(app));
  });
  afterEach(() => app.close());

  const page = async (query = '') => (await admin.request<PageData<AgentTemplate>>({ method: 'GET', url: `/xiaozhi/agent/template/page${query}` })).data;
  const names = async () => (await page('?limit=100')).list.map((row) => [row.agentName, row.sort]);
  const add = (payload: Record<string, unknown>) => admin.request<AgentTemplate>({ method: 'POST', url: '/xiaozhi/agent/template', payload });
  const edit = (payload: Record<string, unknown>) => admin.request<AgentTemplate>({ method: 'PUT', url: '/xiaozhi/agent/template', payload });

  it('pages and filters the templates by sort, and only for administrators', async () => {
    expect(await page('?page=1&limit=2')).toMatchObject({ total: 5, list: [{ agentName: '湾湾小何', sort: 1 }, { agentName: '星际游子', sort: 2 }] });
    expect((await page('?agentName=老师')).list.map((row) => row.agentName)).toEqual(['英语老师']);
    expect((await web.request({ method: 'GET', url: '/xiaozhi/agent/template/page' })).code).toBe(403);
    expect((await web.request({ method: 'POST', url: '/xiaozhi/agent/template', payload: { agentName: 'x', systemPrompt: 'y' } })).code).toBe(403);
  });

  it('adds a template after the last with the default template’s models, edits it and refuses bad models', async () => {
    const created = await add({ agentName: '  厨师  ', systemPrompt: '你是{{assistant_name}}，一位厨师。', ttsModelId: 'TTS_EdgeTTS', ttsVoiceId: 'TTS_EdgeTTS0005' });
    expect(created).toMatchObject({
      code: 0,
      data: { agentName: '厨师', sort: 6, llmModelId: 'LLM_ChatGLMLLM', asrModelId: 'ASR_FunASR', memModelId: 'Memory_nomem', ttsVoiceId: 'TTS_EdgeTTS0005', chatHistoryConf: 0 },
    });
    const id = created.data.id;
    expect((await admin.request({ method: 'GET', url: `/xiaozhi/agent/template/${id}` })).data).toMatchObject({ agentName: '厨师' });

    expect((await edit({ id, agentName: '大厨', systemPrompt: '新的', llmModelId: 'LLM_DeepSeekLLM', memModelId: 'Memory_mem_local_short' })).data).toMatchObject({
      agentName: '大厨', systemPrompt: '新的', llmModelId: 'LLM_DeepSeekLLM', ttsVoiceId: 'TTS_EdgeTTS0005', chatHistoryConf: 2, sort: 6,
    });
    expect(await edit({ id, agentName: '大厨', systemPrompt: '新的', llmModelId: 'TTS_EdgeTTS' })).toMatchObject({ status: 400, msg: '模板的模型 llmModelId 不存在或类型不符：TTS_EdgeTTS' });
    expect((await edit({ id, agentName: '大厨', systemPrompt: '新的', ttsVoiceId: 'TTS_DoubaoTTS0001' })).status).toBe(400);
    expect((await add({ agentName: '', systemPrompt: 'x' })).status).toBe(400);
    expect((await add({ agentName: 'x', systemPrompt: '   ' })).status).toBe(400);
    expect((await edit({ agentName: 'x', systemPrompt: 'y' })).status).toBe(400);
    expect((await edit({ id: 'nope', agentName: 'x', systemPrompt: 'y' })).code).toBe(612);
    expect((await page()).total).toBe(6);
  });

  it('takes a template\'s language code only as a BCP 47 tag, which new agents pass on to devices', async () => {
    const created = await add({ agentName: '粤语', systemPrompt: 'x', langCode: 'zh_hant_hk' });
    expect(created).toMatchObject({ code: 0, data: { langCode: 'zh-Hant-HK' } });
    expect(await edit({ id: created.data.id, agentName: '粤语', systemPrompt: 'x', langCode: 'Cantonese' })).toMatchObject({ status: 400, msg: '「语言代码」格式不正确' });
    expect(await add({ agentName: 'y', systemPrompt: 'x', langCode: '粤语' })).toMatchObject({ status: 400, msg: '「语言代码」格式不正确' });
  });

  it('reorders the templates, and the first becomes the default new agents copy', async () => {
    const chef = (await add({ agentName: '厨师', systemPrompt: '厨师的提示词' })).data;
    const ids = (await page('?limit=100')).list.map((row) => row.id);
    const order = [chef.id, ...ids.filter((id) => id !== chef.id)];
    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/agent/template/sort', payload: { ids: order } })).code).toBe(0);
    expect((await names())[0]).toEqual(['厨师', 1]);
    expect((await web.request<AgentTemplate[]>({ method: 'GET', url: '/xiaozhi/agent/template' })).data[0]!.id).toBe(chef.id);
    const agentId = await web.createAgent('新助手');
    expect((await web.request<AgentDetail>({ method: 'GET', url: `/xiaozhi/agent/${agentId}` })).data.systemPrompt).toBe('厨师的提示词');

    // Every template exactly once, else nothing moves.
    const refused = await admin.request({ method: 'PUT', url: '/xiaozhi/agent/template/sort', payload: { ids: order.slice(1) } });
    expect(refused).toMatchObject({ status: 400, msg: '排序必须恰好包含每个模板一次' });
    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/agent/template/sort', payload: { ids: [...order.slice(0, -1), order[0]] } })).status).toBe(400);
    expect((await names())[0]).toEqual(['厨师', 1]);
  });

  it('deletes templates, moving later ones up, and never the last one', async () => {
    const all = (await page('?limit=100')).list;
    expect((await admin.request({ method: 'DELETE', url: `/xiaozhi/agent/template/${all[1]!.id}` })).code).toBe(0);
    expect(await names()).toEqual([['湾湾小何', 1], ['英语老师', 2], ['好奇男孩', 3], ['汪汪队长', 4]]);
    expect((await admin.request({ method: 'DELETE', url: `/xiaozhi/agent/template/${all[1]!.id}` })).code).toBe(612);
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/agent/template/batch-remove', payload: [all[0]!.id, all[3]!.id] })).code).toBe(0);
    expect(await names()).toEqual([['英语老师', 1], ['汪汪队长', 2]]);
    const rest = (await page()).list.map((row) => row.id);
    expect(await admin.request({ method: 'POST', url: '/xiaozhi/agent/template/batch-remove', payload: rest })).toMatchObject({ status: 400, msg: '至少保留一个智能体模板（排序最前的是默认模板）' });
    expect((await page()).total).toBe(2);
  });
});
