// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

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

/** The tables the voiceprints module owns. */
export interface VoiceprintsTables {
  agent_voiceprints: AgentVoiceprintsTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends VoiceprintsTables {}
}
