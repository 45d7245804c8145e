// Frozen with migration 0004: it inserts these rows once. Changing reference data takes a new migration, never an edit here.
type VoiceEntry = readonly [name: string, voice: string, languages: string];

export interface TtsVoiceSeed {
  id: string;
  ttsModelId: string;
  name: string;
  ttsVoice: string;
  languages: string;
  sort: number;
}

/** Ids are `<ttsModelId><NNNN>` as upstream's. */
function voicesOf(ttsModelId: string, entries: readonly VoiceEntry[]): TtsVoiceSeed[] {
  return entries.map(([name, ttsVoice, languages], index) => ({
    id: `${ttsModelId}${String(index + 1).padStart(4, '0')}`,
    ttsModelId,
    name,
    ttsVoice,
    languages,
    sort: index + 1,
  }));
}

/**
 * The voice catalogue for the seeded TTS configs: every EdgeTTS voice upstream ships, and a
 * few for the other common providers. Administrators add the rest in voice management.
 */
export const TTS_VOICE_SEEDS: readonly TtsVoiceSeed[] = [
  ...voicesOf('TTS_EdgeTTS', [
    ['EdgeTTS女声-晓晓', 'zh-CN-XiaoxiaoNeural', '普通话'],
    ['EdgeTTS男声-云扬', 'zh-CN-YunyangNeural', '普通话'],
    ['EdgeTTS女声-晓伊', 'zh-CN-XiaoyiNeural', '普通话'],
    ['EdgeTTS男声-云健', 'zh-CN-YunjianNeural', '普通话'],
    ['EdgeTTS男声-云希', 'zh-CN-YunxiNeural', '普通话'],
    ['EdgeTTS男声-云夏', 'zh-CN-YunxiaNeural', '普通话'],
    ['EdgeTTS女声-辽宁小贝', 'zh-CN-liaoning-XiaobeiNeural', '辽宁'],
    ['EdgeTTS女声-陕西小妮', 'zh-CN-shaanxi-XiaoniNeural', '陕西'],
    ['EdgeTTS女声-香港海佳', 'zh-HK-HiuGaaiNeural', '粤语'],
    ['EdgeTTS女声-香港海曼', 'zh-HK-HiuMaanNeural', '粤语'],
    ['EdgeTTS男声-香港万龙', 'zh-HK-WanLungNeural', '粤语'],
  ]),
  ...voicesOf('TTS_HuoshanDoubleStreamTTS', [
    ['湾湾小何', 'zh_female_wanwanxiaohe_moon_bigtts', '普通话、台湾口音'],
    ['爽快思思', 'zh_female_shuangkuaisisi_moon_bigtts', '普通话、英语'],
    ['少年梓辛', 'zh_male_shaonianzixin_moon_bigtts', '普通话、英语'],
    ['灿灿', 'zh_female_cancan_mars_bigtts', '普通话'],
  ]),
  ...voicesOf('TTS_DoubaoTTS', [
    ['通用女声', 'BV001_streaming', '普通话'],
    ['通用男声', 'BV002_streaming', '普通话'],
  ]),
  ...voicesOf('TTS_AliyunTTS', [
    ['阿里云小云', 'xiaoyun', '普通话'],
    ['阿里云小刚', 'xiaogang', '普通话'],
  ]),
  ...voicesOf('TTS_CosyVoiceSiliconflow', [
    ['CosyVoice男声', 'FunAudioLLM/CosyVoice2-0.5B:alex', '中文、英文'],
    ['CosyVoice女声', 'FunAudioLLM/CosyVoice2-0.5B:bella', '中文、英文'],
  ]),
  ...voicesOf('TTS_OpenAITTS', [
    ['OpenAI-alloy', 'alloy', '多语种'],
    ['OpenAI-echo', 'echo', '多语种'],
    ['OpenAI-fable', 'fable', '多语种'],
    ['OpenAI-onyx', 'onyx', '多语种'],
    ['OpenAI-nova', 'nova', '多语种'],
    ['OpenAI-shimmer', 'shimmer', '多语种'],
  ]),
];
