import type { AgentDetail, AgentSummary, AgentTag, AgentTemplate } from '@vox/contracts';
import { formatGmt8 } from '../../lib/time.ts';
import type { AgentTemplateRow } from './agent-templates.repository.ts';
import type { AgentListRow, AgentRow } from './agents.repository.ts';
import type { PluginMappingWithCode } from './plugin-mappings.repository.ts';

export function toAgentSummary(row: AgentListRow, tags: AgentTag[]): AgentSummary {
  return {
    id: row.id,
    agentName: row.agent_name,
    ttsModelName: row.tts_model_name,
    ttsVoiceName: row.tts_voice_name,
    llmModelName: row.llm_model_name,
    vllmModelName: row.vllm_model_name,
    memModelId: row.mem_model_id,
    systemPrompt: row.system_prompt,
    summaryMemory: row.summary_memory,
    lastConnectedAt: row.last_connected_at ? formatGmt8(row.last_connected_at) : null,
    deviceCount: Number(row.device_count ?? 0),
    tags,
  };
}

type Settings = Omit<AgentTemplate, 'id'>;

/** The columns agents and templates share, camelCased. */
function toSettings(row: Omit<AgentTemplateRow, 'id'>): Settings {
  return {
    agentCode: row.agent_code,
    agentName: row.agent_name,
    asrModelId: row.asr_model_id,
    vadModelId: row.vad_model_id,
    llmModelId: row.llm_model_id,
    vllmModelId: row.vllm_model_id,
    ttsModelId: row.tts_model_id,
    ttsVoiceId: row.tts_voice_id,
    ttsLanguage: row.tts_language,
    ttsVolume: row.tts_volume,
    ttsRate: row.tts_rate,
    ttsPitch: row.tts_pitch,
    memModelId: row.mem_model_id,
    intentModelId: row.intent_model_id,
    systemPrompt: row.system_prompt,
    summaryMemory: row.summary_memory,
    chatHistoryConf: row.chat_history_conf,
    langCode: row.lang_code,
    language: row.language,
    sort: row.sort,
  };
}

export function toAgentTemplate(row: AgentTemplateRow): AgentTemplate {
  return { id: row.id, ...toSettings(row) };
}

export function toAgentDetail(row: AgentRow, functions: readonly PluginMappingWithCode[]): AgentDetail {
  return {
    ...toSettings(row),
    id: row.id,
    userId: row.user_id,
    slmModelId: row.slm_model_id,
    createdAt: formatGmt8(row.created_at),
    updatedAt: formatGmt8(row.updated_at),
    functions: functions.map((mapping) => ({
      id: mapping.id,
      agentId: mapping.agent_id,
      pluginId: mapping.plugin_id,
      paramInfo: mapping.param_info,
      providerCode: mapping.provider_code,
    })),
  };
}
