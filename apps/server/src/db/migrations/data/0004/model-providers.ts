// Frozen with migration 0004: it inserts these rows once. Changing reference data takes a new migration, never an edit here.
import type { ProviderField } from '@vox/contracts';

export interface ProviderSeed {
  id: string;
  modelType: string;
  providerCode: string;
  name: string;
  fields: ProviderField[];
}

const field = (type: string) => (key: string, label: string, defaultValue?: unknown): ProviderField =>
  defaultValue === undefined ? { key, label, type } : { key, label, type, default: defaultValue };
const text = field('string');
const num = field('number');
const bool = field('boolean');
const dict = field('dict');
const list = field('array');
const secret = field('password');

const outputDir = text('output_dir', '输出目录');
const apiKey = text('api_key', 'API密钥');
const baseUrl = text('base_url', '基础URL');
const modelName = text('model_name', '模型名称');
const voice = text('voice', '音色');
const format = text('format', '音频格式');
const aliyunKeys = [text('appkey', '应用AppKey'), text('token', '临时Token'), text('access_key_id', 'AccessKey ID'), text('access_key_secret', 'AccessKey Secret')];
const volcTables = [text('boosting_table_name', '热词表名称'), text('correct_table_name', '替换词表名称')];

const provider = (modelType: string, suffix: string, providerCode: string, name: string, fields: ProviderField[] = []): ProviderSeed => ({
  id: `SYSTEM_${modelType}_${suffix}`,
  modelType,
  providerCode,
  name,
  fields,
});

/** Plugin rows have type `Plugin` but ids `SYSTEM_PLUGIN_<NAME>`, as upstream's. */
const plugin = (suffix: string, providerCode: string, name: string, fields: ProviderField[] = []): ProviderSeed => ({
  ...provider('Plugin', suffix, providerCode, name, fields),
  id: `SYSTEM_PLUGIN_${suffix}`,
});

