// Frozen with migration 0004: it inserts these rows once. Changing reference data takes a new migration, never an edit here.
export interface ModelConfigSeed {
  id: string;
  modelType: string;
  modelName: string;
  config: Record<string, unknown>;
  isDefault: boolean;
  isEnabled: boolean;
  docLink: string | null;
}

interface Options {
  isDefault?: boolean;
  isEnabled?: boolean;
  docLink?: string;
}

const model = (modelType: string, code: string, modelName: string, config: Record<string, unknown>, options: Options = {}): ModelConfigSeed => ({
  id: `${modelType}_${code}`,
  modelType,
  modelName,
  config,
  isDefault: options.isDefault ?? false,
  isEnabled: options.isEnabled ?? true,
  docLink: options.docLink ?? null,
});
const byDefault = { isDefault: true };
const out = { output_dir: 'tmp/' };
const aliyunKeys = { appkey: '', token: '', access_key_id: '', access_key_secret: '' };
const volcAsr = { appid: '', access_token: '', boosting_table_name: '', correct_table_name: '', ...out };
const huoshanStream = {
  type: 'huoshan_double_stream',
  ws_url: 'wss://openspeech.bytedance.com/api/v3/tts/bidirection',
  appid: '',
  access_token: '',
  enable_ws_reuse: true,
  audio_params: { speech_rate: 0, loudness_rate: 0 },
  additions: {},
  mix_speaker: {},
};
const dashscope = 'https://dashscope.aliyuncs.com/compatible-mode/v1';
const bigmodel = 'https://open.bigmodel.cn/api/paas/v4/';

/**
 * Upstream's default model configs (sort = position within the type). Secrets are empty:
 * nothing works until an administrator fills in keys, and the console says so.
 */
