import type { AgentDetail, AgentSummary } from '@vox/contracts';

/** One agent as the list and the detail call answer it, for the agent, device and chat screens' tests. */
export const agentSummary: AgentSummary = {
  id: 'a1',
  agentName: '小智助手',
  ttsModelName: 'Edge语音合成',
  ttsVoiceName: '晓晓',
  llmModelName: '智谱AI',
  vllmModelName: '智谱视觉AI',
  memModelId: 'Memory_mem_report_only',
  systemPrompt: '你是{{assistant_name}}，一个耐心的助手。',
  summaryMemory: null,
  lastConnectedAt: null,
  deviceCount: 2,
  tags: [],
};

export const agentDetail: AgentDetail = {
  id: 'a1',
  userId: '1',
  agentCode: 'AGT_1',
  agentName: '小智助手',
  asrModelId: 'ASR_FunASR',
  vadModelId: 'VAD_SileroVAD',
  llmModelId: 'LLM_ChatGLMLLM',
  slmModelId: 'LLM_ChatGLMLLM',
  vllmModelId: 'VLLM_ChatGLMVLLM',
  ttsModelId: 'TTS_EdgeTTS',
  ttsVoiceId: 'TTS_EdgeTTS0001',
  memModelId: 'Memory_mem_report_only',
  intentModelId: 'Intent_function_call',
  ttsLanguage: null,
  ttsVolume: null,
  ttsRate: null,
  ttsPitch: null,
  systemPrompt: '你是{{assistant_name}}，一个耐心的助手。',
  summaryMemory: null,
  chatHistoryConf: 2,
  langCode: 'zh',
  language: '中文',
  sort: 0,
  createdAt: '2026-05-01 10:00:00',
  updatedAt: '2026-05-01 10:00:00',
  functions: [],
};

/** GET /models/names answers per type; /models/llm/names adds each LLM's provider type. */
export const modelNames: Record<string, { id: string; modelName: string }[]> = {
  VAD: [{ id: 'VAD_SileroVAD', modelName: '语音活动检测' }],
  ASR: [{ id: 'ASR_FunASR', modelName: 'FunASR本地语音识别' }],
  VLLM: [{ id: 'VLLM_ChatGLMVLLM', modelName: '智谱视觉AI' }],
  Intent: [
    { id: 'Intent_intent_llm', modelName: 'LLM意图识别' },
    { id: 'Intent_function_call', modelName: '函数调用意图识别' },
  ],
  Memory: [
    { id: 'Memory_nomem', modelName: '无记忆' },
    { id: 'Memory_mem_report_only', modelName: '仅上报聊天记录' },
  ],
  TTS: [{ id: 'TTS_EdgeTTS', modelName: 'Edge语音合成' }],
};

export const llmNames = [
  { id: 'LLM_ChatGLMLLM', modelName: '智谱AI', type: 'openai' },
  { id: 'LLM_DifyLLM', modelName: 'Dify', type: 'dify' },
];

export const edgeVoices = [
  { id: 'TTS_EdgeTTS0001', name: '晓晓', voiceDemo: null, languages: '普通话', isClone: false },
  { id: 'TTS_EdgeTTS0002', name: 'Jenny', voiceDemo: null, languages: 'English', isClone: false },
];
