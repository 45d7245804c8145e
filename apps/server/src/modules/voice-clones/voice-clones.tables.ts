import type { Generated } from 'kysely';

// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

/** `voice_clones` (migration 0034): a user's voice clone slot. */
export interface VoiceClonesTable {
  id: string;
  user_id: string;
  name: string;
  /** v1 language code (zh, en…); upstream's assigned slots keep their language names here. */
  language: string;
  tier: string;
  /** The TTS model config; null once that config was deleted. */
  model_id: string | null;
  /** The provider's voice id: Volcengine `S_…` speaker id, MiniMax voice_id. */
  voice_id: string;
  state: string;
  error: string | null;
  sample_key: string | null;
  /** The sample's bytes, counted in its owner's storage quota (0 for samples stored before migration 0041). */
  sample_size: Generated<number>;
  training_token: string | null;
  /** The adapter's own progress (JSON), e.g. MiniMax's file id, so a restarted job does not upload twice. */
  provider_state: string | null;
  demo_key: string | null;
  demo_token: string | null;
  assigned: number;
  created_at: string;
  updated_at: string;
}

/** The tables the voice-clones module owns. */
export interface VoiceClonesTables {
  voice_clones: VoiceClonesTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends VoiceClonesTables {}
}
