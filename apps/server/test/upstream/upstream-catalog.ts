// The shared catalog of an installation: dictionaries, model providers, model configs (with the operator's keys),
// TTS voices and agent templates. Ids follow upstream's conventions (SYSTEM_<TYPE>_<name>, <TYPE>_<name>, <model>NNNN).
import { datetime, type Row } from './upstream-values.ts';

const audit = (adminId: string) => ({ creator: adminId, create_date: datetime(1), updater: adminId, update_date: datetime(90) });

export const FIRMWARE_TYPES: [string, string][] = [
  ['面包板新版接线（WiFi）', 'bread-compact-wifi'], ['面包板新版接线（WiFi）+ LCD', 'bread-compact-wifi-lcd'],
  ['面包板新版接线（ML307 AT）', 'bread-compact-ml307'], ['乐鑫ESP-BOX-3', 'esp-box-3'], ['立创·实战派ESP32-S3开发板', 'lichuang-dev'],
  ['M5Stack CoreS3', 'm5stack-core-s3'], ['虾哥 Mini C3', 'xmini-c3'], ['Seeed Studio SenseCAP Watcher', 'sensecap-watcher'],
];
const MOBILE_AREAS: [string, string][] = [['中国大陆', '+86'], ['中国香港', '+852'], ['中国澳门', '+853'], ['中国台湾', '+886'], ['美国/加拿大', '+1']];

export function dictRows(adminId: string): { types: Row[]; data: Row[] } {
  const types: Row[] = [
    { id: 101, dict_type: 'FIRMWARE_TYPE', dict_name: '固件类型', remark: '固件类型字典', sort: 0, ...audit(adminId) },
    { id: 102, dict_type: 'MOBILE_AREA', dict_name: '手机区域', remark: '手机区域字典', sort: 0, ...audit(adminId) },
  ];
  const data: Row[] = [
    ...FIRMWARE_TYPES.map(([label, value], index) => ({
      id: 101_001 + index, dict_type_id: 101, dict_label: label, dict_value: value, remark: label, sort: index + 1, ...audit(adminId),
    })),
    ...MOBILE_AREAS.map(([label, value], index) => ({
      id: 102_001 + index, dict_type_id: 102, dict_label: label, dict_value: value, remark: label, sort: index + 1, ...audit(adminId),
    })),
  ];
  return { types, data };
}

type ProviderSeed = [id: string, type: string, code: string, name: string, fields: object[]];
const f = (key: string, label: string, type = 'string') => ({ key, label, type });

const PROVIDERS: ProviderSeed[] = [
  ['SYSTEM_VAD_SileroVAD', 'VAD', 'silero', 'SileroVAD语音活动检测', [f('threshold', '检测阈值', 'number'), f('model_dir', '模型目录'), f('min_silence_duration_ms', '最小静音时长', 'number')]],
  ['SYSTEM_ASR_FunASR', 'ASR', 'fun_local', 'FunASR语音识别', [f('model_dir', '模型目录'), f('output_dir', '输出目录'), f('language', '识别语言')]],
  ['SYSTEM_ASR_DoubaoStreamASR', 'ASR', 'doubao_stream', '火山引擎语音识别(流式)', [f('appid', '应用ID'), f('access_token', '访问令牌'), f('cluster', '集群'), f('output_dir', '输出目录')]],
  ['SYSTEM_LLM_openai', 'LLM', 'openai', 'OpenAI接口', [f('base_url', '基础URL'), f('model_name', '模型名称'), f('api_key', 'API密钥'), f('temperature', '温度', 'number'), f('max_tokens', '最大令牌数', 'number')]],
  ['SYSTEM_LLM_ollama', 'LLM', 'ollama', 'Ollama接口', [f('model_name', '模型名称'), f('base_url', '服务地址')]],
  ['SYSTEM_VLLM_openai', 'VLLM', 'openai', 'OpenAI接口', [f('base_url', '基础URL'), f('model_name', '模型名称'), f('api_key', 'API密钥')]],
  ['SYSTEM_TTS_edge', 'TTS', 'edge', 'Edge TTS', [f('voice', '音色'), f('output_dir', '输出目录')]],
  ['SYSTEM_TTS_HSDSTTS', 'TTS', 'huoshan_double_stream', '火山双流式TTS', [f('ws_url', 'WebSocket地址'), f('appid', '应用ID'), f('access_token', '访问令牌'), f('resource_id', '资源ID'), f('speaker', '默认音色')]],
  ['SYSTEM_Memory_nomem', 'Memory', 'nomem', '无记忆', []],
  ['SYSTEM_Memory_mem_local_short', 'Memory', 'mem_local_short', '本地短期记忆', [f('llm', 'LLM模型')]],
  ['SYSTEM_Intent_nointent', 'Intent', 'nointent', '无意图识别', []],
  ['SYSTEM_Intent_function_call', 'Intent', 'function_call', '函数调用意图识别', []],
  ['SYSTEM_RAG_ragflow', 'RAG', 'ragflow', 'RAGFlow', [f('base_url', '服务地址'), f('api_key', 'API密钥')]],
  ['SYSTEM_PLUGIN_WEATHER', 'Plugin', 'get_weather', '天气查询', [f('api_key', '天气插件 API 密钥'), f('default_location', '默认查询城市'), f('api_host', '开发者 API Host')]],
  ['SYSTEM_PLUGIN_MUSIC', 'Plugin', 'play_music', '服务器音乐播放', []],
  ['SYSTEM_PLUGIN_NEWS_NEWSNOW', 'Plugin', 'get_news_from_newsnow', 'newsnow新闻聚合', [f('url', '接口地址')]],
  ['SYSTEM_PLUGIN_CALL_DEVICE', 'Plugin', 'call_device', '设备呼叫', []],
];