/** Upstream's provider forms; ids follow upstream's `SYSTEM_<TYPE>_<Name>`. */
export const PROVIDER_SEEDS: readonly ProviderSeed[] = [
  provider('VAD', 'SileroVAD', 'silero', 'SileroVAD语音活动检测', [num('threshold', '检测阈值'), text('model_dir', '模型目录'), num('min_silence_duration_ms', '最小静音时长(毫秒)')]),

  provider('ASR', 'FunASR', 'fun_local', 'FunASR本地语音识别', [text('model_dir', '模型目录'), outputDir, text('language', '识别语言', 'auto')]),
  provider('ASR', 'SherpaASR', 'sherpa_onnx_local', 'Sherpa本地语音识别', [text('model_dir', '模型目录'), outputDir]),
  provider('ASR', 'FunASRServer', 'fun_server', 'FunASR服务语音识别', [text('host', '服务地址'), num('port', '端口号'), bool('is_ssl', '是否使用SSL'), apiKey, outputDir]),
  provider('ASR', 'DoubaoASR', 'doubao', '火山引擎语音识别', [text('appid', '应用ID'), text('access_token', '访问令牌'), text('cluster', '集群'), ...volcTables, outputDir]),
  provider('ASR', 'DoubaoStreamASR', 'doubao_stream', '火山引擎流式语音识别', [
    text('appid', '应用ID'), text('access_token', '访问令牌'), ...volcTables, outputDir,
    num('end_window_size', '静音判停时长(毫秒)'), bool('enable_multilingual', '是否开启多语种'), text('language', '识别语言'), text('resource_id', '资源ID'),
  ]),
  provider('ASR', 'TencentASR', 'tencent', '腾讯语音识别', [text('appid', '应用ID'), text('secret_id', 'SecretId'), text('secret_key', 'SecretKey'), outputDir]),
  provider('ASR', 'AliyunASR', 'aliyun', '阿里云语音识别', [...aliyunKeys, outputDir]),
  provider('ASR', 'AliyunStreamASR', 'aliyun_stream', '阿里云流式语音识别', [...aliyunKeys, text('host', '服务地址'), num('max_sentence_silence', '断句静音时长(毫秒)'), outputDir]),
  provider('ASR', 'BaiduASR', 'baidu', '百度语音识别', [text('app_id', '应用ID'), apiKey, text('secret_key', 'SecretKey'), num('dev_pid', '语言模型ID'), outputDir]),
  provider('ASR', 'OpenaiASR', 'openai', 'OpenAI语音识别', [baseUrl, modelName, apiKey, outputDir]),
  provider('ASR', 'VoskASR', 'vosk', 'Vosk本地语音识别', [text('model_path', '模型路径'), outputDir]),
  provider('ASR', 'Qwen3ASRFlash', 'qwen3_asr_flash', '通义千问3语音识别Flash', [secret('api_key', 'API密钥'), baseUrl, modelName, outputDir]),
  provider('ASR', 'XunfeiStreamASR', 'xunfei_stream', '讯飞流式语音识别', [
    text('app_id', '应用ID'), secret('api_key', 'API密钥'), secret('api_secret', 'API Secret'), text('domain', '领域'), text('language', '语言'), text('accent', '方言'), text('dwa', '动态修正'), outputDir,
  ]),
  provider('ASR', 'AliyunBLStreamASR', 'aliyunbl_stream', '阿里云百炼流式语音识别', [secret('api_key', 'API密钥'), text('model', '模型'), format, num('sample_rate', '采样率'), outputDir]),

  provider('LLM', 'openai', 'openai', 'OpenAI兼容接口', [
    baseUrl, modelName, apiKey, num('temperature', '温度'), num('max_tokens', '最大令牌数'), num('top_p', 'top_p值'), num('top_k', 'top_k值'), num('frequency_penalty', '频率惩罚'),
  ]),
  provider('LLM', 'AliBL', 'AliBL', '阿里百炼应用', [baseUrl, text('app_id', '应用ID'), apiKey, bool('is_no_prompt', '不使用本地提示词'), text('ali_memory_id', '记忆ID')]),
  provider('LLM', 'ollama', 'ollama', 'Ollama接口', [modelName, text('base_url', '服务地址')]),
  provider('LLM', 'xinference', 'xinference', 'Xinference接口', [modelName, text('base_url', '服务地址')]),
  provider('LLM', 'dify', 'dify', 'Dify接口', [baseUrl, apiKey, text('mode', '对话模式')]),
  provider('LLM', 'gemini', 'gemini', 'Gemini接口', [apiKey, modelName, text('http_proxy', 'HTTP代理'), text('https_proxy', 'HTTPS代理')]),
  provider('LLM', 'coze', 'coze', 'Coze接口', [text('bot_id', '智能体ID'), text('user_id', '用户ID'), text('personal_access_token', '个人访问令牌')]),
  provider('LLM', 'fastgpt', 'fastgpt', 'FastGPT接口', [baseUrl, apiKey, dict('variables', '变量')]),

  provider('VLLM', 'openai', 'openai', 'OpenAI兼容视觉接口', [baseUrl, modelName, apiKey]),

  provider('TTS', 'edge', 'edge', 'Edge语音合成', [voice, outputDir, num('rate', '语速'), num('volume', '音量'), num('pitch', '音调')]),
  provider('TTS', 'doubao', 'doubao', '火山引擎语音合成', [
    text('api_url', 'API地址'), voice, outputDir, text('authorization', '授权'), text('appid', '应用ID'), text('access_token', '访问令牌'), text('cluster', '集群'),
    num('speed_ratio', '语速'), num('volume_ratio', '音量'), num('pitch_ratio', '音调'),
  ]),
  provider('TTS', 'siliconflow', 'siliconflow', '硅基流动语音合成', [text('model', '模型'), voice, outputDir, text('access_token', '访问令牌'), text('response_format', '响应格式')]),
  provider('TTS', 'cozecn', 'cozecn', 'Coze中文语音合成', [voice, text('access_token', '访问令牌'), num('speed', '语速'), num('loudness_rate', '音量'), outputDir, text('response_format', '响应格式')]),
  provider('TTS', 'TencentTTS', 'tencent', '腾讯语音合成', [
    text('appid', '应用ID'), text('secret_id', 'SecretId'), text('secret_key', 'SecretKey'), format, num('speed', '语速'), num('volume', '音量'), outputDir, voice, text('region', '地域'),
  ]),
  provider('TTS', 'fishspeech', 'fishspeech', 'FishSpeech语音合成', [
    outputDir, text('response_format', '响应格式'), text('reference_id', '参考音色ID'), text('reference_audio', '参考音频'), text('reference_text', '参考文本'),
    bool('normalize', '是否标准化'), num('max_new_tokens', '最大新令牌数'), num('chunk_length', '分块长度'), num('top_p', 'top_p值'), num('repetition_penalty', '重复惩罚'),
    num('temperature', '温度'), bool('streaming', '是否流式'), text('use_memory_cache', '是否使用内存缓存'), num('seed', '随机种子'), num('channels', '声道数'), num('rate', '采样率'),
    apiKey, text('api_url', 'API地址'),
  ]),
  provider('TTS', 'gpt_sovits_v2', 'gpt_sovits_v2', 'GPT-SoVITS V2', [
    text('url', '服务地址'), outputDir, text('text_lang', '文本语言'), text('ref_audio_path', '参考音频路径'), text('prompt_text', '提示文本'), text('prompt_lang', '提示语言'),
    num('top_k', 'top_k值'), num('top_p', 'top_p值'), num('temperature', '温度'), text('text_split_method', '文本切分方法'), num('batch_size', '批处理大小'),
    num('batch_threshold', '批处理阈值'), bool('split_bucket', '是否分桶'), bool('return_fragment', '是否返回片段'), num('speed_factor', '语速系数'),
    bool('streaming_mode', '是否流式'), num('seed', '随机种子'), bool('parallel_infer', '是否并行推理'), num('repetition_penalty', '重复惩罚'), text('aux_ref_audio_paths', '辅助参考音频路径'),
  ]),
  provider('TTS', 'gpt_sovits_v3', 'gpt_sovits_v3', 'GPT-SoVITS V3', [
    text('url', '服务地址'), outputDir, text('text_language', '文本语言'), text('refer_wav_path', '参考音频路径'), text('prompt_language', '提示语言'), text('prompt_text', '提示文本'),
    text('top_k', 'top_k值'), text('top_p', 'top_p值'), text('temperature', '温度'), text('cut_punc', '切分标点'), text('speed', '语速'), text('inp_refs', '输入参考'),
    text('sample_steps', '采样步数'), bool('if_sr', '是否超分'),
  ]),
  provider('TTS', 'aliyun', 'aliyun', '阿里云语音合成', [outputDir, text('appkey', '应用AppKey'), text('token', '临时Token'), voice, text('access_key_id', 'AccessKey ID'), text('access_key_secret', 'AccessKey Secret')]),
  provider('TTS', 'openai', 'openai', 'OpenAI语音合成', [apiKey, text('api_url', 'API地址'), text('model', '模型'), voice, num('speed', '语速'), outputDir]),
  provider('TTS', 'custom', 'custom', '自定义语音合成', [text('url', '服务地址'), text('method', '请求方式'), dict('params', '请求参数'), dict('headers', '请求头'), format, outputDir]),
  provider('TTS', 'HSDSTTS', 'huoshan_double_stream', '火山引擎双流式语音合成', [
    text('ws_url', 'WebSocket地址'), text('appid', '应用ID'), text('access_token', '访问令牌'), text('resource_id', '资源ID'), text('speaker', '默认音色'),
    bool('enable_ws_reuse', '是否复用连接', true), dict('audio_params', '音频输出配置'), dict('additions', '高级文本处理配置'), dict('mix_speaker', '混音配置'),
  ]),
  provider('TTS', 'AliyunStreamTTS', 'aliyun_stream', '阿里云流式语音合成', [
    ...aliyunKeys, text('host', '服务地址'), voice, format, num('volume', '音量'), num('speech_rate', '语速'), num('pitch_rate', '音调'), outputDir,
  ]),
  provider('TTS', 'IndexStreamTTS', 'index_stream', 'IndexTTS流式语音合成', [text('api_url', 'API地址'), voice, text('audio_format', '音频格式'), outputDir]),
  provider('TTS', 'PaddleSpeechTTS', 'paddle_speech', 'PaddleSpeech语音合成', [
    text('protocol', '协议'), text('url', '服务地址'), field('int')('spk_id', '发音人ID'), field('float')('speed', '语速'), field('float')('volume', '音量'), text('save_path', '保存路径'),
  ]),
  provider('TTS', 'MinimaxStreamTTS', 'minimax_httpstream', 'MiniMax流式语音合成', [
    text('group_id', '组ID'), apiKey, text('model', '模型'), text('voice_id', '音色ID'), outputDir, dict('voice_setting', '音色设置'),
    dict('pronunciation_dict', '发音字典'), dict('audio_setting', '音频设置'), text('timber_weights', '音色权重'),
  ]),
  provider('TTS', 'AliBLStreamTTS', 'alibl_stream', '阿里云百炼流式语音合成', [apiKey, outputDir, text('model', '模型'), voice, format, num('volume', '音量'), num('rate', '语速'), num('pitch', '音调')]),
  provider('TTS', 'XunFeiStreamTTS', 'xunfei_stream', '讯飞流式语音合成', [
    text('app_id', '应用ID'), text('api_secret', 'API Secret'), apiKey, outputDir, voice, format, num('volume', '音量'), num('speed', '语速'), num('pitch', '音调'),
    num('oral_level', '口语化等级'), num('spark_assist', '是否星火辅助'), num('stop_split', '是否关闭分句'), num('remain', '是否保留原书面语'),
  ]),

  provider('Memory', 'mem0ai', 'mem0ai', 'Mem0AI记忆', [apiKey]),
  provider('Memory', 'nomem', 'nomem', '无记忆'),
  provider('Memory', 'mem_local_short', 'mem_local_short', '本地短期记忆', [text('llm', 'LLM模型')]),
  provider('Memory', 'mem_report_only', 'mem_report_only', '仅上报聊天记录'),
  provider('Memory', 'powermem', 'powermem', 'PowerMem记忆', [
    bool('enable_user_profile', '是否开启用户画像'), text('llm_provider', 'LLM提供方'), text('llm_api_key', 'LLM密钥'), text('llm_model', 'LLM模型'),
    text('openai_base_url', 'OpenAI基础URL'), text('embedding_provider', '向量模型提供方'), text('embedding_api_key', '向量模型密钥'), text('embedding_model', '向量模型'),
    text('embedding_openai_base_url', '向量模型基础URL'), field('integer')('embedding_dims', '向量维度'), dict('vector_store', '向量库配置'),
  ]),

  provider('Intent', 'nointent', 'nointent', '无意图识别'),
  provider('Intent', 'intent_llm', 'intent_llm', 'LLM意图识别', [text('llm', 'LLM模型')]),
  provider('Intent', 'function_call', 'function_call', '函数调用意图识别'),

  provider('RAG', 'ragflow', 'ragflow', 'RAGFlow知识库', [baseUrl, apiKey]),

  plugin('WEATHER', 'get_weather', '天气查询', [
    text('api_key', '天气插件API密钥（和风天气）', ''), text('default_location', '默认查询城市', '广州'), text('api_host', '开发者API Host', 'mj7p3y7naa.re.qweatherapi.com'),
  ]),
  plugin('MUSIC', 'play_music', '服务器音乐播放'),
  plugin('NEWS_CHINANEWS', 'get_news_from_chinanews', '中新网新闻', [
    text('default_rss_url', '默认新闻源', 'https://www.chinanews.com.cn/rss/society.xml'), text('society_rss_url', '社会新闻源', 'https://www.chinanews.com.cn/rss/society.xml'),
    text('world_rss_url', '国际新闻源', 'https://www.chinanews.com.cn/rss/world.xml'), text('finance_rss_url', '财经新闻源', 'https://www.chinanews.com.cn/rss/finance.xml'),
  ]),
  plugin('NEWS_NEWSNOW', 'get_news_from_newsnow', 'NewsNow新闻聚合', [
    text('url', '接口地址', 'https://newsnow.busiyi.world/api/s?id='), text('news_sources', '新闻源（分号分隔）', '澎湃新闻;百度热搜;财联社'),
  ]),
  plugin('HA_STATE', 'hass_state', 'HomeAssistant设备状态', [text('base_url', 'HomeAssistant地址'), apiKey, list('devices', '设备列表（名称,实体ID;…）')]),
  plugin('HA_PLAY_MUSIC', 'hass_play_music', 'HomeAssistant音乐播放'),
  plugin('WEB_SEARCH', 'web_search', '联网搜索', [
    text('provider', '搜索服务', 'metaso'), text('description', '工具描述'), num('max_results', '最大结果数', 5), text('api_key', 'API密钥', 'mk-XXXX'),
  ]),
  plugin('CALL_DEVICE', 'call_device', '设备呼叫'),
];

