import type { Generated } from 'kysely';

// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

/** Model and voice choices shared by agents and their templates (upstream `ai_agent` / `ai_agent_template`). */
export interface AgentSettingsColumns {
  agent_code: string | null;
  agent_name: string;
  asr_model_id: string | null;
  vad_model_id: string | null;
  llm_model_id: string | null;
  vllm_model_id: string | null;
  tts_model_id: string | null;
  tts_voice_id: string | null;
  tts_language: string | null;
  tts_volume: number | null;
  tts_rate: number | null;
  tts_pitch: number | null;
  mem_model_id: string | null;
  intent_model_id: string | null;
  system_prompt: string | null;
  summary_memory: string | null;
  chat_history_conf: number;
  lang_code: string | null;
  language: string | null;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface AgentTemplatesTable extends AgentSettingsColumns {
  id: string;
}

/** upstream `ai_agent`; the device count is derived from `devices`, never stored. */
export interface AgentsTable extends AgentSettingsColumns {
  id: string;
  user_id: string;
  slm_model_id: string | null;
}

/** upstream `ai_agent_plugin_mapping`; `param_info` is JSON text. */
export interface AgentPluginMappingsTable {
  id: string;
  agent_id: string;
  plugin_id: string;
  param_info: string;
  created_at: string;
  updated_at: string;
}

/** A user's agent tag (0028); names are unique per user. */
export interface AgentTagsTable {
  id: string;
  user_id: string;
  tag_name: string;
  sort: Generated<number>;
  created_at: string;
}

/** Which tags an agent carries (0028). */
export interface AgentTagRelationsTable {
  agent_id: string;
  tag_id: string;
  sort: Generated<number>;
  created_at: string;
}

/** A saved version of an agent's configuration (0028); `snapshot_data` and `changed_fields` are JSON. */
export interface AgentSnapshotsTable {
  id: string;
  agent_id: string;
  user_id: string;
  version_no: number;
  snapshot_data: string;
  changed_fields: Generated<string>;
  source: Generated<string>;
  restore_from_version_no: number | null;
  created_at: string;
}

/** An agent's context sources (0029): `providers` is the JSON list `[{url, headers}]`. */
export interface AgentContextProvidersTable {
  agent_id: string;
  providers: string;
  created_at: string;
  updated_at: string;
}

/** The tables the agents module owns. */
export interface AgentsTables {
  agent_templates: AgentTemplatesTable;
  agents: AgentsTable;
  agent_plugin_mappings: AgentPluginMappingsTable;
  agent_tags: AgentTagsTable;
  agent_tag_relations: AgentTagRelationsTable;
  agent_snapshots: AgentSnapshotsTable;
  agent_context_providers: AgentContextProvidersTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends AgentsTables {}
}