export function providerRows(adminId: string): Row[] {
  return PROVIDERS.map(([id, type, code, name, fields], index) => ({
    id, model_type: type, provider_code: code, name, fields: JSON.stringify(fields), sort: index + 1, ...audit(adminId),
  }));
}

type ConfigSeed = [id: string, type: string, name: string, isDefault: 0 | 1, isEnabled: 0 | 1, config: Record<string, unknown>];

/** Model configs; the keys are what the facts call the operator's secrets. */
export const MODEL_CONFIGS: ConfigSeed[] = [
  ['VAD_SileroVAD', 'VAD', '语音活动检测', 1, 1, { type: 'silero', model_dir: 'models/snakers4_silero-vad', threshold: 0.5, min_silence_duration_ms: 700 }],
  ['ASR_FunASR', 'ASR', 'FunASR语音识别', 1, 1, { type: 'fun_local', model_dir: 'models/SenseVoiceSmall', output_dir: 'tmp/', language: 'auto' }],
  ['ASR_DoubaoStreamASR', 'ASR', '火山引擎语音识别(流式)', 0, 1, { type: 'doubao_stream', appid: '7412950381', access_token: 'doubao-asr-token-Hk29sLq8', cluster: 'volcengine_input_common', output_dir: 'tmp/' }],
  ['LLM_ChatGLMLLM', 'LLM', '智谱AI', 1, 1, { type: 'openai', model_name: 'glm-4-flash', base_url: 'https://open.bigmodel.cn/api/paas/v4/', api_key: '2f8c1e0a9b7d4c3e.GlmKeyXz81' }],
  ['LLM_DeepSeekLLM', 'LLM', 'DeepSeek', 0, 1, { type: 'openai', model_name: 'deepseek-chat', base_url: 'https://api.deepseek.com', api_key: 'sk-deepseek-6b1f0c2e9a7d4b58', temperature: 0.7, max_tokens: 500 }],
  ['LLM_OllamaLLM', 'LLM', 'Ollama本地模型', 0, 1, { type: 'ollama', model_name: 'qwen2.5', base_url: 'http://localhost:11434' }],
  ['VLLM_ChatGLMVLLM', 'VLLM', '智谱视觉AI', 1, 1, { type: 'openai', model_name: 'glm-4v-flash', base_url: 'https://open.bigmodel.cn/api/paas/v4/', api_key: '2f8c1e0a9b7d4c3e.GlmKeyXz81' }],
  ['TTS_EdgeTTS', 'TTS', 'Edge语音合成', 1, 1, { type: 'edge', voice: 'zh-CN-XiaoxiaoNeural', output_dir: 'tmp/' }],
  ['TTS_HuoshanDoubleStreamTTS', 'TTS', '火山双流式语音合成', 0, 1, { type: 'huoshan_double_stream', ws_url: 'wss://openspeech.bytedance.com/api/v3/tts/bidirection', appid: '7412950381', access_token: 'huoshan-tts-token-Pq7wE3', resource_id: 'volc.service_type.10029', speaker: 'zh_female_wanwanxiaohe_moon_bigtts' }],
  ['Memory_nomem', 'Memory', '无记忆', 1, 1, { type: 'nomem' }],
  ['Memory_mem_local_short', 'Memory', '本地短期记忆', 0, 1, { type: 'mem_local_short', llm: 'LLM_ChatGLMLLM' }],
  ['Intent_nointent', 'Intent', '无意图识别', 1, 0, { type: 'nointent' }],
  ['Intent_function_call', 'Intent', '函数调用意图识别', 0, 1, { type: 'function_call' }],
  ['RAG_RAGFlow', 'RAG', 'RAGFlow', 1, 1, { type: 'ragflow', base_url: 'http://192.168.1.10:9380', api_key: 'ragflow-IxYjE3ZjM0NmQ2MTFmMDk' }],
];

