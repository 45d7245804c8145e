import type { AgentDetail, AgentSummary, AgentTag, AgentTemplate } from '@vox/contracts';
import { seededTemplateKey, storedSeedText, type SeedLabels } from '../../lib/seed-labels/index.ts';
import { formatGmt8 } from '../../lib/time.ts';
import type { AgentTemplateRow } from './agent-templates.repository.ts';
import type { AgentListRow, AgentRow } from './agents.repository.ts';
import type { PluginMappingWithCode } from './plugin-mappings.repository.ts';

export function toAgentSummary(row: AgentListRow, tags: AgentTag[], labels: SeedLabels): AgentSummary {
  const modelName = (id: string | null, name: string | null) => (id ? labels.text('models', id, 'name', name) : name);
  return {
    id: row.id,
    agentName: row.agent_name,
    ttsModelName: modelName(row.tts_model_id, row.tts_model_name),
    ttsVoiceName: row.tts_voice_id ? labels.text('voices', row.tts_voice_id, 'name', row.tts_voice_name) : row.tts_voice_name,
    llmModelName: modelName(row.llm_model_id, row.llm_model_name),
    vllmModelName: modelName(row.vllm_model_id, row.vllm_model_name),
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

/** A seeded template (known by its seeded name) in the display language: its name and, while unedited, its prompt. */
export function labelledTemplate<T extends Pick<AgentTemplateRow, 'agent_name' | 'system_prompt'>>(row: T, labels: SeedLabels): T {
  const key = seededTemplateKey(row.agent_name);
  if (!key) return row;
  return { ...row, agent_name: labels.text('templates', key, 'name', row.agent_name), system_prompt: labels.text('templates', key, 'prompt', row.system_prompt) };
}

/** What to store for a seeded template's name and prompt sent back from a form shown in any language. */
export function storedTemplateText(current: Pick<AgentTemplateRow, 'agent_name'>, agentName: string, systemPrompt: string | null | undefined) {
  const key = seededTemplateKey(current.agent_name);
  if (!key) return { agent_name: agentName, system_prompt: systemPrompt };
  return { agent_name: storedSeedText('templates', key, 'name', agentName), system_prompt: storedSeedText('templates', key, 'prompt', systemPrompt) };
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
