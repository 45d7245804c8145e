import type { LocalizedText } from '../common/locale.ts';
import { GATEWAY_ERROR_CODES as C, type GatewayErrorCodeValue } from './gateway-codes.ts';

type Messages = LocalizedText;

export const gatewayErrorMessages: Record<GatewayErrorCodeValue, Messages> = {
  [C.ASSET_TOO_LARGE]: { zh_CN: '文件不能超过 {0} MB', zh_TW: '檔案不能超過 {0} MB', en: 'The file may be at most {0} MB', de: 'Die Datei darf höchstens {0} MB groß sein', vi: 'Tệp tối đa {0} MB', pt_BR: 'O arquivo pode ter no máximo {0} MB' },
  [C.DEVICE_ID_EMPTY]: { zh_CN: '设备ID不能为空', zh_TW: '裝置ID不能為空', en: 'The device id cannot be empty', de: 'Die Geräte-ID darf nicht leer sein', vi: 'ID thiết bị không được để trống', pt_BR: 'O id do dispositivo não pode ficar vazio' },
  [C.DEVICE_OFFLINE]: { zh_CN: '设备不存在或不在线：{0}', zh_TW: '裝置不存在或不在線：{0}', en: 'The device does not exist or is offline: {0}', de: 'Das Gerät existiert nicht oder ist offline: {0}', vi: 'Thiết bị không tồn tại hoặc đang ngoại tuyến: {0}', pt_BR: 'O dispositivo não existe ou está offline: {0}' },
  [C.ASSET_UPLOAD_LIMIT]: { zh_CN: '今日上传次数已达上限（{0} 次），请明天再试', zh_TW: '今日上傳次數已達上限（{0} 次），請明天再試', en: 'Today’s upload limit ({0}) is reached, please try again tomorrow', de: 'Das heutige Upload-Limit ({0}) ist erreicht, bitte versuchen Sie es morgen erneut', vi: 'Đã đạt giới hạn tải lên hôm nay ({0}), vui lòng thử lại vào ngày mai', pt_BR: 'O limite de envios de hoje ({0}) foi atingido; tente novamente amanhã' },
  [C.MCP_ADDRESS_NO_PERMISSION]: { zh_CN: '没有权限查看该智能体的 MCP 接入点地址', zh_TW: '沒有權限查看該智能體的 MCP 接入點位址', en: 'You may not see this agent’s MCP access point address', de: 'Sie dürfen die MCP-Zugangspunkt-Adresse dieses Agenten nicht sehen', vi: 'Bạn không được xem địa chỉ điểm truy cập MCP của agent này', pt_BR: 'Você não pode ver o endereço do ponto de acesso MCP deste agente' },
  [C.MCP_ADDRESS_NOT_CONFIGURED]: {
    zh_CN: '未配置 MCP 接入点：请管理员在参数管理中设置 server.mcp_endpoint（MCP 接入点服务的地址，含 key）',
    zh_TW: '未設定 MCP 接入點：請管理員在參數管理中設定 server.mcp_endpoint（MCP 接入點服務的位址，含 key）',
    en: 'No MCP access point is configured: an administrator sets server.mcp_endpoint (the MCP endpoint service address with its key) in params management',
    de: 'Kein MCP-Zugangspunkt konfiguriert: Ein Administrator setzt server.mcp_endpoint (die Adresse des MCP-Endpunktdienstes mit Schlüssel) in der Parameterverwaltung',
    vi: 'Chưa cấu hình điểm truy cập MCP: quản trị viên đặt server.mcp_endpoint (địa chỉ dịch vụ điểm cuối MCP kèm khóa) trong quản lý tham số',
    pt_BR: 'Nenhum ponto de acesso MCP configurado: um administrador define server.mcp_endpoint (o endereço do serviço de endpoint MCP com sua chave) em Gerenciamento de parâmetros',
  },
  [C.MCP_TOOLS_NO_PERMISSION]: { zh_CN: '没有权限查看该智能体的 MCP 工具', zh_TW: '沒有權限查看該智能體的 MCP 工具', en: 'You may not see this agent’s MCP tools', de: 'Sie dürfen die MCP-Tools dieses Agenten nicht sehen', vi: 'Bạn không được xem các công cụ MCP của agent này', pt_BR: 'Você não pode ver as ferramentas MCP deste agente' },
};

