import type { LocalizedText } from '../common/locale.ts';

/** Playground refusals whose wording names what the playground cannot do; `{0}` is filled by the server. */
export const playgroundMessages = {
  ttsNotPlayable: {
    zh_CN: '试聊暂不能用此语音合成类型（{0}）朗读，只支持 OpenAI 兼容的语音合成',
    zh_TW: '試聊暫不能用此語音合成類型（{0}）朗讀，只支援 OpenAI 相容的語音合成',
    en: 'The playground cannot speak with this TTS type ({0}) yet; only OpenAI-compatible TTS is supported',
    de: 'Der Testbereich kann mit diesem TTS-Typ ({0}) noch nicht sprechen; nur OpenAI-kompatibles TTS wird unterstützt',
    vi: 'Khu trò chuyện thử chưa nói được với loại TTS này ({0}); chỉ hỗ trợ TTS tương thích OpenAI',
    pt_BR: 'A área de testes ainda não fala com este tipo de TTS ({0}); só TTS compatível com OpenAI é suportado',
  },
  ttsFailed: { zh_CN: '语音合成失败：{0}', zh_TW: '語音合成失敗：{0}', en: 'The TTS failed: {0}', de: 'Das TTS ist fehlgeschlagen: {0}', vi: 'TTS gặp lỗi: {0}', pt_BR: 'O TTS falhou: {0}' },
  noSuchSpeaker: {
    zh_CN: '此智能体没有名为“{0}”的声纹说话人',
    zh_TW: '此智慧體沒有名為「{0}」的聲紋說話人',
    en: 'This agent has no voiceprint speaker named "{0}"',
    de: 'Dieser Agent hat keinen Stimmabdruck-Sprecher namens „{0}“',
    vi: 'Tác tử này không có người nói theo vân giọng tên "{0}"',
    pt_BR: 'Este agente não tem um falante de impressão vocal chamado "{0}"',
  },
} as const satisfies Record<string, LocalizedText>;
