import type { Generated } from 'kysely';
import type { AgentChatAudioTable, AgentChatHistoryTable, AgentChatSessionsTable, AgentChatTitlesTable } from './chat-tables.ts';
import type { DeviceAddressBookTable, PendingDevicesTable } from './device-tables.ts';
import type { AgentContextProvidersTable, AgentCorrectWordFilesTable, AgentSnapshotsTable, AgentTagRelationsTable, AgentTagsTable, AgentVoiceprintsTable, CorrectWordFilesTable } from './agent-tables.ts';
import type { MemoryTables } from './memory-tables.ts';

/**
 * Row types of every table, written by hand and reviewed like a schema.
 * Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.
 */
export interface UsersTable {
  id: string;
  username: string;
  password: string;
  super_admin: number;
  status: number;
  created_at: string;
  updated_at: string;
}

export interface UserTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

/** Short-lived values (captcha answers, SMS codes, counters); a Redis store can replace it. */
export interface KvTable {
  key: string;
  value: string;
  expires_at: string | null;
}

export interface SysParamsTable {
  id: string;
  param_code: string;
  param_value: string;
  value_type: string;
  param_type: number;
  remark: string | null;
  created_at: string;
  updated_at: string;
}

export interface SysDictTypeTable {
  id: string;
  dict_type: string;
  dict_name: string;
  remark: string | null;
  sort: number;
  created_at: string;
  updated_at: string;
}

export interface SysDictDataTable {
  id: string;
  dict_type_id: string;
  dict_label: string;
  dict_value: string;
  remark: string | null;
  sort: number;
  created_at: string;
  updated_at: string;
}

/** upstream `ai_device`; the id is the MAC address. */
export interface DevicesTable {
  id: string;
  user_id: string;
  mac_address: string;
  last_connected_at: string | null;
  auto_update: number;
  board: string | null;
  alias: string | null;
  agent_id: string | null;
  app_version: string | null;
  /** The Client-Id of its first check-in once bound; later check-ins from another id only refresh last seen. */
  client_id: string | null;
  sort: number;
  created_at: string;
  updated_at: string;
}

/** upstream `ai_model_provider`: the config form of one provider; `fields` is a JSON array. */
export interface ModelProvidersTable {
  id: string;
  model_type: string;
  provider_code: string;
  name: string;
  fields: string;
  sort: number;
  creator: string | null;
  updater: string | null;
  created_at: string;
  updated_at: string;
}

/** upstream `ai_model_config`; `config_json` is JSON text whose `type` is the provider code. */
export interface ModelConfigsTable {
  id: string;
  model_type: string;
  model_code: string;
  model_name: string;
  is_default: number;
  is_enabled: number;
  config_json: string;
  doc_link: string | null;
  remark: string | null;
  sort: number;
  creator: string | null;
  updater: string | null;
  created_at: string;
  updated_at: string;
  /** The user a private model belongs to; null for the administrators' public configs. */
  owner_id: string | null;
}

/** upstream `ai_tts_voice`. */
export interface TtsVoicesTable {
  id: string;
  tts_model_id: string;
  name: string;
  tts_voice: string;
  languages: string | null;
  voice_demo: string | null;
  remark: string | null;
  reference_audio: string | null;
  reference_text: string | null;
  /** /v1 voice tags: codes; styles and scenes comma-separated. */
  age: string | null;
  gender: string | null;
  styles: string | null;
  scenes: string | null;
  profile: string | null;
  sort: number;
  creator: string | null;
  updater: string | null;
  created_at: string;
  updated_at: string;
}

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

/** MCP store entries; `tags` and `config_schema` are JSON text, `name_scope` is `public` or `user:<owner>`. */
export interface McpServersTable {
  id: string;
  owner_id: string;
  is_private: number;
  status: string;
  name: string;
  name_scope: string;
  logo_url: string;
  document_url: string;
  tags: string;
  description: string;
  content: string;
  config_schema: string;
  created_at: string;
  updated_at: string;
}

/** A user's MCP instance; `server_id` null for a custom one. `config_json` holds secrets unmasked. */
export interface UserMcpsTable {
  id: string;
  owner_id: string;
  server_id: string | null;
  name: string;
  description: string;
  logo_url: string;
  config_json: string;
  created_at: string;
  updated_at: string;
}

export interface AgentMcpsTable {
  agent_id: string;
  mcp_id: string;
  created_at: string;
}

export interface McpProxyTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

