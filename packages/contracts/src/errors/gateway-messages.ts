import type { AppLocale } from '../common/locale.ts';
import { GATEWAY_ERROR_CODES as C, type GatewayErrorCodeValue } from './gateway-codes.ts';

type Messages = Record<AppLocale, string>;

export const gatewayErrorMessages: Record<GatewayErrorCodeValue, Messages> = {
  [C.ASSET_TOO_LARGE]: { zh_CN: '文件不能超过 {0} MB', zh_TW: '檔案不能超過 {0} MB', en: 'The file may be at most {0} MB' },
  [C.DEVICE_ID_EMPTY]: { zh_CN: '设备ID不能为空', zh_TW: '裝置ID不能為空', en: 'The device id cannot be empty' },
  [C.DEVICE_OFFLINE]: { zh_CN: '设备不存在或不在线：{0}', zh_TW: '裝置不存在或不在線：{0}', en: 'The device does not exist or is offline: {0}' },
  [C.ASSET_UPLOAD_LIMIT]: { zh_CN: '今日上传次数已达上限（{0} 次），请明天再试', zh_TW: '今日上傳次數已達上限（{0} 次），請明天再試', en: 'Today’s upload limit ({0}) is reached, please try again tomorrow' },
  [C.MCP_ADDRESS_NO_PERMISSION]: { zh_CN: '没有权限查看该智能体的 MCP 接入点地址', zh_TW: '沒有權限查看該智能體的 MCP 接入點位址', en: 'You may not see this agent’s MCP access point address' },
  [C.MCP_ADDRESS_NOT_CONFIGURED]: {
    zh_CN: '未配置 MCP 接入点：请管理员在参数管理中设置 server.mcp_endpoint（MCP 接入点服务的地址，含 key）',
    zh_TW: '未設定 MCP 接入點：請管理員在參數管理中設定 server.mcp_endpoint（MCP 接入點服務的位址，含 key）',
    en: 'No MCP access point is configured: an administrator sets server.mcp_endpoint (the MCP endpoint service address with its key) in params management',
  },
  [C.MCP_TOOLS_NO_PERMISSION]: { zh_CN: '没有权限查看该智能体的 MCP 工具', zh_TW: '沒有權限查看該智能體的 MCP 工具', en: 'You may not see this agent’s MCP tools' },
};

/** Wordings of 10194 that say what to configure or what the gateway answered (the code stays upstream's). */
export const deviceGatewayMessages = {
  notConfigured: {
    zh_CN: '未配置 MQTT 网关：请管理员在参数管理中设置 server.mqtt_manager_api（网关管理接口 host:port）和 server.mqtt_signature_key',
    zh_TW: '未設定 MQTT 閘道：請管理員在參數管理中設定 server.mqtt_manager_api（閘道管理介面 host:port）和 server.mqtt_signature_key',
    en: 'No MQTT gateway is configured: an administrator sets server.mqtt_manager_api (the gateway admin API host:port) and server.mqtt_signature_key in params management',
  },
  failed: { zh_CN: 'MQTT 网关调用失败：{0}', zh_TW: 'MQTT 閘道呼叫失敗：{0}', en: 'The MQTT gateway call failed: {0}' },
} as const satisfies Record<string, Messages>;

/** Refusals of `POST /otaMag/uploadAssetsBin` before anything is stored. */
export const deviceAssetMessages = {
  fileMissing: { zh_CN: '请选择要上传的资源文件（字段 file）', zh_TW: '請選擇要上傳的資源檔案（欄位 file）', en: 'Choose an assets file to upload (field file)' },
  fileType: { zh_CN: '只允许上传 .bin 格式的资源文件', zh_TW: '只允許上傳 .bin 格式的資源檔案', en: 'Only .bin assets files can be uploaded' },
} as const satisfies Record<string, Messages>;
