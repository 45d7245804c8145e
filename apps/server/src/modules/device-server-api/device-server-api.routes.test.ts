import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor, nextMac } from '../../../test/console-client.ts';
import { deviceServerFor, SimulatedDevice, type SimulatedDeviceServer } from '../../../test/device-simulator.ts';
import { bearer, buildTestApp, call, createUser, type TestUser } from '../../../test/helper.ts';

const ROUTES = [
  { method: 'POST', url: '/xiaozhi/config/server-base' },
  { method: 'POST', url: '/xiaozhi/config/agent-models', payload: { macAddress: 'aa:bb:cc:dd:ee:ff', clientId: 'c', selectedModule: {} } },
  { method: 'POST', url: '/xiaozhi/agent/chat-history/report', payload: { macAddress: 'aa:bb:cc:dd:ee:ff', sessionId: 's', chatType: 1, content: 'x' } },
] as const;

describe('device-server API', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let server: SimulatedDeviceServer;
  beforeEach(async () => {
    app = await buildTestApp();
    owner = await createUser(app);
    server = await deviceServerFor(app);
  });
  afterEach(() => app.close());

  it('needs the server secret as a bearer: code 401 with upstream’s two messages', async () => {
    const user = await createUser(app, { superAdmin: true });
    for (const route of ROUTES) {
      expect(await call(app, route)).toMatchObject({ status: 200, code: 401, msg: '服务器密钥不能为空', data: null });
      expect(await call(app, { ...route, headers: bearer('wrong-secret') })).toMatchObject({ status: 200, code: 401, msg: '无效的服务器密钥' });
      expect(await call(app, { ...route, headers: { ...bearer('wrong'), 'accept-language': 'en' } })).toMatchObject({ msg: 'Invalid server secret' });
      expect((await call(app, { ...route, headers: bearer(user.token) })).code).toBe(401);
    }
    const secret = await app.services.params.text('server.secret');
    expect((await call(app, { ...ROUTES[0], headers: { authorization: secret } })).code).toBe(0);
  });

  it('serves the params as a typed nested map plus the default VAD and ASR, without console-only secrets', async () => {
    const { code, data } = await server.serverBase();
    expect(code).toBe(0);
    expect(data.server).toMatchObject({ websocket: 'null', auth: { enabled: true }, secret: await app.services.params.text('server.secret') });
    expect(data.server).not.toHaveProperty('private_key');
    expect(data).not.toHaveProperty('aliyun');
    expect(data.device_max_output_size).toBe(0);
    expect(data.exit_commands).toEqual(['退出', '关闭']);
    expect(data.xiaozhi).toMatchObject({ type: 'hello', audio_params: { sample_rate: 24000 } });
    expect(data.end_prompt).toMatchObject({ enable: true });
    expect(data.log).toMatchObject({ log_level: 'INFO' });
    expect(data.selected_module).toEqual({ VAD: 'VAD_SileroVAD', ASR: 'ASR_FunASR' });
    expect(data.VAD).toEqual({ VAD_SileroVAD: { type: 'silero', model_dir: 'models/snakers4_silero-vad', threshold: 0.5, min_silence_duration_ms: 700 } });
    expect(data.ASR?.ASR_FunASR).toMatchObject({ type: 'fun_local' });
    expect(data).toMatchObject({ prompt: null, summaryMemory: null });
  });

  it('answers 10041 for an unknown device and 10042 with the code while one waits for binding', async () => {
    expect(await server.agentModels('ff:ff:ff:ff:ff:ff', 'c')).toMatchObject({ code: 10041, msg: '设备不存在' });
    const device = new SimulatedDevice(app, { mac: 'A4:CF:12:10:20:30' });
    const { json } = await device.checkIn();
    expect(await server.agentModels('a4:cf:12:10:20:30', device.clientId)).toMatchObject({ code: 10042, msg: json.activation.code });
    expect((await server.agentModels('', 'c')).status).toBe(400);
  });

  it('serves the bound agent’s full model configs in the shape xiaozhi-server reads', async () => {
    const web = consoleFor(app, owner);
    const agentId = await web.createAgent('阿福');
    await web.updateAgent(agentId, {
      llmModelId: 'LLM_DeepSeekLLM', slmModelId: 'LLM_ChatGLMLLM', intentModelId: 'Intent_intent_llm', memModelId: 'Memory_mem_local_short',
      ttsModelId: 'TTS_EdgeTTS', ttsVoiceId: 'TTS_EdgeTTS0009', ttsVolume: 10, systemPrompt: '你叫{{assistant_name}}，{{assistant_name}}很友好。', summaryMemory: '主人喜欢猫',
    });
    const device = await bindNewDevice(app, owner, agentId, nextMac());
    const { code, data } = await server.agentModels(device.mac, device.clientId, { VAD: 'VAD_SileroVAD', ASR: 'ASR_SherpaASR' });
    expect(code).toBe(0);
    expect(data).toMatchObject({ device_max_output_size: '0', chat_history_conf: 2, prompt: '你叫阿福，阿福很友好。', summaryMemory: '主人喜欢猫' });
    expect(data).not.toHaveProperty('VAD');
    expect(data.ASR).toEqual({ ASR_FunASR: expect.objectContaining({ type: 'fun_local' }) });
    expect(data.selected_module).toEqual({
      ASR: 'ASR_FunASR', TTS: 'TTS_EdgeTTS', Memory: 'Memory_mem_local_short', Intent: 'Intent_intent_llm', LLM: 'LLM_DeepSeekLLM', VLLM: 'VLLM_ChatGLMVLLM', SLM: 'LLM_ChatGLMLLM',
    });
    // The LLM map carries the main LLM plus the ones intent, memory and the small LLM use.
    expect(Object.keys(data.LLM ?? {}).sort()).toEqual(['LLM_ChatGLMLLM', 'LLM_DeepSeekLLM']);
    expect(data.LLM?.LLM_ChatGLMLLM).toMatchObject({ api_key: '你的api_key', base_url: 'https://open.bigmodel.cn/api/paas/v4/' });
    expect(data.TTS?.TTS_EdgeTTS).toEqual({ type: 'edge', voice: 'zh-CN-XiaoxiaoNeural', output_dir: 'tmp/', private_voice: 'zh-HK-HiuGaaiNeural', language: '粤语', ttsVolume: 10 });
    expect(Object.keys(data.plugins ?? {}).sort()).toEqual(['get_news_from_newsnow', 'get_weather', 'play_music']);
    expect(JSON.parse(String(data.plugins?.get_weather))).toMatchObject({ default_location: '广州' });
  });

  it('leaves out plugins when intent is off and records nothing without memory', async () => {
    const web = consoleFor(app, owner);
    const agentId = await web.createAgent();
    const device = await bindNewDevice(app, owner, agentId);
    const agent = await app.services.repos.agents.findById(agentId);
    await app.services.repos.agents.update(agentId, { intent_model_id: 'Intent_nointent', chat_history_conf: 2, system_prompt: null, agent_name: agent!.agent_name });
    const { data } = await server.agentModels(device.mac, device.clientId);
    expect(data).not.toHaveProperty('plugins');
    expect(data.chat_history_conf).toBe(0);
    expect(data.prompt).toBeNull();
    expect(data.VAD).toHaveProperty('VAD_SileroVAD');
  });
});