export interface FirmwareTable {
  id: string;
  firmware_name: string;
  /** A FIRMWARE_TYPE dictionary value (the board). */
  type: string;
  version: string;
  size: number;
  md5: string;
  remark: string | null;
  storage_key: string;
  sort: number;
  creator: string | null;
  updater: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Wrong passwords counted for one (account, address) pair, one address (`user_id` '') or one account (`address` '')
 * and, past that scope's threshold, until when it waits.
 */
export interface LoginLockoutsTable {
  user_id: string;
  address: string;
  failures: number;
  locked_until: string | null;
  updated_at: string;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  description: string;
  key_hash: string;
  key_sealed: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_reason: ApiKeyRevokedReason | null;
}

/** Why a key stopped working without its owner deleting it. */
export type ApiKeyRevokedReason = 'password_changed' | 'password_reset' | 'user_disabled';

export type JobState = 'waiting' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: string;
  kind: string;
  /** JSON. */
  payload: string;
  state: JobState;
  /** 0-100, for screens that show a job's progress. */
  progress: number;
  attempts: number;
  max_attempts: number;
  run_after: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  unique_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface DatasetsTable {
  id: string;
  user_id: string;
  name: string;
  description: string;
  top_k: number;
  score_threshold: number;
  search_method: string | null;
  created_at: string;
  updated_at: string;
}

export interface DatasetDocumentsTable {
  id: string;
  dataset_id: string;
  name: string;
  source: 'upload' | 'text' | 'file';
  file_type: string;
  size: number;
  /** The source file in the datasets storage area, read again on re-indexing. */
  storage_key: string;
  /** JSON ProcessRule. */
  process_rule: string;
  status: string;
  progress: number;
  error_code: string | null;
  error_detail: string | null;
  enabled: number;
  segment_count: number;
  word_count: number;
  /** Which generation of segments retrieval reads; re-indexing writes the next one and then moves this. */
  generation: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface DatasetSegmentsTable {
  seq: Generated<number>;
  id: string;
  dataset_id: string;
  document_id: string;
  position: number;
  content: string;
  /** JSON string array. */
  keywords: string;
  word_count: number;
  enabled: number;
  hit_count: number;
  search_text: string;
  embedding: Uint8Array | null;
  embedding_model: string | null;
  /** Live while it equals its document's `generation`; others are a re-index in progress or the old one going. */
  generation: number;
  created_at: string;
  updated_at: string;
}

export interface AgentDatasetsTable {
  agent_id: string;
  dataset_id: string;
  created_at: string;
}

/** The key an agent's device server retrieves with (0025); `dataset_ids` is the sorted JSON array it was made for. */
export interface AgentRetrievalKeysTable {
  agent_id: string;
  key_hash: string;
  key_sealed: string;
  dataset_ids: string;
  created_at: string;
}

/** Single-use upload tokens, by their SHA-256; `object_key` is the key reserved with `?key=`, if any. */
export interface UploadTokensTable {
  token_hash: string;
  user_id: string;
  purpose: string;
  object_key: string | null;
  expires_at: string;
  created_at: string;
}

/** Uploaded files in the `uploads` storage area, with their owner and purpose. */
export interface UploadsTable {
  object_key: string;
  owner_id: string;
  purpose: string;
  file_name: string;
  content_type: string;
  size: number;
  hash: string;
  created_at: string;
}

/** One audited action (migration 0020); `detail` is JSON text without secrets, `outcome` 'success' or 'failure'. */
export interface AuditLogsTable {
  id: Generated<number | string>;
  created_at: string;
  user_id: string | null;
  user_name: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_name: string | null;
  ip: string;
  user_agent: string;
  outcome: string;
  detail: string | null;
}

import type { VoiceClonesTable } from './voice-clone-tables.ts';

export type { AgentChatAudioTable, AgentChatHistoryTable, AgentChatSessionsTable, AgentChatTitlesTable, DeviceAddressBookTable, PendingDevicesTable };
export type { AgentContextProvidersTable, AgentCorrectWordFilesTable, AgentSnapshotsTable, AgentTagRelationsTable, AgentTagsTable, AgentVoiceprintsTable, CorrectWordFilesTable };
export type { VoiceClonesTable };

export interface Database extends MemoryTables {
  users: UsersTable;
  user_tokens: UserTokensTable;
  kv: KvTable;
  sys_params: SysParamsTable;
  sys_dict_type: SysDictTypeTable;
  sys_dict_data: SysDictDataTable;
  devices: DevicesTable;
  model_providers: ModelProvidersTable;
  model_configs: ModelConfigsTable;
  tts_voices: TtsVoicesTable;
  agent_templates: AgentTemplatesTable;
  agents: AgentsTable;
  agent_plugin_mappings: AgentPluginMappingsTable;
  agent_chat_history: AgentChatHistoryTable;
  agent_chat_titles: AgentChatTitlesTable;
  agent_chat_sessions: AgentChatSessionsTable;
  agent_chat_audio: AgentChatAudioTable;
  mcp_servers: McpServersTable;
  user_mcps: UserMcpsTable;
  agent_mcps: AgentMcpsTable;
  mcp_proxy_tokens: McpProxyTokensTable;
  firmware: FirmwareTable;
  login_lockouts: LoginLockoutsTable;
  api_keys: ApiKeysTable;
  jobs: JobsTable;
  datasets: DatasetsTable;
  dataset_documents: DatasetDocumentsTable;
  dataset_segments: DatasetSegmentsTable;
  agent_datasets: AgentDatasetsTable;
  agent_tags: AgentTagsTable;
  agent_tag_relations: AgentTagRelationsTable;
  agent_snapshots: AgentSnapshotsTable;
  pending_devices: PendingDevicesTable;
  agent_context_providers: AgentContextProvidersTable;
  agent_retrieval_keys: AgentRetrievalKeysTable;
  correct_word_files: CorrectWordFilesTable;
  agent_correct_word_files: AgentCorrectWordFilesTable;
  device_address_book: DeviceAddressBookTable;
  agent_voiceprints: AgentVoiceprintsTable;
  upload_tokens: UploadTokensTable;
  uploads: UploadsTable;
  audit_logs: AuditLogsTable;
  voice_clones: VoiceClonesTable;
}
