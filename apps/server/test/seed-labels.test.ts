import type { AgentDetail, AgentSummary, AgentTemplate, DictDataDetail, DictOption, DictTypeDetail, ModelConfig, ModelProvider, PageData, ParamRow, PubConfig, TtsVoiceDetail } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from './console-client.ts';
import { buildTestApp, createUser } from './helper.ts';

/** Seeded rows (params, dictionaries, providers, models, voices, templates) in the request's display language. */
describe('seeded data in the display language', () => {
  let app: FastifyInstance;
  let admin: ReturnType<typeof consoleFor>;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = consoleFor(app, await createUser(app, { superAdmin: true }));
  });
  afterAll(() => app.close());

  const LANGUAGES = { en: 'en-US,en;q=0.9', zh_CN: 'zh-CN', zh_TW: 'zh-TW' } as const;
  const get = async <T>(url: string, language: keyof typeof LANGUAGES) => {
    const answer = await admin.request<T>({ method: 'GET', url: `/xiaozhi${url}`, headers: { 'accept-language': LANGUAGES[language] } });
    expect(answer.code).toBe(0);
    return answer.data;
  };
  const param = async (code: string, language: keyof typeof LANGUAGES) =>
    (await get<PageData<ParamRow>>(`/admin/params/page?paramCode=${encodeURIComponent(code)}&limit=100`, language)).list.find((row) => row.paramCode === code)!;
  const dictType = async (code: string, language: keyof typeof LANGUAGES) =>
    (await get<PageData<DictTypeDetail>>(`/admin/dict/type/page?dictType=${code}`, language)).list.find((row) => row.dictType === code)!;

  it('gives param remarks in English to an English request, in Chinese to a Chinese one', async () => {
    expect((await param('aliyun.sms.access_key_id', 'en')).remark).toBe('Alibaba Cloud access_key');
    expect((await param('aliyun.sms.access_key_id', 'zh_CN')).remark).toBe('阿里云平台access_key');
    expect((await param('server.allow_user_register', 'zh_TW')).remark).toBe('是否允許管理員以外的人註冊');
    // Params seeded by later migrations are labelled too.
    expect((await param('rate_limit.sms', 'en')).remark).toMatch(/^Most SMS codes sent per minute per IP/);
  });

  it('keeps the remark an admin wrote, in every language, and keeps a label sent back unchanged as the seeded text', async () => {
    const row = await param('server.sms_max_send_count', 'en');
    expect(row.remark).toBe('Most SMS messages per number per day');
    // The English form saved as it was shown: the row stays seeded, so Chinese still reads Chinese.
    const save = (remark: string) =>
      admin.request({ method: 'PUT', url: '/xiaozhi/admin/params', headers: { 'accept-language': 'en' }, payload: { ...row, remark } });
    expect((await save(row.remark!)).code).toBe(0);
    expect((await param('server.sms_max_send_count', 'zh_CN')).remark).toBe('单号码单日最大短信发送条数');
    expect((await save('每天最多十条')).code).toBe(0);
    expect((await param('server.sms_max_send_count', 'en')).remark).toBe('每天最多十条');
    expect((await param('server.sms_max_send_count', 'zh_CN')).remark).toBe('每天最多十条');
  });

  it('finds params by the remark the reader sees: English words in English, and not a remark an admin rewrote', async () => {
    const codes = async (words: string, language: keyof typeof LANGUAGES) =>
      (await get<PageData<ParamRow>>(`/admin/params/page?paramCode=${encodeURIComponent(words)}&limit=100`, language)).list.map((row) => row.paramCode);
    expect(await codes('Activation CODE', 'en')).toContain('server.fronted_url');
    expect(await codes('activation code', 'zh_CN')).toEqual([]);
    expect(await codes('六位验证码', 'zh_CN')).toContain('server.fronted_url');
    // The previous test rewrote this remark: its English label no longer shows, so it no longer matches.
    expect(await codes('per number per day', 'en')).not.toContain('server.sms_max_send_count');
    expect(await codes('每天最多十条', 'en')).toEqual(['server.sms_max_send_count']);
  });

  it('names dictionaries and their seeded entries (boards, areas) in English', async () => {
    const firmware = await dictType('FIRMWARE_TYPE', 'en');
    expect(firmware).toMatchObject({ dictName: 'Firmware types', remark: 'Firmware type dictionary' });
    expect((await dictType('MOBILE_AREA', 'en')).dictName).toBe('Mobile area codes');
    expect((await dictType('MOBILE_AREA', 'zh_CN')).dictName).toBe('手机区号');
    const boards = await get<PageData<DictDataDetail>>(`/admin/dict/data/page?dictTypeId=${firmware.id}&dictValue=bread-compact-wifi&limit=100`, 'en');
    expect(boards.list.find((row) => row.dictValue === 'bread-compact-wifi')).toMatchObject({ dictLabel: 'Breadboard, new wiring (WiFi)' });
    const options = await get<DictOption[]>('/device/board-types', 'en');
    expect(options.find((option) => option.key === 'tudouzi')?.name).toBe('Tudouzi');
    expect((await get<DictOption[]>('/device/board-types', 'zh_CN')).find((option) => option.key === 'tudouzi')?.name).toBe('土豆子');
  });

  it('keeps a board an admin renamed under its new name', async () => {
    const firmware = await dictType('FIRMWARE_TYPE', 'zh_CN');
    const [row] = (await get<PageData<DictDataDetail>>(`/admin/dict/data/page?dictTypeId=${firmware.id}&dictValue=xmini-c3&limit=100`, 'zh_CN')).list;
    const saved = await admin.request({ method: 'PUT', url: '/xiaozhi/admin/dict/data/update', payload: { ...row, dictLabel: '我的小板子' } });
    expect(saved.code).toBe(0);
    const options = await get<DictOption[]>('/device/board-types', 'en');
    expect(options.find((option) => option.key === 'xmini-c3')?.name).toBe('我的小板子');
  });

  it('names seeded providers, their fields, model configs and voices in English', async () => {
    const providers = await get<PageData<ModelProvider>>('/models/provider?modelType=TTS&limit=100', 'en');
    const edge = providers.list.find((row) => row.id === 'SYSTEM_TTS_edge')!;
    expect(edge.name).toBe('Edge TTS');
    expect(JSON.parse(edge.fields)).toContainEqual(expect.objectContaining({ key: 'output_dir', label: 'Output directory' }));
    const llms = await get<PageData<ModelConfig>>('/models/list?modelType=LLM&limit=100', 'en');
    expect(llms.list.find((row) => row.id === 'LLM_ChatGLMLLM')?.modelName).toBe('Zhipu AI');
    expect((await get<PageData<ModelConfig>>('/models/list?modelType=LLM&limit=100', 'zh_CN')).list.find((row) => row.id === 'LLM_ChatGLMLLM')?.modelName).toBe('智谱AI');
    const voices = await get<PageData<TtsVoiceDetail>>('/ttsVoice?ttsModelId=TTS_EdgeTTS&limit=100', 'en');
    expect(voices.list.find((row) => row.id === 'TTS_EdgeTTS0001')).toMatchObject({ name: 'EdgeTTS female – Xiaoxiao', languages: 'Mandarin' });
    // The voice picker reads the /v1 family.
    const picker = await admin.request<{ voices: { id: string; name: string }[] }>({ method: 'GET', url: '/v1/voices', headers: { 'accept-language': LANGUAGES.en } });
    expect(picker.data.voices.find((voice) => voice.id === 'TTS_EdgeTTS0001')?.name).toBe('EdgeTTS female – Xiaoxiao');
  });

  it('gives English templates, and a new agent created in English an English persona', async () => {
    const templates = await get<AgentTemplate[]>('/agent/template', 'en');
    expect(templates[0]).toMatchObject({ agentName: 'Cheerful Helper' });
    expect(templates[0]!.systemPrompt).toMatch(/^\[Role\]\nYou are \{\{assistant_name\}\}/);
    expect(templates.map((template) => template.agentName).join(' ')).not.toMatch(/[\u4e00-\u9fff]/);

    const user = await createUser(app);
    const owner = consoleFor(app, user);
    const created = await owner.request<string>({ method: 'POST', url: '/xiaozhi/agent', headers: { 'accept-language': 'en' }, payload: { agentName: 'Helper' } });
    expect(created.code).toBe(0);
    const agent = (await owner.request<AgentDetail>({ method: 'GET', url: `/xiaozhi/agent/${created.data}` })).data;
    expect(agent.systemPrompt).toMatch(/^\[Role\]\nYou are \{\{assistant_name\}\}, a cheerful young woman/);
    const inChinese = await owner.request<string>({ method: 'POST', url: '/xiaozhi/agent', headers: { 'accept-language': 'zh-CN' }, payload: { agentName: '小助手' } });
    expect((await owner.request<AgentDetail>({ method: 'GET', url: `/xiaozhi/agent/${inChinese.data}` })).data.systemPrompt).toMatch(/^\[角色设定\]/);

    const list = await owner.request<AgentSummary[]>({ method: 'GET', url: '/xiaozhi/agent/list', headers: { 'accept-language': 'en' } });
    expect(list.data.find((row) => row.id === created.data)).toMatchObject({ llmModelName: 'Zhipu AI', ttsModelName: 'Edge TTS', ttsVoiceName: 'EdgeTTS female – Xiaoxiao' });
  });

  it('keeps a template an admin edited under the text they wrote', async () => {
    const [first] = await get<AgentTemplate[]>('/agent/template', 'zh_CN');
    const saved = await admin.request({ method: 'PUT', url: '/xiaozhi/agent/template', payload: { ...first, systemPrompt: '你是{{assistant_name}}，我们自己的助手。' } });
    expect(saved.code).toBe(0);
    const [after] = await get<AgentTemplate[]>('/agent/template', 'en');
    // The name is still the seeded one, so it reads in English; the prompt is the admin's.
    expect(after).toMatchObject({ agentName: 'Cheerful Helper', systemPrompt: '你是{{assistant_name}}，我们自己的助手。' });
    const template = await get<AgentTemplate>(`/agent/template/${first!.id}`, 'en');
    expect(template.agentName).toBe('Cheerful Helper');
  });

  it('sends the regions of seeded mobile areas for the browser to name, and none for an area an admin renamed', async () => {
    const config = await get<PubConfig>('/user/pub-config', 'en');
    expect(config.mobileAreaList).toContainEqual({ name: '中国大陆', key: '+86', region: 'CN' });
    expect(config.mobileAreaList).toContainEqual({ name: '美国/加拿大', key: '+1', region: 'US,CA' });
    const areas = await dictType('MOBILE_AREA', 'zh_CN');
    const [uk] = (await get<PageData<DictDataDetail>>(`/admin/dict/data/page?dictTypeId=${areas.id}&dictValue=%2B44&limit=100`, 'zh_CN')).list;
    expect((await admin.request({ method: 'PUT', url: '/xiaozhi/admin/dict/data/update', payload: { ...uk, dictLabel: '大不列颠' } })).code).toBe(0);
    const after = await get<PubConfig>('/user/pub-config', 'en');
    expect(after.mobileAreaList.find((area) => area.key === '+44')).toEqual({ name: '大不列颠', key: '+44' });
  });
});