export const MODEL_CONFIG_SEEDS: readonly ModelConfigSeed[] = [
  model('VAD', 'SileroVAD', '语音活动检测', { type: 'silero', model_dir: 'models/snakers4_silero-vad', threshold: 0.5, min_silence_duration_ms: 700 }, byDefault),

  model('ASR', 'FunASR', 'FunASR本地语音识别', { type: 'fun_local', model_dir: 'models/SenseVoiceSmall', ...out, language: 'auto' }, byDefault),
  model('ASR', 'FunASRServer', 'FunASR服务语音识别', { type: 'fun_server', host: '127.0.0.1', port: 10096, is_ssl: true, api_key: 'none', ...out }),
  model('ASR', 'XunfeiStream', '讯飞流式语音识别', { type: 'xunfei_stream', app_id: '', api_key: '', api_secret: '', domain: 'slm', language: 'zh_cn', accent: 'mandarin', dwa: 'wpgs', ...out }),
  model('ASR', 'AliyunStreamASR', '阿里云流式语音识别', { type: 'aliyun_stream', ...aliyunKeys, host: 'nls-gateway-cn-shanghai.aliyuncs.com', max_sentence_silence: 800, ...out }),
  model('ASR', 'DoubaoStreamASR', '火山引擎流式语音识别', { type: 'doubao_stream', ...volcAsr, end_window_size: 200, enable_multilingual: false, language: '', resource_id: 'volc.bigasr.sauc.duration' }, { docLink: 'https://console.volcengine.com/speech/app' }),
  model('ASR', 'TencentASR', '腾讯语音识别', { type: 'tencent', appid: '', secret_id: '', secret_key: '', ...out }, { docLink: 'https://console.cloud.tencent.com/cam/capi' }),
  model('ASR', 'DoubaoStreamASRV2', '火山引擎流式语音识别2.0', { type: 'doubao_stream', ...volcAsr, end_window_size: 200, enable_multilingual: false, language: '', resource_id: 'volc.seedasr.sauc.duration' }),
  model('ASR', 'BaiduASR', '百度语音识别', { type: 'baidu', app_id: '', api_key: '', secret_key: '', dev_pid: 1537, ...out }),
  model('ASR', 'DoubaoASR', '火山引擎语音识别', { type: 'doubao', ...volcAsr, cluster: 'volcengine_input_common' }),
  model('ASR', 'AliyunASR', '阿里云语音识别', { type: 'aliyun', ...aliyunKeys, ...out }, { docLink: 'https://nls-portal.console.aliyun.com/' }),
  model('ASR', 'SherpaASR', 'Sherpa本地语音识别', { type: 'sherpa_onnx_local', model_dir: 'models/sherpa-onnx-sense-voice-zh-en-ja-ko-yue-2024-07-17', ...out }),
  model('ASR', 'OpenaiASR', 'OpenAI语音识别', { type: 'openai', base_url: 'https://api.openai.com/v1/audio/transcriptions', model_name: 'gpt-4o-mini-transcribe', api_key: '', ...out }),
  model('ASR', 'GroqASR', 'Groq语音识别', { type: 'openai', base_url: 'https://api.groq.com/openai/v1/audio/transcriptions', model_name: 'whisper-large-v3-turbo', api_key: '', ...out }),
  model('ASR', 'VoskASR', 'Vosk本地语音识别', { type: 'vosk', model_path: 'models/vosk/vosk-model-small-cn-0.22', ...out }),
  model('ASR', 'Qwen3Flash', '通义千问3语音识别Flash', { type: 'qwen3_asr_flash', api_key: '', base_url: dashscope, model_name: 'qwen3-asr-flash', ...out }),
  model('ASR', 'AliyunBLStream', '阿里云百炼流式语音识别', { type: 'aliyunbl_stream', api_key: '', model: 'paraformer-realtime-v2', format: 'pcm', sample_rate: 16000, ...out }),

  model('LLM', 'ChatGLMLLM', '智谱AI', { type: 'openai', model_name: 'glm-4-flash', base_url: bigmodel, api_key: '你的api_key' }, { ...byDefault, docLink: 'https://bigmodel.cn/usercenter/proj-mgmt/apikeys' }),
  model('LLM', 'OllamaLLM', 'Ollama本地模型', { type: 'ollama', model_name: 'qwen2.5', base_url: 'http://localhost:11434' }),
  model('LLM', 'AliLLM', '通义千问', { type: 'openai', base_url: dashscope, model_name: 'qwen-turbo', api_key: '', temperature: 0.7, max_tokens: 500, top_p: 1, top_k: 50, frequency_penalty: 0 }, { docLink: 'https://bailian.console.aliyun.com/?apiKey=1#/api-key' }),
  model('LLM', 'AliAppLLM', '通义百炼应用', { type: 'AliBL', base_url: dashscope, app_id: '', api_key: '', is_no_prompt: true, ali_memory_id: false }),
  model('LLM', 'DoubaoLLM', '豆包大模型', { type: 'openai', base_url: 'https://ark.cn-beijing.volces.com/api/v3', model_name: 'doubao-1-5-pro-32k-250115', api_key: '' }, { docLink: 'https://console.volcengine.com/ark' }),
  model('LLM', 'DeepSeekLLM', 'DeepSeek', { type: 'openai', model_name: 'deepseek-chat', base_url: 'https://api.deepseek.com', api_key: '' }, { docLink: 'https://platform.deepseek.com/' }),
  model('LLM', 'DifyLLM', 'Dify', { type: 'dify', base_url: 'https://api.dify.ai/v1', api_key: '', mode: 'chat-messages' }),
  model('LLM', 'GeminiLLM', '谷歌Gemini', { type: 'gemini', api_key: '', model_name: 'gemini-2.0-flash', http_proxy: '', https_proxy: '' }, { docLink: 'https://aistudio.google.com/apikey' }),
  model('LLM', 'CozeLLM', 'Coze', { type: 'coze', bot_id: '', user_id: '', personal_access_token: '' }, { docLink: 'https://www.coze.cn/open/oauth/pats' }),
  model('LLM', 'LMStudioLLM', 'LM Studio', { type: 'openai', model_name: 'deepseek-r1-distill-llama-8b@q4_k_m', base_url: 'http://localhost:1234/v1', api_key: 'lm-studio' }),
  model('LLM', 'FastgptLLM', 'FastGPT', { type: 'fastgpt', base_url: 'https://host/api/v1', api_key: '', variables: { k: 'v', k2: 'v2' } }),
  model('LLM', 'XinferenceLLM', 'Xinference大模型', { type: 'xinference', model_name: 'qwen2.5:72b-AWQ', base_url: 'http://localhost:9997' }),
  model('LLM', 'XinferenceSmallLLM', 'Xinference小模型', { type: 'xinference', model_name: 'qwen2.5:3b-AWQ', base_url: 'http://localhost:9997' }),
  model('LLM', 'XunfeiSparkLLM', '讯飞星火', { type: 'openai', base_url: 'https://spark-api-open.xf-yun.com/v1', model_name: 'lite', api_key: '' }),
  model('LLM', 'VolcesAiGatewayLLM', '火山引擎边缘大模型网关', { type: 'openai', base_url: 'https://ai-gateway.vei.volces.com/v1', model_name: 'doubao-pro-32k-functioncall', api_key: '' }, { docLink: 'https://console.volcengine.com/vei/aigateway/' }),

  model('VLLM', 'ChatGLMVLLM', '智谱视觉AI', { type: 'openai', model_name: 'glm-4v-flash', base_url: bigmodel, api_key: '' }, byDefault),
  model('VLLM', 'QwenVLVLLM', '千问视觉模型', { type: 'openai', model_name: 'qwen2.5-vl-3b-instruct', base_url: dashscope, api_key: '' }),

  model('TTS', 'EdgeTTS', 'Edge语音合成', { type: 'edge', voice: 'zh-CN-XiaoxiaoNeural', ...out }, byDefault),
  model('TTS', 'HuoshanDoubleStreamTTS', '火山双流式语音合成', { ...huoshanStream, resource_id: 'volc.service_type.10029', speaker: 'zh_female_wanwanxiaohe_moon_bigtts' }, { docLink: 'https://console.volcengine.com/speech/service/10007' }),
  model('TTS', 'AliBLStreamTTS', '阿里百炼流式语音合成', { type: 'alibl_stream', api_key: '', ...out, model: 'cosyvoice-v2', voice: 'longcheng_v2', format: 'pcm', volume: 50, rate: 1, pitch: 1 }),
  model('TTS', 'XunFeiStreamTTS', '讯飞流式语音合成', { type: 'xunfei_stream', app_id: '', api_secret: '', api_key: '', ...out, voice: 'x5_lingxiaoxuan_flow', format: 'raw', volume: 50, speed: 50, pitch: 50, oral_level: 1, spark_assist: 1, stop_split: 0, remain: 0 }),
  model('TTS', 'MinimaxStreamTTS', 'MiniMax流式语音合成', { type: 'minimax_httpstream', group_id: '', api_key: '', model: 'speech-01-turbo', voice_id: 'female-shaonv', ...out }, { docLink: 'https://platform.minimaxi.com/' }),
  model('TTS', 'AliyunStreamTTS', '阿里云流式语音合成', { type: 'aliyun_stream', ...aliyunKeys, host: 'nls-gateway-cn-beijing.aliyuncs.com', voice: 'longxiaochun', format: 'pcm', volume: 50, speech_rate: 0, pitch_rate: 0, ...out }),
  model('TTS', 'IndexStreamTTS', 'IndexTTS流式语音合成', { type: 'index_stream', api_url: 'http://127.0.0.1:11996/tts', voice: 'xiao_he', audio_format: 'pcm', ...out }),
  model('TTS', 'PaddleSpeechTTS', 'PaddleSpeech语音合成', { type: 'paddle_speech', protocol: 'websocket', url: 'ws://127.0.0.1:8092/paddlespeech/tts/streaming', spk_id: 0, speed: 1.0, volume: 1.0, save_path: 'tmp/' }),
  model('TTS', 'DoubaoTTS', '火山引擎语音合成', { type: 'doubao', api_url: 'https://openspeech.bytedance.com/api/v1/tts', voice: 'BV001_streaming', ...out, authorization: 'Bearer;', appid: '', access_token: '', cluster: 'volcano_tts', speed_ratio: 1.0, volume_ratio: 1.0, pitch_ratio: 1.0 }),
  model('TTS', 'TencentTTS', '腾讯语音合成', { type: 'tencent', appid: '', secret_id: '', secret_key: '', region: 'ap-guangzhou', voice: '101001', ...out }),
  model('TTS', 'AliyunTTS', '阿里云语音合成', { type: 'aliyun', ...out, ...aliyunKeys, voice: 'xiaoyun' }),
  model('TTS', 'OpenAITTS', 'OpenAI语音合成', { type: 'openai', api_key: '', api_url: 'https://api.openai.com/v1/audio/speech', model: 'tts-1', voice: 'onyx', speed: 1, ...out }),
  model('TTS', 'CosyVoiceSiliconflow', '硅基流动语音合成', { type: 'siliconflow', model: 'FunAudioLLM/CosyVoice2-0.5B', voice: 'FunAudioLLM/CosyVoice2-0.5B:alex', ...out, access_token: '', response_format: 'wav' }),
  model('TTS', 'CozeCnTTS', 'Coze中文语音合成', { type: 'cozecn', voice: '7426720361733046281', ...out, access_token: '', response_format: 'wav' }),
  model('TTS', 'FishSpeech', 'FishSpeech语音合成', {
    type: 'fishspeech', ...out, response_format: 'wav', reference_id: null, reference_audio: [], reference_text: [], normalize: true, max_new_tokens: 1024, chunk_length: 200,
    top_p: 0.7, repetition_penalty: 1.2, temperature: 0.7, streaming: false, use_memory_cache: 'on', seed: null, channels: 1, rate: 44100, api_key: '', api_url: 'http://127.0.0.1:8080/v1/tts',
  }),
  model('TTS', 'HSDSTTS_V2', '豆包语音合成大模型2.0', { ...huoshanStream, resource_id: 'seed-tts-2.0', speaker: 'zh_female_vv_uranus_bigtts' }),
  model('TTS', 'GPT_SOVITS_V3', 'GPT-SoVITS V3', {
    type: 'gpt_sovits_v3', url: 'http://127.0.0.1:9880', ...out, text_language: 'auto', refer_wav_path: 'caixukun.wav', prompt_language: 'zh', prompt_text: '',
    top_k: 15, top_p: 1.0, temperature: 1.0, cut_punc: '', speed: 1.0, inp_refs: [], sample_steps: 32, if_sr: false,
  }),
  model('TTS', 'GPT_SOVITS_V2', 'GPT-SoVITS V2', {
    type: 'gpt_sovits_v2', url: 'http://127.0.0.1:9880/tts', ...out, text_lang: 'auto', ref_audio_path: 'demo.wav', prompt_text: '', prompt_lang: 'zh', top_k: 5, top_p: 1,
    temperature: 1, text_split_method: 'cut0', batch_size: 1, batch_threshold: 0.75, split_bucket: true, return_fragment: false, speed_factor: 1.0, streaming_mode: false,
    seed: -1, parallel_infer: true, repetition_penalty: 1.35, aux_ref_audio_paths: [],
  }),
  model('TTS', 'TTS302AI', '302AI语音合成', { type: 'doubao', api_url: 'https://api.302ai.cn/doubao/tts_hd', authorization: 'Bearer ', voice: 'zh_female_wanwanxiaohe_moon_bigtts', ...out, access_token: '' }),
  model('TTS', 'VolcesAiGatewayTTS', '火山引擎边缘网关语音合成', { type: 'openai', api_key: '', api_url: 'https://ai-gateway.vei.volces.com/v1/audio/speech', model: 'doubao-tts', voice: 'zh_male_shaonianzixin_moon_bigtts', speed: 1, ...out }),
  model('TTS', 'CustomTTS', '自定义语音合成', {
    type: 'custom', method: 'POST', url: 'http://127.0.0.1:8880/v1/audio/speech', params: { input: '{prompt_text}', response_format: 'mp3', voice: 'zf_xiaoxiao', speed: 1 }, headers: {}, format: 'mp3', ...out,
  }),

  model('Memory', 'nomem', '无记忆', { type: 'nomem' }, byDefault),
  model('Memory', 'mem_local_short', '本地短期记忆', { type: 'mem_local_short', llm: 'LLM_ChatGLMLLM' }),
  model('Memory', 'mem0ai', 'Mem0AI记忆', { type: 'mem0ai', api_key: '' }, { docLink: 'https://app.mem0.ai/dashboard/api-keys' }),
  model('Memory', 'mem_report_only', '仅上报聊天记录', { type: 'mem_report_only' }),
  model('Memory', 'powermem', 'PowerMem记忆', {
    type: 'powermem', enable_user_profile: false, llm_provider: 'openai', llm_api_key: '', llm_model: 'qwen-plus', openai_base_url: dashscope,
    embedding_provider: 'openai', embedding_api_key: '', embedding_model: 'text-embedding-v4', embedding_openai_base_url: dashscope, embedding_dims: 1536, vector_store: {},
  }),

  // Seeded disabled, as upstream does.
  model('Intent', 'nointent', '无意图识别', { type: 'nointent' }, { isDefault: true, isEnabled: false }),
  model('Intent', 'intent_llm', 'LLM意图识别', { type: 'intent_llm', llm: 'LLM_ChatGLMLLM' }),
  model('Intent', 'function_call', '函数调用意图识别', { type: 'function_call' }),

  model('RAG', 'RAGFlow', 'RAGFlow知识库', { type: 'ragflow', base_url: 'http://localhost', api_key: '' }, byDefault),
];
