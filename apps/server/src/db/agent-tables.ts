import type { Generated } from 'kysely';

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

/** A user's replacement-word file (0026): `content` is its `source|target` lines joined by "\n". */
export interface CorrectWordFilesTable {
  id: string;
  user_id: string;
  file_name: string;
  word_count: number;
  content: string;
  created_at: string;
  updated_at: string;
}

/** Which replacement-word files an agent uses (0026). */
export interface AgentCorrectWordFilesTable {
  agent_id: string;
  file_id: string;
  created_at: string;
}

/** A named speaker of an agent, registered with the voiceprint service under `speaker_id` (0035). */
export interface AgentVoiceprintsTable {
  id: string;
  agent_id: string;
  user_id: string;
  speaker_id: string;
  audio_id: string;
  source_name: string;
  introduce: string;
  created_at: string;
  updated_at: string;
}
