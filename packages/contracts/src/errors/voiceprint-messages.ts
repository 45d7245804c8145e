import { VOICEPRINT_ERROR_CODES as C } from './voiceprint-codes.ts';

const SAVED_NOTHING = { zh_CN: '，未保存', zh_TW: '，未儲存', en: '; nothing was saved' };

/** What the voiceprint routes answer; every failure says nothing was changed. */
export const voiceprintErrorMessages = {
  [C.VOICEPRINT_NOT_CONFIGURED]: {
    zh_CN: '声纹接口未配置：请管理员在参数管理中设置 server.voice_print',
    zh_TW: '聲紋介面未設定：請管理員在參數管理中設定 server.voice_print',
    en: 'The voiceprint service is not configured: an administrator sets server.voice_print in Parameter management',
  },
  [C.VOICEPRINT_ALREADY_REGISTERED]: {
    zh_CN: `此声音已注册为声纹“{0}”${SAVED_NOTHING.zh_CN}`,
    zh_TW: `此聲音已註冊為聲紋「{0}」${SAVED_NOTHING.zh_TW}`,
    en: `This voice is already registered as "{0}"${SAVED_NOTHING.en}`,
  },
  [C.VOICEPRINT_UPDATE_NOT_ALLOWED]: {
    zh_CN: `所选声音已注册为声纹“{0}”，不能用于此声纹${SAVED_NOTHING.zh_CN}`,
    zh_TW: `所選聲音已註冊為聲紋「{0}」，不能用於此聲紋${SAVED_NOTHING.zh_TW}`,
    en: `The chosen voice is already registered as "{0}" and cannot be used for this voiceprint${SAVED_NOTHING.en}`,
  },
  [C.VOICEPRINT_AUDIO_NOT_OF_AGENT]: {
    zh_CN: `所选音频不是此智能体的用户语音（audioId）${SAVED_NOTHING.zh_CN}`,
    zh_TW: `所選音訊不是此智能體的使用者語音（audioId）${SAVED_NOTHING.zh_TW}`,
    en: `The chosen audio is not a user utterance of this agent (audioId)${SAVED_NOTHING.en}`,
  },
  [C.VOICEPRINT_AUDIO_EMPTY]: {
    zh_CN: `所选语音没有音频数据（audioId）${SAVED_NOTHING.zh_CN}`,
    zh_TW: `所選語音沒有音訊資料（audioId）${SAVED_NOTHING.zh_TW}`,
    en: `The chosen utterance has no audio data (audioId)${SAVED_NOTHING.en}`,
  },
  [C.VOICEPRINT_REGISTER_FAILED]: {
    zh_CN: `声纹服务注册失败：{0}${SAVED_NOTHING.zh_CN}`,
    zh_TW: `聲紋服務註冊失敗：{0}${SAVED_NOTHING.zh_TW}`,
    en: `The voiceprint service refused the registration: {0}${SAVED_NOTHING.en}`,
  },
  [C.VOICEPRINT_UNREGISTER_FAILED]: {
    zh_CN: '声纹服务删除失败：{0}，声纹未删除',
    zh_TW: '聲紋服務刪除失敗：{0}，聲紋未刪除',
    en: 'The voiceprint service could not delete it: {0}; the voiceprint was kept',
  },
  [C.VOICEPRINT_IDENTIFY_FAILED]: {
    zh_CN: `声纹服务比对失败：{0}${SAVED_NOTHING.zh_CN}`,
    zh_TW: `聲紋服務比對失敗：{0}${SAVED_NOTHING.zh_TW}`,
    en: `The voiceprint service could not compare the voice: {0}${SAVED_NOTHING.en}`,
  },
  [C.VOICEPRINT_SERVICE_UNREACHABLE]: {
    zh_CN: '无法访问声纹服务：{0}，未做任何更改',
    zh_TW: '無法存取聲紋服務：{0}，未做任何變更',
    en: 'Could not reach the voiceprint service: {0}; nothing was changed',
  },
  [C.VOICEPRINT_LIMIT]: {
    zh_CN: `每个智能体最多 {0} 个声纹${SAVED_NOTHING.zh_CN}`,
    zh_TW: `每個智能體最多 {0} 個聲紋${SAVED_NOTHING.zh_TW}`,
    en: `An agent can have at most {0} voiceprints${SAVED_NOTHING.en}`,
  },
} as const satisfies Record<number, Record<'zh_CN' | 'zh_TW' | 'en', string>>;

/** Resource names and failure details inside the messages above. */
export const voiceprintMessages = {
  noSuchVoiceprint: { zh_CN: '声纹', zh_TW: '聲紋', en: 'Voiceprint' },
  timeout: { zh_CN: '声纹服务在 {0} 秒内未响应', zh_TW: '聲紋服務在 {0} 秒內未回應', en: 'no answer within {0} s' },
  badAnswer: { zh_CN: '声纹服务的回复无法识别', zh_TW: '聲紋服務的回覆無法識別', en: 'the answer could not be read' },
} as const satisfies Record<string, Record<'zh_CN' | 'zh_TW' | 'en', string>>;
