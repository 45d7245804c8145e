import { VOICEPRINT_ERROR_CODES as C } from './voiceprint-codes.ts';
import type { LocalizedText } from '../common/locale.ts';

const SAVED_NOTHING = { zh_CN: '，未保存', zh_TW: '，未儲存', en: '; nothing was saved', de: '; nichts wurde gespeichert', vi: ', chưa lưu gì', pt_BR: '; nada foi salvo' };

/** What the voiceprint routes answer; every failure says nothing was changed. */
export const voiceprintErrorMessages = {
  [C.VOICEPRINT_NOT_CONFIGURED]: {
    zh_CN: '声纹接口未配置：请管理员在参数管理中设置 server.voice_print',
    zh_TW: '聲紋介面未設定：請管理員在參數管理中設定 server.voice_print',
    en: 'The voiceprint service is not configured: an administrator sets server.voice_print in Parameter management',
    de: 'Der Stimmabdruckdienst ist nicht konfiguriert: Ein Administrator setzt server.voice_print in der Parameterverwaltung',
    vi: 'Chưa cấu hình dịch vụ vân giọng: quản trị viên đặt server.voice_print trong Quản lý tham số',
    pt_BR: 'O serviço de impressão vocal não está configurado: um administrador define server.voice_print em Gerenciamento de parâmetros',
  },
  [C.VOICEPRINT_ALREADY_REGISTERED]: {
    zh_CN: `此声音已注册为声纹“{0}”${SAVED_NOTHING.zh_CN}`,
    zh_TW: `此聲音已註冊為聲紋「{0}」${SAVED_NOTHING.zh_TW}`,
    en: `This voice is already registered as "{0}"${SAVED_NOTHING.en}`,
    de: `Diese Stimme ist bereits als „{0}“ registriert${SAVED_NOTHING.de}`,
    vi: `Giọng này đã được đăng ký là “{0}”${SAVED_NOTHING.vi}`,
    pt_BR: `Esta voz já está registrada como “{0}”${SAVED_NOTHING.pt_BR}`,
  },
  [C.VOICEPRINT_UPDATE_NOT_ALLOWED]: {
    zh_CN: `所选声音已注册为声纹“{0}”，不能用于此声纹${SAVED_NOTHING.zh_CN}`,
    zh_TW: `所選聲音已註冊為聲紋「{0}」，不能用於此聲紋${SAVED_NOTHING.zh_TW}`,
    en: `The chosen voice is already registered as "{0}" and cannot be used for this voiceprint${SAVED_NOTHING.en}`,
    de: `Die gewählte Stimme ist bereits als „{0}“ registriert und kann für diesen Stimmabdruck nicht verwendet werden${SAVED_NOTHING.de}`,
    vi: `Giọng đã chọn đã được đăng ký là “{0}” và không thể dùng cho vân giọng này${SAVED_NOTHING.vi}`,
    pt_BR: `A voz escolhida já está registrada como “{0}” e não pode ser usada para esta impressão vocal${SAVED_NOTHING.pt_BR}`,
  },
  [C.VOICEPRINT_AUDIO_NOT_OF_AGENT]: {
    zh_CN: `所选音频不是此智能体的用户语音（audioId）${SAVED_NOTHING.zh_CN}`,
    zh_TW: `所選音訊不是此智能體的使用者語音（audioId）${SAVED_NOTHING.zh_TW}`,
    en: `The chosen audio is not a user utterance of this agent (audioId)${SAVED_NOTHING.en}`,
    de: `Das gewählte Audio ist keine Benutzeräußerung dieses Agenten (audioId)${SAVED_NOTHING.de}`,
    vi: `Âm thanh đã chọn không phải câu nói của người dùng với agent này (audioId)${SAVED_NOTHING.vi}`,
    pt_BR: `O áudio escolhido não é uma fala de usuário deste agente (audioId)${SAVED_NOTHING.pt_BR}`,
  },
  [C.VOICEPRINT_AUDIO_EMPTY]: {
    zh_CN: `所选语音没有音频数据（audioId）${SAVED_NOTHING.zh_CN}`,
    zh_TW: `所選語音沒有音訊資料（audioId）${SAVED_NOTHING.zh_TW}`,
    en: `The chosen utterance has no audio data (audioId)${SAVED_NOTHING.en}`,
    de: `Die gewählte Äußerung hat keine Audiodaten (audioId)${SAVED_NOTHING.de}`,
    vi: `Câu nói đã chọn không có dữ liệu âm thanh (audioId)${SAVED_NOTHING.vi}`,
    pt_BR: `A fala escolhida não tem dados de áudio (audioId)${SAVED_NOTHING.pt_BR}`,
  },
  [C.VOICEPRINT_REGISTER_FAILED]: {
    zh_CN: `声纹服务注册失败：{0}${SAVED_NOTHING.zh_CN}`,
    zh_TW: `聲紋服務註冊失敗：{0}${SAVED_NOTHING.zh_TW}`,
    en: `The voiceprint service refused the registration: {0}${SAVED_NOTHING.en}`,
    de: `Der Stimmabdruckdienst hat die Registrierung abgelehnt: {0}${SAVED_NOTHING.de}`,
    vi: `Dịch vụ vân giọng từ chối đăng ký: {0}${SAVED_NOTHING.vi}`,
    pt_BR: `O serviço de impressão vocal recusou o registro: {0}${SAVED_NOTHING.pt_BR}`,
  },
  [C.VOICEPRINT_UNREGISTER_FAILED]: {
    zh_CN: '声纹服务删除失败：{0}，声纹未删除',
    zh_TW: '聲紋服務刪除失敗：{0}，聲紋未刪除',
    en: 'The voiceprint service could not delete it: {0}; the voiceprint was kept',
    de: 'Der Stimmabdruckdienst konnte ihn nicht löschen: {0}; der Stimmabdruck wurde behalten',
    vi: 'Dịch vụ vân giọng không xóa được: {0}; vân giọng vẫn được giữ',
    pt_BR: 'O serviço de impressão vocal não conseguiu excluí-la: {0}; a impressão vocal foi mantida',
  },
  [C.VOICEPRINT_IDENTIFY_FAILED]: {
    zh_CN: `声纹服务比对失败：{0}${SAVED_NOTHING.zh_CN}`,
    zh_TW: `聲紋服務比對失敗：{0}${SAVED_NOTHING.zh_TW}`,
    en: `The voiceprint service could not compare the voice: {0}${SAVED_NOTHING.en}`,
    de: `Der Stimmabdruckdienst konnte die Stimme nicht vergleichen: {0}${SAVED_NOTHING.de}`,
    vi: `Dịch vụ vân giọng không so sánh được giọng: {0}${SAVED_NOTHING.vi}`,
    pt_BR: `O serviço de impressão vocal não conseguiu comparar a voz: {0}${SAVED_NOTHING.pt_BR}`,
  },
  [C.VOICEPRINT_SERVICE_UNREACHABLE]: {
    zh_CN: '无法访问声纹服务：{0}，未做任何更改',
    zh_TW: '無法存取聲紋服務：{0}，未做任何變更',
    en: 'Could not reach the voiceprint service: {0}; nothing was changed',
    de: 'Der Stimmabdruckdienst war nicht erreichbar: {0}; nichts wurde geändert',
    vi: 'Không kết nối được dịch vụ vân giọng: {0}; chưa thay đổi gì',
    pt_BR: 'Não foi possível acessar o serviço de impressão vocal: {0}; nada foi alterado',
  },
  [C.VOICEPRINT_LIMIT]: {
    zh_CN: `每个智能体最多 {0} 个声纹${SAVED_NOTHING.zh_CN}`,
    zh_TW: `每個智能體最多 {0} 個聲紋${SAVED_NOTHING.zh_TW}`,
    en: `An agent can have at most {0} voiceprints${SAVED_NOTHING.en}`,
    de: `Ein Agent kann höchstens {0} Stimmabdrücke haben${SAVED_NOTHING.de}`,
    vi: `Mỗi agent có tối đa {0} vân giọng${SAVED_NOTHING.vi}`,
    pt_BR: `Um agente pode ter no máximo {0} impressões vocais${SAVED_NOTHING.pt_BR}`,
  },
} as const satisfies Record<number, LocalizedText>;

/** Resource names and failure details inside the messages above. */
export const voiceprintMessages = {
  noSuchVoiceprint: { zh_CN: '声纹', zh_TW: '聲紋', en: 'Voiceprint', de: 'Stimmabdruck', vi: 'Vân giọng', pt_BR: 'Impressão vocal' },
  timeout: { zh_CN: '声纹服务在 {0} 秒内未响应', zh_TW: '聲紋服務在 {0} 秒內未回應', en: 'no answer within {0} s', de: 'keine Antwort innerhalb von {0} s', vi: 'không có phản hồi trong {0} giây', pt_BR: 'sem resposta em {0} s' },
  badAnswer: { zh_CN: '声纹服务的回复无法识别', zh_TW: '聲紋服務的回覆無法識別', en: 'the answer could not be read', de: 'die Antwort konnte nicht gelesen werden', vi: 'không đọc được phản hồi', pt_BR: 'não foi possível ler a resposta' },
} as const satisfies Record<string, LocalizedText>;