export function configRows(adminId: string): Row[] {
  return MODEL_CONFIGS.map(([id, type, name, isDefault, isEnabled, config], index) => ({
    id, model_type: type, model_code: id.slice(id.indexOf('_') + 1), model_name: name, is_default: isDefault, is_enabled: isEnabled,
    config_json: JSON.stringify(config), doc_link: 'https://example-vendor.cn/docs', remark: `${name}配置`, sort: index + 1,
    ...audit(adminId),
  }));
}

const VOICES: [id: string, model: string, name: string, voice: string, languages: string][] = [
  ['TTS_EdgeTTS0001', 'TTS_EdgeTTS', 'EdgeTTS女声-晓晓', 'zh-CN-XiaoxiaoNeural', '普通话'],
  ['TTS_EdgeTTS0002', 'TTS_EdgeTTS', 'EdgeTTS男声-云扬', 'zh-CN-YunyangNeural', '普通话'],
  ['TTS_EdgeTTS0003', 'TTS_EdgeTTS', 'EdgeTTS女声-Ava', 'en-US-AvaNeural', '英语'],
  ['TTS_HuoshanDoubleStreamTTS0001', 'TTS_HuoshanDoubleStreamTTS', '湾湾小何', 'zh_female_wanwanxiaohe_moon_bigtts', '普通话、台湾口音'],
  ['TTS_HuoshanDoubleStreamTTS0002', 'TTS_HuoshanDoubleStreamTTS', '爽快思思', 'zh_female_shuangkuaisisi_moon_bigtts', '中文、英文'],
];

export function voiceRows(adminId: string): Row[] {
  return VOICES.map(([id, model, name, voice, languages], index) => ({
    id, tts_model_id: model, name, tts_voice: voice, languages, voice_demo: `https://lf3-static.example.cn/demo/${voice}.mp3`,
    remark: null, reference_audio: index === 4 ? 'uploadfile/voice/sisi-ref.wav' : null,
    reference_text: index === 4 ? '今天天气真好，我们一起去公园散步吧。' : null, sort: index + 1, ...audit(adminId),
  }));
}

export const TEMPLATE_PROMPT = (role: string) =>
  `[角色设定]\n你是{{assistant_name}}，${role}\n[核心特征]\n- 说话简短自然\n- 回答控制在三句话以内`;

export function templateRows(adminId: string): Row[] {
  const names: [string, string][] = [
    ['湾湾小何', '来自台湾的女孩，说话机车，声音好听。'],
    ['星际游子', '一位在宇宙中流浪的旅行者。'],
    ['英语老师', '一位耐心的英语老师，用中英文混合交流。'],
  ];
  return names.map(([name, role], index) => ({
    id: `9406648b5cc5fde1b8aa335b6f8b4f7${index}`, agent_code: '小智', agent_name: name, asr_model_id: 'ASR_FunASR',
    vad_model_id: 'VAD_SileroVAD', llm_model_id: 'LLM_ChatGLMLLM', vllm_model_id: 'VLLM_ChatGLMVLLM', tts_model_id: 'TTS_EdgeTTS',
    tts_voice_id: 'TTS_EdgeTTS0001', tts_language: '普通话', tts_volume: 50, tts_rate: 50, tts_pitch: 50, mem_model_id: 'Memory_nomem',
    intent_model_id: 'Intent_function_call', system_prompt: TEMPLATE_PROMPT(role), summary_memory: null, chat_history_conf: 0,
    lang_code: 'zh', language: '中文', sort: index + 1, creator: adminId, created_at: datetime(2), updater: adminId, updated_at: datetime(2),
  }));
}
