import type { V1Voice, V1VoicesQuery } from '@vox/contracts';
import type { Repositories } from '../repositories.ts';
import type { TtsVoiceRow } from './models.repository.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'ttsVoices'>;

/** Catalogue labels to `lang_code`s; unknown labels pass through as they are. */
const LANGUAGE_CODES: Record<string, readonly string[]> = {
  普通话: ['zh'], 中文: ['zh'], 辽宁: ['zh'], 陕西: ['zh'], 台湾口音: ['zh'], 英语: ['en'], 英文: ['en'], 粤语: ['yue'], 日语: ['ja'], 多语种: ['zh', 'en'],
};
/** Chinese labels the docs also show for style and scene codes; filters accept either. */
const LABELS: Record<string, string> = {
  温柔: 'wenrou', 甜美: 'tianmei', 古风: 'gufeng', 活泼: 'huopo', 开朗: 'kailang', 知性: 'zhixing', 严肃: 'yansu', 冷静: 'lengjing', 友好: 'youhao', 默认: 'default',
  客服: 'supporter', 语音助手: 'assistant', 直播: 'live', 有声书: 'audiobook', 社交陪伴: 'companion', 童声: 'toddler', 方言: 'dialect', 诗词朗诵: 'recitation', 新闻播报: 'news',
  儿童: 'child', 青年: 'young', 成年: 'adult', 中年: 'middle', 老年: 'senior', 男: 'male', 女: 'female', 标准: 'standard',
};
const code = (value: string) => LABELS[value] ?? value.toLowerCase();
const list = (text: string | null) => (text ?? '').split(/[,，、]/).map((item) => item.trim()).filter(Boolean);

function languageCodes(languages: string | null): string[] {
  return [...new Set(list(languages).flatMap((label) => LANGUAGE_CODES[label] ?? [label]))];
}

function toV1Voice(row: TtsVoiceRow): V1Voice {
  return {
    id: row.id,
    name: row.name,
    demo: row.voice_demo,
    tts_model_id: row.tts_model_id,
    tts_voice: row.tts_voice,
    tags: {
      languages: languageCodes(row.languages),
      age: row.age,
      gender: row.gender,
      styles: list(row.styles),
      scenes: list(row.scenes),
      profile: row.profile,
      emotions: [],
    },
  };
}

/** ANDed `GET /v1/voices` filters: name substring, element-of for lists, equality otherwise. */
function matches(voice: V1Voice, row: TtsVoiceRow, query: V1VoicesQuery): boolean {
  const { tags } = voice;
  const checks: [string, () => boolean][] = [
    [query.voiceName, () => voice.name.toLowerCase().includes(query.voiceName.toLowerCase())],
    [query.language, () => tags.languages.includes(query.language.toLowerCase()) || list(row.languages).includes(query.language)],
    [query.age, () => tags.age === code(query.age)],
    [query.gender, () => tags.gender === code(query.gender)],
    [query.profile, () => tags.profile === code(query.profile)],
    [query.style, () => tags.styles.includes(code(query.style))],
    [query.scene, () => tags.scenes.includes(code(query.scene))],
  ];
  return checks.every(([filter, check]) => filter === '' || check());
}

export async function listV1Voices(repos: UsedRepositories, query: V1VoicesQuery): Promise<V1Voice[]> {
  const rows = await repos.ttsVoices.ofEnabledModels();
  return rows.flatMap((row) => {
    const voice = toV1Voice(row);
    return matches(voice, row, query) ? [voice] : [];
  });
}
