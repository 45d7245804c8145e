/** The server's limits on one assignment (voiceResourceBody): at most 50 ids of at most 64 characters, each `S_…`. */
export const VOICE_IDS_MAX = 50;
export const VOICE_ID_MAX = 64;
const VOLCENGINE_PREFIX = 'S_';

export type VoiceIdProblem = { kind: 'prefix' | 'tooLong' | 'duplicate'; id: string } | { kind: 'tooMany'; id: '' };

/** The first thing the server would refuse in a list of typed voice ids, checked here so the field says it at once. */
export function voiceIdProblem(ids: readonly string[]): VoiceIdProblem | undefined {
  if (ids.length > VOICE_IDS_MAX) return { kind: 'tooMany', id: '' };
  const seen = new Set<string>();
  for (const raw of ids) {
    const id = raw.trim();
    if (!id.startsWith(VOLCENGINE_PREFIX)) return { kind: 'prefix', id };
    if (id.length > VOICE_ID_MAX) return { kind: 'tooLong', id };
    if (seen.has(id)) return { kind: 'duplicate', id };
    seen.add(id);
  }
  return undefined;
}
