import type { ModelCatalog } from './model-catalog.ts';
import type { TtsVoiceRow } from './models.repository.ts';

/** Upstream's clone voices default to 普通话; an English clone says so. */
export const CLONE_LANGUAGE_NAMES: Record<string, string> = { zh: '普通话', en: '英语', yue: '粤语' };

/** A user's voice clone as this module reads it. */
export interface CloneVoiceRow {
  id: string;
  model_id: string | null;
  name: string;
  /** The provider's voice id. */
  voice_id: string;
  language: string;
  demo_key: string | null;
  demo_token: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The user's trained clones an agent may speak with. The voice-clones module owns them and imports this module, so
 * its reader is handed in where services are wired instead of imported here.
 */
export interface CloneVoices {
  /** The user's trained clone of that id, when it speaks through a TTS config. */
  findUsable(userId: string, id: string): Promise<CloneVoiceRow | undefined>;
  /** The user's trained clones speaking through that TTS config, oldest first, those whose name contains `nameFilter`. */
  usableOf(userId: string, ttsModelId: string, nameFilter: string): Promise<CloneVoiceRow[]>;
}

/** A voice of the platform's catalogue, else the user's trained clone of that id. */
export type VoiceOrClone = (userId: string, id: string) => Promise<TtsVoiceRow | undefined>;

export function voiceOrClone(models: Pick<ModelCatalog, 'findVoice'>, clones: Pick<CloneVoices, 'findUsable'>): VoiceOrClone {
  return async (userId, id) => {
    const voice = await models.findVoice(id);
    if (voice) return voice;
    const clone = await clones.findUsable(userId, id);
    return clone ? cloneAsVoice(clone) : undefined;
  };
}

/** A clone in the shape of a voice: `tts_voice` is the provider's voice id (upstream puts it into `private_voice`). */
function cloneAsVoice(clone: CloneVoiceRow): TtsVoiceRow {
  return {
    id: clone.id,
    tts_model_id: clone.model_id!,
    name: clone.name,
    tts_voice: clone.voice_id,
    languages: CLONE_LANGUAGE_NAMES[clone.language] ?? clone.language,
    voice_demo: null,
    remark: null,
    reference_audio: null,
    reference_text: null,
    age: null,
    gender: null,
    styles: null,
    scenes: null,
    profile: null,
    sort: 0,
    creator: null,
    updater: null,
    created_at: clone.created_at,
    updated_at: clone.updated_at,
  } as TtsVoiceRow;
}
