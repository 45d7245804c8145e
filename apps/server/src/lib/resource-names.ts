import type { Localized } from './app-error.ts';

/**
 * The `{0}` of "… not found" (612). Another user's id answers exactly like a missing one, so
 * owner-scoped routes never reveal that a resource exists.
 */
export const RESOURCE = {
  agent: { zh_CN: '智能体', zh_TW: '智能體', en: 'Agent' },
  device: { zh_CN: '设备', zh_TW: '裝置', en: 'Device' },
  session: { zh_CN: '会话', zh_TW: '會話', en: 'Session' },
  audio: { zh_CN: '音频', zh_TW: '音訊', en: 'Audio' },
  template: { zh_CN: '智能体模板', zh_TW: '智能體範本', en: 'Agent template' },
  model: { zh_CN: '模型配置', zh_TW: '模型設定', en: 'Model config' },
} as const satisfies Record<string, Localized>;
