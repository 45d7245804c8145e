import type { Localized } from '../../lib/app-error.ts';

/** The doctor's explanations; `{0}`, `{1}` are filled with addresses and times. */
export const DOCTOR_WORDS = {
  frontedUnset: {
    zh_CN: '未设置 server.fronted_url：设备只播报 6 位激活码，不会告诉用户去哪个网址绑定。',
    zh_TW: '未設定 server.fronted_url：裝置只播報 6 位啟用碼，不會告訴使用者去哪個網址綁定。',
    en: 'server.fronted_url is not set: devices announce only the 6-digit code, not where to bind it.',
  },
  frontedLoopback: {
    zh_CN: '{0} 指向本机（localhost/127.x），设备会把这个地址显示给用户，但它只在控制台所在的机器上能打开。请填写用户浏览器能访问的地址。',
    zh_TW: '{0} 指向本機（localhost/127.x），裝置會把這個位址顯示給使用者，但它只在控制台所在的機器上能開啟。請填寫使用者瀏覽器能存取的位址。',
    en: '{0} points at this machine (localhost/127.x). Devices show it to users, but it only opens on the console\'s own machine; use an address users\' browsers can reach.',
  },
  frontedOk: {
    zh_CN: '设备播报激活码时会同时显示这个地址，用户在这里绑定。',
    zh_TW: '裝置播報啟用碼時會同時顯示這個位址，使用者在這裡綁定。',
    en: 'Devices show this address with their activation code; users bind them there.',
  },
  frontedPlaceholder: {
    zh_CN: 'server.fronted_url 仍是默认的示例地址 {0}：设备会把它显示给用户，但它不是你的控制台。请改成控制台的真实地址。',
    zh_TW: 'server.fronted_url 仍是預設的範例位址 {0}：裝置會把它顯示給使用者，但它不是你的控制台。請改成控制台的真實位址。',
    en: 'server.fronted_url is still the example address {0}: devices show it to users, but it is not your console. Set the console\'s real address.',
  },
  otaUnsetLoopback: {
    zh_CN: '未设置 server.ota，而控制台是通过本机地址打开的：使用说明里显示的 {0} 设备无法访问。请设置 server.ota，或用局域网 IP / 域名打开控制台。',
    zh_TW: '未設定 server.ota，而控制台是透過本機位址開啟的：使用說明裡顯示的 {0} 裝置無法存取。請設定 server.ota，或用區域網路 IP / 網域名稱開啟控制台。',
    en: 'server.ota is not set and the console was opened by a loopback address: the usage guide shows {0}, which devices cannot reach. Set server.ota, or open the console by its LAN IP or domain name.',
  },
  okAddress: { zh_CN: '{0} 可以访问，格式正确。', zh_TW: '{0} 可以存取，格式正確。', en: '{0} is reachable and well formed.' },
  otaUnset: {
    zh_CN: '未设置 server.ota：使用说明里显示的是控制台自己的地址 {0}。设备刷入的 OTA 地址必须是设备能访问的地址。',
    zh_TW: '未設定 server.ota：使用說明裡顯示的是控制台自己的位址 {0}。裝置燒錄的 OTA 位址必須是裝置能存取的位址。',
    en: 'server.ota is not set: the usage guide shows this console\'s own address {0}. The OTA address flashed into devices must be one they can reach.',
  },
  websocketUnset: {
    zh_CN: '未设置 server.websocket：设备收到的是按它访问的主机猜测的 {0}。请填写设备服务器（xiaozhi-server）的真实 ws 地址。',
    zh_TW: '未設定 server.websocket：裝置收到的是按它存取的主機猜測的 {0}。請填寫裝置伺服器（xiaozhi-server）的真實 ws 位址。',
    en: 'server.websocket is not set: devices are sent {0}, guessed from the host they called. Set the device server\'s (xiaozhi-server) real ws address.',
  },
  mixedContent: {
    zh_CN: '控制台页面通过 HTTPS 打开，而 {0} 是 ws://：浏览器会阻止 HTTPS 页面连接 ws://（页面里的测试对话连不上），设备本身不受影响。需要时请为设备服务器配置 wss://。',
    zh_TW: '控制台頁面透過 HTTPS 開啟，而 {0} 是 ws://：瀏覽器會阻擋 HTTPS 頁面連線 ws://（頁面裡的測試對話連不上），裝置本身不受影響。需要時請為裝置伺服器設定 wss://。',
    en: 'The console page is open over HTTPS but {0} is ws://: browsers block ws:// from an HTTPS page (in-page test chats cannot connect); devices are not affected. Serve the device server over wss:// if you need that.',
  },
  plainAfterTls: {
    zh_CN: 'OTA 地址使用 HTTPS，而 {0} 是未加密的 ws://：设备的语音会以明文传输。',
    zh_TW: 'OTA 位址使用 HTTPS，而 {0} 是未加密的 ws://：裝置的語音會以明文傳輸。',
    en: 'The OTA address uses HTTPS but {0} is unencrypted ws://: devices\' audio travels in clear text.',
  },
  mqttUnused: {
    zh_CN: '未配置 MQTT 网关：设备只使用 WebSocket，这是正常的。',
    zh_TW: '未設定 MQTT 閘道：裝置只使用 WebSocket，這是正常的。',
    en: 'No MQTT gateway is configured: devices use WebSocket only, which is fine.',
  },
  mqttNoKey: {
    zh_CN: '已设置 server.mqtt_gateway，但 server.mqtt_signature_key 为空：设备收不到 MQTT 设置。',
    zh_TW: '已設定 server.mqtt_gateway，但 server.mqtt_signature_key 為空：裝置收不到 MQTT 設定。',
    en: 'server.mqtt_gateway is set but server.mqtt_signature_key is empty: devices are sent no MQTT settings.',
  },
  mqttLoopback: {
    zh_CN: 'MQTT 地址 {0} 指向本机，设备无法连接。',
    zh_TW: 'MQTT 位址 {0} 指向本機，裝置無法連線。',
    en: 'The MQTT address {0} points at this machine; devices cannot connect to it.',
  },
  mqttOk: { zh_CN: '设备会收到 MQTT 设置，端点为 {0}。', zh_TW: '裝置會收到 MQTT 設定，端點為 {0}。', en: 'Devices are sent MQTT settings for endpoint {0}.' },
  gatewayUnset: {
    zh_CN: '未设置 server.mqtt_manager_api：在线状态按设备最近一次联系（10 分钟内）判断。',
    zh_TW: '未設定 server.mqtt_manager_api：線上狀態按裝置最近一次聯絡（10 分鐘內）判斷。',
    en: 'server.mqtt_manager_api is not set: online status comes from when each device was last heard from (within 10 minutes).',
  },
  gatewayOk: { zh_CN: 'MQTT 网关管理接口 {0} 应答正常，在线状态以它为准。', zh_TW: 'MQTT 閘道管理介面 {0} 應答正常，線上狀態以它為準。', en: 'The MQTT gateway API {0} answers; online status comes from it.' },
  gatewayFailed: {
    zh_CN: 'MQTT 网关管理接口 {0} 无法使用（{1}）：在线状态改按最近联系时间显示。请检查地址、端口和 server.mqtt_signature_key。',
    zh_TW: 'MQTT 閘道管理介面 {0} 無法使用（{1}）：線上狀態改按最近聯絡時間顯示。請檢查位址、連接埠和 server.mqtt_signature_key。',
    en: 'The MQTT gateway API {0} did not work ({1}): online status falls back to last seen. Check the address, the port and server.mqtt_signature_key.',
  },
  secretUnset: {
    zh_CN: 'server.secret 为空：设备服务器无法向控制台认证。',
    zh_TW: 'server.secret 為空：裝置伺服器無法向控制台認證。',
    en: 'server.secret is empty: no device server can authenticate to the console.',
  },
  secretWrong: {
    zh_CN: '{0} 有设备服务器（来自 {1}）使用了错误的密钥。请把参数 server.secret 复制到它 data/.config.yaml 的 manager-api.secret。',
    zh_TW: '{0} 有裝置伺服器（來自 {1}）使用了錯誤的密鑰。請把參數 server.secret 複製到它 data/.config.yaml 的 manager-api.secret。',
    en: 'At {0} a device server (from {1}) used a wrong secret. Copy the server.secret param into its data/.config.yaml as manager-api.secret.',
  },
  secretOk: {
    zh_CN: 'server.secret 已设置，最近 24 小时没有设备服务器使用错误的密钥。',
    zh_TW: 'server.secret 已設定，最近 24 小時沒有裝置伺服器使用錯誤的密鑰。',
    en: 'server.secret is set and no device server used a wrong secret in the last 24 hours.',
  },
  authDisabled: {
    zh_CN: 'server.auth.enabled 为 false：设备收到空的 WebSocket 令牌，任何知道 MAC 的人都能连接设备服务器。',
    zh_TW: 'server.auth.enabled 為 false：裝置收到空的 WebSocket 權杖，任何知道 MAC 的人都能連線裝置伺服器。',
    en: 'server.auth.enabled is false: devices get an empty WebSocket token, so anyone who knows a MAC can use the device server.',
  },
  agentModelsOk: {
    zh_CN: '设备服务器为 {0} 拉取配置时会收到下面的内容（密钥已打码）。',
    zh_TW: '裝置伺服器為 {0} 拉取設定時會收到下面的內容（密鑰已遮蔽）。',
    en: 'When the device server fetches the config for {0} it gets what is shown below (secrets masked).',
  },
  deviceUnknown: {
    zh_CN: '{0} 还没有绑定：它会收到激活码，设备服务器拉取配置会得到 10041/10042。',
    zh_TW: '{0} 還沒有綁定：它會收到啟用碼，裝置伺服器拉取設定會得到 10041/10042。',
    en: '{0} is not bound: it is sent an activation code, and the device server\'s config fetch gets 10041/10042.',
  },
} satisfies Record<string, Localized>;

export type DoctorWord = keyof typeof DOCTOR_WORDS;
