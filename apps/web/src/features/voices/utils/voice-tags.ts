import { VOICE_AGES, VOICE_GENDERS, type V1Voice } from '@vox/contracts';

/** The v1 voices' style and scene tag codes; the UI shows them through the voices namespace, unknown codes as they are. */
export const STYLE_CODES = ['wenrou', 'tianmei', 'huopo', 'kailang', 'youhao', 'zhixing', 'chenwen', 'lengjing', 'yansu', 'qiangshi', 'langman', 'zhibo', 'daiban', 'youyu', 'zhishuai', 'rexue', 'gufeng', 'acgn', 'default'] as const;
export const SCENE_CODES = ['assistant', 'companion', 'supporter', 'live', 'audiobook', 'toddler', 'dialect', 'recitation', 'news', 'default'] as const;
export { VOICE_AGES, VOICE_GENDERS };

/** Languages and profiles have no fixed list: offer what the catalogue holds. */
export function distinct(voices: readonly V1Voice[], pick: (voice: V1Voice) => readonly (string | null)[]): string[] {
  const values = new Set<string>();
  for (const voice of voices) for (const value of pick(voice)) if (value) values.add(value);
  return [...values].sort((a, b) => a.localeCompare(b));
}
