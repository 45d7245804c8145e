// Frozen with migration 0008: it inserts these rows once. Changing reference data takes a new migration, never an edit here.
import type { TtsVoiceSeed } from '../0004/tts-voices.ts';

export interface VoiceTags {
  age: string;
  gender: string | null;
  styles: string;
  scenes: string;
  profile: string;
}

const OPENAI_GENDERS: Record<string, string> = { alloy: 'female', echo: 'male', fable: 'male', onyx: 'male', nova: 'female', shimmer: 'female' };

/** Sensible tags for the seeded voices (the voice API's tag codes), guessed from their names and codes. */
export function seedVoiceTags(seed: TtsVoiceSeed): VoiceTags {
  const text = `${seed.name} ${seed.ttsVoice}`;
  const gender = /女|female|bella/i.test(text) ? 'female' : /男|male|alex/i.test(text) ? 'male' : (OPENAI_GENDERS[seed.ttsVoice] ?? null);
  const young = /少年|小何|思思|灿灿/.test(seed.name);
  const dialect = /辽宁|陕西|粤语|台湾/.test(seed.languages) || /香港/.test(seed.name);
  return {
    age: young ? 'young' : 'adult',
    gender,
    styles: young ? 'huopo' : gender === 'female' ? 'wenrou' : 'default',
    scenes: dialect ? 'assistant,dialect' : 'assistant',
    profile: 'standard',
  };
}
