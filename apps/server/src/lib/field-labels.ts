import type { Localized } from './app-error.ts';

/**
 * The names the console's forms give the wire fields, so a refused value is named as the user sees it
 * ("「智能体名称」最多 64 个字符"), not by its wire name. Keyed by the last segment of the field's path.
 */
export const FIELD_LABELS: Readonly<Record<string, Localized>> = {
  agentName: { zh_CN: '智能体名称', zh_TW: '智能體名稱', en: 'Agent name' },
  tagName: { zh_CN: '标签名', zh_TW: '標籤名稱', en: 'Tag name' },
  tagNames: { zh_CN: '标签', zh_TW: '標籤', en: 'Tags' },
  tagIds: { zh_CN: '标签', zh_TW: '標籤', en: 'Tags' },
  systemPrompt: { zh_CN: '角色介绍', zh_TW: '角色介紹', en: 'Role description' },
  summaryMemory: { zh_CN: '记忆', zh_TW: '記憶', en: 'Memory' },
  ttsVolume: { zh_CN: '音量', zh_TW: '音量', en: 'Volume' },
  ttsRate: { zh_CN: '语速', zh_TW: '語速', en: 'Speed' },
  ttsPitch: { zh_CN: '音调', zh_TW: '音調', en: 'Pitch' },
  alias: { zh_CN: '备注', zh_TW: '備註', en: 'Remark' },
  remark: { zh_CN: '备注', zh_TW: '備註', en: 'Remark' },
  comment: { zh_CN: '备注', zh_TW: '備註', en: 'Remark' },
  macAddress: { zh_CN: 'MAC 地址', zh_TW: 'MAC 位址', en: 'MAC address' },
  modelName: { zh_CN: '模型名称', zh_TW: '模型名稱', en: 'Model name' },
  modelCode: { zh_CN: '模型编码', zh_TW: '模型編碼', en: 'Model code' },
  docLink: { zh_CN: '文档链接', zh_TW: '文件連結', en: 'Documentation link' },
  sort: { zh_CN: '排序', zh_TW: '排序', en: 'Order' },
  paramCode: { zh_CN: '参数编码', zh_TW: '參數編碼', en: 'Parameter code' },
  paramValue: { zh_CN: '参数值', zh_TW: '參數值', en: 'Parameter value' },
  dictType: { zh_CN: '字典类型编码', zh_TW: '字典類型編碼', en: 'Dictionary type code' },
  dictName: { zh_CN: '字典类型名称', zh_TW: '字典類型名稱', en: 'Dictionary type name' },
  dictLabel: { zh_CN: '字典标签', zh_TW: '字典標籤', en: 'Dictionary label' },
  dictValue: { zh_CN: '字典值', zh_TW: '字典值', en: 'Dictionary value' },
  mobile: { zh_CN: '手机号', zh_TW: '手機號碼', en: 'Phone number' },
  username: { zh_CN: '手机号', zh_TW: '手機號碼', en: 'Phone number' },
  password: { zh_CN: '密码', zh_TW: '密碼', en: 'Password' },
  newPassword: { zh_CN: '新密码', zh_TW: '新密碼', en: 'New password' },
  captcha: { zh_CN: '图形验证码', zh_TW: '圖形驗證碼', en: 'Image code' },
  mobileCaptcha: { zh_CN: '短信验证码', zh_TW: '簡訊驗證碼', en: 'SMS code' },
  firmwareName: { zh_CN: '固件名称', zh_TW: '韌體名稱', en: 'Firmware name' },
  version: { zh_CN: '版本号', zh_TW: '版本號', en: 'Version' },
  appVersion: { zh_CN: '固件版本', zh_TW: '韌體版本', en: 'Firmware version' },
  langCode: { zh_CN: '语言代码', zh_TW: '語言代碼', en: 'Language code' },
  providerCode: { zh_CN: '供应器编码', zh_TW: '供應器編碼', en: 'Provider code' },
  voiceName: { zh_CN: '音色名称', zh_TW: '音色名稱', en: 'Voice name' },
  referenceText: { zh_CN: '参考文本', zh_TW: '參考文本', en: 'Reference text' },
  name: { zh_CN: '名称', zh_TW: '名稱', en: 'Name' },
  desc: { zh_CN: '描述', zh_TW: '描述', en: 'Description' },
  description: { zh_CN: '描述', zh_TW: '描述', en: 'Description' },
  keyword: { zh_CN: '关键词', zh_TW: '關鍵詞', en: 'Keyword' },
  base_url: { zh_CN: '基础URL', zh_TW: '基礎URL', en: 'Base URL' },
  model_name: { zh_CN: '模型名称', zh_TW: '模型名稱', en: 'Model name' },
  api_key: { zh_CN: 'API密钥', zh_TW: 'API金鑰', en: 'API key' },
  temperature: { zh_CN: '温度', zh_TW: '溫度', en: 'Temperature' },
  max_tokens: { zh_CN: '最大令牌数', zh_TW: '最大令牌數', en: 'Max tokens' },
};

/** The label of a wire path such as `functions[0].paramInfo` (its last name), if the console has one. */
export function fieldLabel(path: string): Localized | undefined {
  const last = path.split('.').pop()?.replace(/\[\d+\]$/, '') ?? path;
  return Object.hasOwn(FIELD_LABELS, last) ? FIELD_LABELS[last] : undefined;
}
