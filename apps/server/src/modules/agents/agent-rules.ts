import { CHAT_HISTORY_CONF, MEMORY_NONE_ID, type ChatHistoryConf, type ProviderField } from '@vox/contracts';
import type { AgentRow } from './agents.repository.ts';

/** With no memory module nothing is recorded, whatever was stored. */
export function effectiveChatHistoryConf(agent: Pick<AgentRow, 'mem_model_id' | 'chat_history_conf'>): ChatHistoryConf {
  if (agent.mem_model_id === MEMORY_NONE_ID) return CHAT_HISTORY_CONF.NONE;
  const conf = agent.chat_history_conf;
  return conf === CHAT_HISTORY_CONF.TEXT || conf === CHAT_HISTORY_CONF.NONE ? conf : CHAT_HISTORY_CONF.TEXT_AUDIO;
}

/** Memory modules that keep no summary, so the summary is cleared on save. */
export const MEMORY_WITHOUT_SUMMARY: ReadonlySet<string> = new Set([MEMORY_NONE_ID, 'Memory_mem_report_only']);

/** Plugins every new agent starts with. */
export const DEFAULT_PLUGIN_IDS = ['SYSTEM_PLUGIN_MUSIC', 'SYSTEM_PLUGIN_WEATHER', 'SYSTEM_PLUGIN_NEWS_NEWSNOW'] as const;

/** A new plugin's parameters start from each field's default. */
export function defaultParamInfo(fieldsJson: string): Record<string, unknown> {
  let fields: ProviderField[] = [];
  try {
    const parsed: unknown = JSON.parse(fieldsJson);
    if (Array.isArray(parsed)) fields = parsed as ProviderField[];
  } catch {
    fields = [];
  }
  return Object.fromEntries(fields.map((field) => [field.key, field.default ?? '']));
}
