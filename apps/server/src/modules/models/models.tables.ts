// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

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

/** The tables the models module owns. */
export interface ModelsTables {
  model_providers: ModelProvidersTable;
  model_configs: ModelConfigsTable;
  tts_voices: TtsVoicesTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ModelsTables {}
}
