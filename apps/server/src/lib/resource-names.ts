import type { Localized } from './app-error.ts';

/**
 * The `{0}` of "… not found" (612). Another user's id answers exactly like a missing one, so
 * owner-scoped routes never reveal that a resource exists.
 */
export const RESOURCE = {
  agent: { zh_CN: '智能体', zh_TW: '智能體', en: 'Agent', de: 'Agent', vi: 'Agent', pt_BR: 'Agente' },
  device: { zh_CN: '设备', zh_TW: '裝置', en: 'Device', de: 'Gerät', vi: 'Thiết bị', pt_BR: 'Dispositivo' },
  session: { zh_CN: '会话', zh_TW: '會話', en: 'Session', de: 'Sitzung', vi: 'Phiên', pt_BR: 'Sessão' },
  audio: { zh_CN: '音频', zh_TW: '音訊', en: 'Audio', de: 'Audio', vi: 'Âm thanh', pt_BR: 'Áudio' },
  template: { zh_CN: '智能体模板', zh_TW: '智能體範本', en: 'Agent template', de: 'Agentenvorlage', vi: 'Mẫu agent', pt_BR: 'Modelo de agente' },
  model: { zh_CN: '模型配置', zh_TW: '模型設定', en: 'Model config', de: 'Modellkonfiguration', vi: 'Cấu hình mô hình', pt_BR: 'Configuração de modelo' },
} as const satisfies Record<string, Localized>;