/** Wordings of 10194 that say what to configure or what the gateway answered (the code stays upstream's). */
export const deviceGatewayMessages = {
  notConfigured: {
    zh_CN: '未配置 MQTT 网关：请管理员在参数管理中设置 server.mqtt_manager_api（网关管理接口 host:port）和 server.mqtt_signature_key',
    zh_TW: '未設定 MQTT 閘道：請管理員在參數管理中設定 server.mqtt_manager_api（閘道管理介面 host:port）和 server.mqtt_signature_key',
    en: 'No MQTT gateway is configured: an administrator sets server.mqtt_manager_api (the gateway admin API host:port) and server.mqtt_signature_key in params management',
    de: 'Kein MQTT-Gateway konfiguriert: Ein Administrator setzt server.mqtt_manager_api (host:port der Gateway-Admin-API) und server.mqtt_signature_key in der Parameterverwaltung',
    vi: 'Chưa cấu hình cổng MQTT: quản trị viên đặt server.mqtt_manager_api (host:port của API quản trị cổng) và server.mqtt_signature_key trong quản lý tham số',
    pt_BR: 'Nenhum gateway MQTT configurado: um administrador define server.mqtt_manager_api (host:porta da API de administração do gateway) e server.mqtt_signature_key em Gerenciamento de parâmetros',
  },
  failed: { zh_CN: 'MQTT 网关调用失败：{0}', zh_TW: 'MQTT 閘道呼叫失敗：{0}', en: 'The MQTT gateway call failed: {0}', de: 'Der Aufruf des MQTT-Gateways ist fehlgeschlagen: {0}', vi: 'Gọi cổng MQTT thất bại: {0}', pt_BR: 'A chamada ao gateway MQTT falhou: {0}' },
  noAssetsTool: {
    zh_CN: '设备 {0} 没有刷入主题的工具（self.assets.set_download_url），请先把固件升级到 2.0.0 或更高版本',
    zh_TW: '裝置 {0} 沒有刷入主題的工具（self.assets.set_download_url），請先把韌體升級到 2.0.0 或更高版本',
    en: 'Device {0} has no theme tool (self.assets.set_download_url): update its firmware to 2.0.0 or later first',
    de: 'Gerät {0} hat kein Theme-Tool (self.assets.set_download_url): Aktualisieren Sie zuerst seine Firmware auf 2.0.0 oder neuer',
    vi: 'Thiết bị {0} không có công cụ giao diện (self.assets.set_download_url): hãy cập nhật firmware lên 2.0.0 trở lên trước',
    pt_BR: 'O dispositivo {0} não tem a ferramenta de tema (self.assets.set_download_url): atualize o firmware para 2.0.0 ou mais recente primeiro',
  },
  toolRefused: { zh_CN: '设备拒绝了下载地址：{0}', zh_TW: '裝置拒絕了下載位址：{0}', en: 'The device refused the download URL: {0}', de: 'Das Gerät hat die Download-URL abgelehnt: {0}', vi: 'Thiết bị đã từ chối URL tải xuống: {0}', pt_BR: 'O dispositivo recusou a URL de download: {0}' },
} as const satisfies Record<string, Messages>;

/** Refusals of `POST /otaMag/uploadAssetsBin` before anything is stored. */
export const deviceAssetMessages = {
  fileMissing: { zh_CN: '请选择要上传的资源文件（字段 file）', zh_TW: '請選擇要上傳的資源檔案（欄位 file）', en: 'Choose an assets file to upload (field file)', de: 'Wählen Sie eine Ressourcendatei zum Hochladen (Feld file)', vi: 'Chọn tệp tài nguyên để tải lên (trường file)', pt_BR: 'Escolha um arquivo de recursos para enviar (campo file)' },
  fileType: { zh_CN: '只允许上传 .bin 格式的资源文件', zh_TW: '只允許上傳 .bin 格式的資源檔案', en: 'Only .bin assets files can be uploaded', de: 'Nur .bin-Ressourcendateien können hochgeladen werden', vi: 'Chỉ có thể tải lên tệp tài nguyên .bin', pt_BR: 'Apenas arquivos de recursos .bin podem ser enviados' },
  notAssets: {
    zh_CN: '这不是有效的 assets.bin 资源文件（{0}），请用主题生成器重新生成',
    zh_TW: '這不是有效的 assets.bin 資源檔案（{0}），請用主題產生器重新產生',
    en: 'This is not a valid assets.bin file ({0}); build it again with the theme generator',
    de: 'Dies ist keine gültige assets.bin-Datei ({0}); erstellen Sie sie mit dem Theme-Generator neu',
    vi: 'Đây không phải tệp assets.bin hợp lệ ({0}); hãy tạo lại bằng trình tạo giao diện',
    pt_BR: 'Este não é um arquivo assets.bin válido ({0}); gere-o novamente com o gerador de temas',
  },
  notUploaded: {
    zh_CN: '只能刷入在这里上传的资源文件：{0}',
    zh_TW: '只能刷入在這裡上傳的資源檔案：{0}',
    en: 'Only an assets file uploaded here can be flashed: {0}',
    de: 'Nur eine hier hochgeladene Ressourcendatei kann geflasht werden: {0}',
    vi: 'Chỉ nạp được tệp tài nguyên đã tải lên tại đây: {0}',
    pt_BR: 'Só um arquivo de recursos enviado aqui pode ser gravado: {0}',
  },
} as const satisfies Record<string, Messages>;
