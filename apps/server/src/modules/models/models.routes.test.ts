import type { LlmNameOption, ModelNameOption, ModelProvider, TtsVoiceOption } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, call, createUser } from '../../../test/helper.ts';

describe('model choices for the agent form', () => {
  let app: FastifyInstance;
  let web: ReturnType<typeof consoleFor>;
  beforeAll(async () => {
    app = await buildTestApp();
    web = consoleFor(app, await createUser(app));
  });
  afterAll(() => app.close());

  const names = async (query: string) => (await web.request<ModelNameOption[]>({ method: 'GET', url: `/xiaozhi/models/names?${query}` })).data;

  it('lists enabled configs of a type by sort, whatever the type’s case', async () => {
    expect(await names('modelType=VAD')).toEqual([{ id: 'VAD_SileroVAD', modelName: '语音活动检测' }]);
    expect(await names('modelType=vad')).toEqual(await names('modelType=VAD'));
    const asr = await names('modelType=ASR');
    expect(asr).toHaveLength(16);
    expect(asr[0]).toEqual({ id: 'ASR_FunASR', modelName: 'FunASR本地语音识别' });
    expect((await names('modelType=TTS')).length).toBe(21);
    expect((await names('modelType=Memory')).map((row) => row.id)).toEqual([
      'Memory_nomem', 'Memory_mem_local_short', 'Memory_mem0ai', 'Memory_mem_report_only', 'Memory_powermem', 'Memory_long_term_memory',
    ]);
  });

  it('leaves out disabled configs (Intent_nointent is seeded disabled) and answers SLM with the LLMs', async () => {
    expect((await names('modelType=Intent')).map((row) => row.id)).toEqual(['Intent_intent_llm', 'Intent_function_call']);
    const llms = await names('modelType=LLM');
    expect(llms).toHaveLength(15);
    expect(await names('modelType=SLM')).toEqual(llms);
    expect(await names('modelType=VLLM')).toEqual([
      { id: 'VLLM_ChatGLMVLLM', modelName: '智谱视觉AI' },
      { id: 'VLLM_QwenVLVLLM', modelName: '千问视觉模型' },
    ]);
    expect(await names('modelType=Nope')).toEqual([]);
  });

  it('filters by model name and requires a type', async () => {
    expect(await names('modelType=LLM&modelName=deepseek')).toEqual([{ id: 'LLM_DeepSeekLLM', modelName: 'DeepSeek' }]);
    expect(await names('modelType=LLM&modelName=%25')).toEqual([]);
    expect(await web.request({ method: 'GET', url: '/xiaozhi/models/names' })).toMatchObject({ status: 400, msg: '参数 modelType 无效：不能为空' });
  });

  it('lists LLMs with their provider type for the function-call rule', async () => {
    const llms = (await web.request<LlmNameOption[]>({ method: 'GET', url: '/xiaozhi/models/llm/names' })).data;
    expect(llms.slice(0, 2)).toEqual([
      { id: 'LLM_ChatGLMLLM', modelName: '智谱AI', type: 'openai', isPrivate: false },
      { id: 'LLM_OllamaLLM', modelName: 'Ollama本地模型', type: 'ollama', isPrivate: false },
    ]);
    expect(llms.find((llm) => llm.id === 'LLM_DifyLLM')?.type).toBe('dify');
  });

  it('lists the voices of a TTS model, filterable by name', async () => {
    const voices = (await web.request<TtsVoiceOption[]>({ method: 'GET', url: '/xiaozhi/models/TTS_EdgeTTS/voices' })).data;
    expect(voices).toHaveLength(11);
    expect(voices[0]).toEqual({ id: 'TTS_EdgeTTS0001', name: 'EdgeTTS女声-晓晓', voiceDemo: null, languages: '普通话', isClone: false });
    const cantonese = await web.request<TtsVoiceOption[]>({ method: 'GET', url: `/xiaozhi/models/TTS_EdgeTTS/voices?voiceName=${encodeURIComponent('香港')}` });
    expect(cantonese.data.map((voice) => voice.languages)).toEqual(['粤语', '粤语', '粤语']);
    expect((await web.request({ method: 'GET', url: '/xiaozhi/models/LLM_ChatGLMLLM/voices' })).data).toEqual([]);
  });

  it('lists the plugin providers with their fields as a JSON string', async () => {
    const plugins = (await web.request<ModelProvider[]>({ method: 'GET', url: '/xiaozhi/models/provider/plugin/names' })).data;
    expect(plugins.map((plugin) => plugin.providerCode)).toEqual([
      'get_weather', 'play_music', 'get_news_from_chinanews', 'get_news_from_newsnow', 'hass_state', 'hass_play_music', 'web_search', 'call_device',
    ]);
    expect(plugins[0]).toMatchObject({ id: 'SYSTEM_PLUGIN_WEATHER', modelType: 'Plugin', name: '天气查询', sort: 1, creator: null });
    expect(JSON.parse(plugins[0]!.fields)).toContainEqual({ key: 'default_location', label: '默认查询城市', type: 'string', default: '广州' });
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/xiaozhi/models/names?modelType=LLM', '/xiaozhi/models/llm/names', '/xiaozhi/models/TTS_EdgeTTS/voices', '/xiaozhi/models/provider/plugin/names']) {
      expect(await call(app, { method: 'GET', url })).toMatchObject({ status: 200, code: 401 });
    }
  });
});
