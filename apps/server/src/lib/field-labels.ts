import type { Localized } from './app-error.ts';

/**
 * The names the console's forms give the wire fields, so a refused value is named as the user sees it
 * ("「智能体名称」最多 64 个字符"), not by its wire name. Keyed by the last segment of the field's path.
 */
export const FIELD_LABELS: Readonly<Record<string, Localized>> = {
  agentName: { zh_CN: '智能体名称', zh_TW: '智能體名稱', en: 'Agent name', de: 'Agentenname', vi: 'Tên agent', pt_BR: 'Nome do agente' },
  tagName: { zh_CN: '标签名', zh_TW: '標籤名稱', en: 'Tag name', de: 'Tag-Name', vi: 'Tên thẻ', pt_BR: 'Nome da tag' },
  tagNames: { zh_CN: '标签', zh_TW: '標籤', en: 'Tags', de: 'Tags', vi: 'Thẻ', pt_BR: 'Tags' },
  tagIds: { zh_CN: '标签', zh_TW: '標籤', en: 'Tags', de: 'Tags', vi: 'Thẻ', pt_BR: 'Tags' },
  systemPrompt: { zh_CN: '角色介绍', zh_TW: '角色介紹', en: 'Role description', de: 'Rollenbeschreibung', vi: 'Mô tả vai trò', pt_BR: 'Descrição do papel' },
  summaryMemory: { zh_CN: '记忆', zh_TW: '記憶', en: 'Memory', de: 'Gedächtnis', vi: 'Bộ nhớ', pt_BR: 'Memória' },
  ttsVolume: { zh_CN: '音量', zh_TW: '音量', en: 'Volume', de: 'Lautstärke', vi: 'Âm lượng', pt_BR: 'Volume' },
  ttsRate: { zh_CN: '语速', zh_TW: '語速', en: 'Speed', de: 'Tempo', vi: 'Tốc độ', pt_BR: 'Velocidade' },
  ttsPitch: { zh_CN: '音调', zh_TW: '音調', en: 'Pitch', de: 'Tonhöhe', vi: 'Cao độ', pt_BR: 'Tom' },
  alias: { zh_CN: '备注', zh_TW: '備註', en: 'Remark', de: 'Bemerkung', vi: 'Ghi chú', pt_BR: 'Observação' },
  remark: { zh_CN: '备注', zh_TW: '備註', en: 'Remark', de: 'Bemerkung', vi: 'Ghi chú', pt_BR: 'Observação' },
  comment: { zh_CN: '备注', zh_TW: '備註', en: 'Remark', de: 'Bemerkung', vi: 'Ghi chú', pt_BR: 'Observação' },
  macAddress: { zh_CN: 'MAC 地址', zh_TW: 'MAC 位址', en: 'MAC address', de: 'MAC-Adresse', vi: 'Địa chỉ MAC', pt_BR: 'Endereço MAC' },
  modelName: { zh_CN: '模型名称', zh_TW: '模型名稱', en: 'Model name', de: 'Modellname', vi: 'Tên mô hình', pt_BR: 'Nome do modelo' },
  modelCode: { zh_CN: '模型编码', zh_TW: '模型編碼', en: 'Model code', de: 'Modellcode', vi: 'Mã mô hình', pt_BR: 'Código do modelo' },
  docLink: { zh_CN: '文档链接', zh_TW: '文件連結', en: 'Documentation link', de: 'Dokumentationslink', vi: 'Liên kết tài liệu', pt_BR: 'Link da documentação' },
  sort: { zh_CN: '排序', zh_TW: '排序', en: 'Order', de: 'Reihenfolge', vi: 'Thứ tự', pt_BR: 'Ordem' },
  paramCode: { zh_CN: '参数编码', zh_TW: '參數編碼', en: 'Parameter code', de: 'Parametercode', vi: 'Mã tham số', pt_BR: 'Código do parâmetro' },
  paramValue: { zh_CN: '参数值', zh_TW: '參數值', en: 'Parameter value', de: 'Parameterwert', vi: 'Giá trị tham số', pt_BR: 'Valor do parâmetro' },
  dictType: { zh_CN: '字典类型编码', zh_TW: '字典類型編碼', en: 'Dictionary type code', de: 'Wörterbuchtyp-Code', vi: 'Mã loại từ điển', pt_BR: 'Código do tipo de dicionário' },
  dictName: { zh_CN: '字典类型名称', zh_TW: '字典類型名稱', en: 'Dictionary type name', de: 'Wörterbuchtyp-Name', vi: 'Tên loại từ điển', pt_BR: 'Nome do tipo de dicionário' },
  dictLabel: { zh_CN: '字典标签', zh_TW: '字典標籤', en: 'Dictionary label', de: 'Wörterbuch-Bezeichnung', vi: 'Nhãn từ điển', pt_BR: 'Rótulo do dicionário' },
  dictValue: { zh_CN: '字典值', zh_TW: '字典值', en: 'Dictionary value', de: 'Wörterbuchwert', vi: 'Giá trị từ điển', pt_BR: 'Valor do dicionário' },
  mobile: { zh_CN: '手机号', zh_TW: '手機號碼', en: 'Phone number', de: 'Telefonnummer', vi: 'Số điện thoại', pt_BR: 'Telefone' },
  username: { zh_CN: '手机号', zh_TW: '手機號碼', en: 'Phone number', de: 'Telefonnummer', vi: 'Số điện thoại', pt_BR: 'Telefone' },
  password: { zh_CN: '密码', zh_TW: '密碼', en: 'Password', de: 'Passwort', vi: 'Mật khẩu', pt_BR: 'Senha' },
  newPassword: { zh_CN: '新密码', zh_TW: '新密碼', en: 'New password', de: 'Neues Passwort', vi: 'Mật khẩu mới', pt_BR: 'Nova senha' },
  captcha: { zh_CN: '图形验证码', zh_TW: '圖形驗證碼', en: 'Image code', de: 'Bildcode', vi: 'Mã hình', pt_BR: 'Código da imagem' },
  mobileCaptcha: { zh_CN: '短信验证码', zh_TW: '簡訊驗證碼', en: 'SMS code', de: 'SMS-Code', vi: 'Mã SMS', pt_BR: 'Código SMS' },
  firmwareName: { zh_CN: '固件名称', zh_TW: '韌體名稱', en: 'Firmware name', de: 'Firmwarename', vi: 'Tên firmware', pt_BR: 'Nome do firmware' },
  version: { zh_CN: '版本号', zh_TW: '版本號', en: 'Version', de: 'Version', vi: 'Phiên bản', pt_BR: 'Versão' },
  appVersion: { zh_CN: '固件版本', zh_TW: '韌體版本', en: 'Firmware version', de: 'Firmwareversion', vi: 'Phiên bản firmware', pt_BR: 'Versão do firmware' },
  langCode: { zh_CN: '语言代码', zh_TW: '語言代碼', en: 'Language code', de: 'Sprachcode', vi: 'Mã ngôn ngữ', pt_BR: 'Código de idioma' },
  providerCode: { zh_CN: '供应器编码', zh_TW: '供應器編碼', en: 'Provider code', de: 'Anbietercode', vi: 'Mã nhà cung cấp', pt_BR: 'Código do provedor' },
  voiceName: { zh_CN: '音色名称', zh_TW: '音色名稱', en: 'Voice name', de: 'Stimmname', vi: 'Tên giọng', pt_BR: 'Nome da voz' },
  referenceText: { zh_CN: '参考文本', zh_TW: '參考文本', en: 'Reference text', de: 'Referenztext', vi: 'Văn bản tham chiếu', pt_BR: 'Texto de referência' },
  name: { zh_CN: '名称', zh_TW: '名稱', en: 'Name', de: 'Name', vi: 'Tên', pt_BR: 'Nome' },
  desc: { zh_CN: '描述', zh_TW: '描述', en: 'Description', de: 'Beschreibung', vi: 'Mô tả', pt_BR: 'Descrição' },
  description: { zh_CN: '描述', zh_TW: '描述', en: 'Description', de: 'Beschreibung', vi: 'Mô tả', pt_BR: 'Descrição' },
  keyword: { zh_CN: '关键词', zh_TW: '關鍵詞', en: 'Keyword', de: 'Stichwort', vi: 'Từ khóa', pt_BR: 'Palavra-chave' },
  base_url: { zh_CN: '基础URL', zh_TW: '基礎URL', en: 'Base URL', de: 'Basis-URL', vi: 'URL gốc', pt_BR: 'URL base' },
  model_name: { zh_CN: '模型名称', zh_TW: '模型名稱', en: 'Model name', de: 'Modellname', vi: 'Tên mô hình', pt_BR: 'Nome do modelo' },
  api_key: { zh_CN: 'API密钥', zh_TW: 'API金鑰', en: 'API key', de: 'API-Schlüssel', vi: 'Khóa API', pt_BR: 'Chave de API' },
  temperature: { zh_CN: '温度', zh_TW: '溫度', en: 'Temperature', de: 'Temperatur', vi: 'Nhiệt độ', pt_BR: 'Temperatura' },
  max_tokens: { zh_CN: '最大令牌数', zh_TW: '最大令牌數', en: 'Max tokens', de: 'Max. Tokens', vi: 'Số token tối đa', pt_BR: 'Máx. de tokens' },
};

/** The label of a wire path such as `functions[0].paramInfo` (its last name), if the console has one. */
export function fieldLabel(path: string): Localized | undefined {
  const last = path.split('.').pop()?.replace(/\[\d+\]$/, '') ?? path;
  return Object.hasOwn(FIELD_LABELS, last) ? FIELD_LABELS[last] : undefined;
}
