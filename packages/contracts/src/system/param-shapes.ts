import type { LocalizedText } from '../common/locale.ts';
import { UPLOAD_ADMIN_QUOTA_PARAM, UPLOAD_QUOTA_PARAM } from '../uploads/upload-rules.ts';

/**
 * What a known param's value must look like (addresses the console calls itself, such as server.websocket, have
 * live checks of their own), so a mistyped edit is refused with a message instead of stored: a
 * sign-in key set to "true" once locked every user out. Params not listed keep only their declared value type.
 */
export type ParamShape =
  | { kind: 'boolean' }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'decimal'; min: number; max: number }
  | { kind: 'url'; schemes: readonly string[] }
  | { kind: 'hostPort' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'jsonObject'; keys: readonly string[] }
  | { kind: 'secret'; minLength: number; unsetAllowed?: boolean }
  | { kind: 'keyPair' }
  | { kind: 'origins' }
  | { kind: 'baseUrl' };

/** Web origins allowed to call the /v1 API from a browser (CORS); "null" or blank keeps it closed. */
export const CORS_ORIGINS_PARAM = 'api.cors_origins';

/**
 * This console's address as device servers reach it, e.g. `https://console.example.com` or `http://192.168.1.10:8002`
 * (a path prefix when a proxy serves it under one); the knowledge plugin's base_url. "null" or blank: the address the
 * device server itself called agent-models on.
 */
export const PUBLIC_URL_PARAM = 'server.public_url';

/** The bearer token Prometheus sends for GET /metrics; "null" or blank switches the metrics off. */
export const METRICS_TOKEN_PARAM = 'metrics.token';

/** One origin as a browser sends it: http(s)://host[:port], a trailing / tolerated, no path, query or wildcard. */
const ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?\/?$/i;

/**
 * The origins of a comma-separated `api.cors_origins` value, each lower-cased without a trailing /; [] for "null" or
 * blank, null when any item is not an http(s) origin (the whole value is then refused, never half applied).
 */
export function parseCorsOrigins(value: string): string[] | null {
  const text = value.trim();
  if (text === '' || text === 'null') return [];
  const items = text.split(',').map((item) => item.trim());
  if (items.some((item) => !ORIGIN.test(item))) return null;
  return [...new Set(items.map((item) => item.toLowerCase().replace(/\/$/, '')))];
}

const BOOLEAN: ParamShape = { kind: 'boolean' };
const seconds = (max: number): ParamShape => ({ kind: 'integer', min: 1, max });
const HTTP: ParamShape = { kind: 'url', schemes: ['http', 'https'] };
const STORAGE_BYTES: ParamShape = { kind: 'integer', min: 0, max: 1024 ** 5 };

const SHAPES: Record<string, ParamShape> = {
  'server.secret': { kind: 'secret', minLength: 16 },
  'server.public_key': { kind: 'keyPair' },
  'server.private_key': { kind: 'keyPair' },
  'server.allow_user_register': BOOLEAN,
  'server.enable_mobile_register': BOOLEAN,
  'server.auth.enabled': BOOLEAN,
  'server.allow_private_urls': BOOLEAN,
  'server.fronted_url': HTTP,
  'server.mqtt_manager_api': { kind: 'hostPort' },
  'server.sms_max_send_count': { kind: 'integer', min: 0, max: 1000 },
  'server.voiceprint_similarity_threshold': { kind: 'decimal', min: 0, max: 1 },
  'log.log_level': { kind: 'enum', values: ['TRACE', 'DEBUG', 'INFO', 'SUCCESS', 'WARNING', 'ERROR', 'CRITICAL'] },
  device_max_output_size: { kind: 'integer', min: 0, max: 10_000_000 },
  delete_audio: BOOLEAN,
  close_connection_no_voice_time: seconds(86_400),
  tts_timeout: seconds(600),
  tool_call_timeout: seconds(600),
  enable_wakeup_words_response_cache: BOOLEAN,
  enable_greeting: BOOLEAN,
  enable_stop_tts_notify: BOOLEAN,
  enable_websocket_ping: BOOLEAN,
  'end_prompt.enable': BOOLEAN,
  xiaozhi: { kind: 'jsonObject', keys: ['type', 'audio_params'] },
  'system-web.menu': { kind: 'jsonObject', keys: ['features'] },
  // At least a day, so a slip cannot wipe the log at the next sweep; at most ten years.
  'audit.retention_days': { kind: 'integer', min: 1, max: 3650 },
  [CORS_ORIGINS_PARAM]: { kind: 'origins' },
  [PUBLIC_URL_PARAM]: { kind: 'baseUrl' },
  [METRICS_TOKEN_PARAM]: { kind: 'secret', minLength: 16, unsetAllowed: true },
  // Bytes; 0 switches the limit off, at most a pebibyte.
  [UPLOAD_QUOTA_PARAM]: STORAGE_BYTES,
  [UPLOAD_ADMIN_QUOTA_PARAM]: STORAGE_BYTES,
};

/** Every `rate_limit.*` param: requests per minute, 0 switches the limit off. */
const RATE_LIMIT: ParamShape = { kind: 'integer', min: 0, max: 10_000_000 };

export function paramShapeOf(code: string): ParamShape | undefined {
  return SHAPES[code] ?? (code.startsWith('rate_limit.') ? RATE_LIMIT : undefined);
}

/** "null" and blank mean "not set" for the optional addresses (upstream seeds "null"). */
const isUnset = (value: string) => value === '' || value === 'null';

/** scheme://host[:port][/path…] with no spaces; contracts run in the browser too, so no URL class of a runtime. */
function isUrlWith(value: string, schemes: readonly string[]): boolean {
  const match = /^([a-z][a-z0-9+.-]*):\/\/(\[[0-9a-f:.]+\]|[^\s/?#:[\]]+)(:\d{1,5})?([/?#]\S*)?$/i.exec(value);
  return match !== null && schemes.includes(match[1]!.toLowerCase());
}

/** One http(s) address with an optional path, no query or fragment; a trailing / is tolerated. */
const BASE_URL = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?(\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?$/i;

/** The public address without a trailing /, or null when unset ("null", blank) or not an http(s) address. */
export function parsePublicUrl(value: string | undefined | null): string | null {
  const text = (value ?? '').trim();
  if (isUnset(text) || !BASE_URL.test(text)) return null;
  return text.replace(/\/+$/, '');
}

function isJsonObjectWith(value: string, keys: readonly string[]): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && keys.every((key) => key in parsed);
  } catch {
    return false;
  }
}

const NUMBER = /^-?\d+(\.\d+)?$/;

type Fits<K extends ParamShape['kind']> = (shape: Extract<ParamShape, { kind: K }>, value: string) => boolean;
const inRange = (value: string, min: number, max: number) => Number(value) >= min && Number(value) <= max;

const FITS: { [K in ParamShape['kind']]: Fits<K> } = {
  boolean: (_, value) => value === 'true' || value === 'false',
  integer: (shape, value) => /^-?\d+$/.test(value) && inRange(value, shape.min, shape.max),
  decimal: (shape, value) => NUMBER.test(value) && inRange(value, shape.min, shape.max),
  url: (shape, value) => isUnset(value) || value.split(';').every((item) => isUrlWith(item.trim(), shape.schemes)),
  hostPort: (_, value) => isUnset(value) || /^[A-Za-z0-9.-]+:\d{1,5}$/.test(value),
  enum: (shape, value) => shape.values.includes(value.toUpperCase()),
  jsonObject: (shape, value) => isJsonObjectWith(value, shape.keys),
  secret: (shape, value) => (shape.unsetAllowed === true && isUnset(value)) || (value.length >= shape.minLength && !/\s/.test(value)),
  // Never typed by hand: the pair is only replaced through regeneration.
  keyPair: () => false,
  origins: (_, value) => parseCorsOrigins(value) !== null,
  baseUrl: (_, value) => isUnset(value) || parsePublicUrl(value) !== null,
};

/** Whether `value` fits the shape. */
export function fitsParamShape(shape: ParamShape, raw: string): boolean {
  return (FITS[shape.kind] as Fits<ParamShape['kind']>)(shape as never, raw.trim());
}

type Texts = LocalizedText;

/** The rule in words, for the edit form's hint and the refusal message. */
export function describeParamShape(shape: ParamShape): Texts {
  switch (shape.kind) {
    case 'boolean':
      return { zh_CN: 'true 或 false', zh_TW: 'true 或 false', en: 'true or false', de: 'true oder false', vi: 'true hoặc false', pt_BR: 'true ou false' };
    case 'integer':
      return { zh_CN: `${shape.min} 到 ${shape.max} 之间的整数`, zh_TW: `${shape.min} 到 ${shape.max} 之間的整數`, en: `a whole number from ${shape.min} to ${shape.max}`, de: `eine ganze Zahl von ${shape.min} bis ${shape.max}`, vi: `số nguyên từ ${shape.min} đến ${shape.max}`, pt_BR: `um número inteiro de ${shape.min} a ${shape.max}` };
    case 'decimal':
      return { zh_CN: `${shape.min} 到 ${shape.max} 之间的数字`, zh_TW: `${shape.min} 到 ${shape.max} 之間的數字`, en: `a number from ${shape.min} to ${shape.max}`, de: `eine Zahl von ${shape.min} bis ${shape.max}`, vi: `số từ ${shape.min} đến ${shape.max}`, pt_BR: `um número de ${shape.min} a ${shape.max}` };
    case 'url': {
      const schemes = shape.schemes.map((scheme) => `${scheme}://`).join(' / ');
      return { zh_CN: `以 ${schemes} 开头的地址（多个用 ; 分隔），或 null`, zh_TW: `以 ${schemes} 開頭的位址（多個用 ; 分隔），或 null`, en: `an address starting with ${schemes} (several separated by ;), or null`, de: `eine Adresse, die mit ${schemes} beginnt (mehrere durch ; getrennt), oder null`, vi: `địa chỉ bắt đầu bằng ${schemes} (nhiều địa chỉ phân cách bằng ;), hoặc null`, pt_BR: `um endereço que comece com ${schemes} (vários separados por ;), ou null` };
    }
    case 'hostPort':
      return { zh_CN: '主机:端口，例如 192.168.1.10:8007，或 null', zh_TW: '主機:連接埠，例如 192.168.1.10:8007，或 null', en: 'host:port, e.g. 192.168.1.10:8007, or null', de: 'host:port, z. B. 192.168.1.10:8007, oder null', vi: 'host:port, vd. 192.168.1.10:8007, hoặc null', pt_BR: 'host:porta, ex.: 192.168.1.10:8007, ou null' };
    case 'enum':
      return { zh_CN: `以下之一：${shape.values.join('、')}`, zh_TW: `以下之一：${shape.values.join('、')}`, en: `one of ${shape.values.join(', ')}`, de: `eines von ${shape.values.join(', ')}`, vi: `một trong ${shape.values.join(', ')}`, pt_BR: `um de ${shape.values.join(', ')}` };
    case 'jsonObject':
      return { zh_CN: `含有 ${shape.keys.join('、')} 的 JSON 对象`, zh_TW: `含有 ${shape.keys.join('、')} 的 JSON 物件`, en: `a JSON object with ${shape.keys.join(', ')}`, de: `ein JSON-Objekt mit ${shape.keys.join(', ')}`, vi: `đối tượng JSON có ${shape.keys.join(', ')}`, pt_BR: `um objeto JSON com ${shape.keys.join(', ')}` };
    case 'secret': {
      const or = shape.unsetAllowed ? { zh_CN: '，或 null', zh_TW: '，或 null', en: ', or null', de: ', oder null', vi: ', hoặc null', pt_BR: ', ou null' } : { zh_CN: '', zh_TW: '', en: '', de: '', vi: '', pt_BR: '' };
      return { zh_CN: `至少 ${shape.minLength} 个字符且不含空白${or.zh_CN}`, zh_TW: `至少 ${shape.minLength} 個字元且不含空白${or.zh_TW}`, en: `at least ${shape.minLength} characters without spaces${or.en}`, de: `mindestens ${shape.minLength} Zeichen ohne Leerzeichen${or.de}`, vi: `ít nhất ${shape.minLength} ký tự không có khoảng trắng${or.vi}`, pt_BR: `no mínimo ${shape.minLength} caracteres sem espaços${or.pt_BR}` };
    }
    case 'origins':
      return {
        zh_CN: '以英文逗号分隔的网页来源，每个形如 https://app.example.com 或 http://192.168.1.10:8080（不含路径），或 null 表示不允许跨域',
        zh_TW: '以英文逗號分隔的網頁來源，每個形如 https://app.example.com 或 http://192.168.1.10:8080（不含路徑），或 null 表示不允許跨域',
        en: 'web origins separated by commas, each like https://app.example.com or http://192.168.1.10:8080 (no path), or null to allow none',
        de: 'Web-Origins durch Kommas getrennt, jeweils wie https://app.example.com oder http://192.168.1.10:8080 (ohne Pfad), oder null, um keine zu erlauben',
        vi: 'các origin web phân cách bằng dấu phẩy, mỗi cái dạng https://app.example.com hoặc http://192.168.1.10:8080 (không có đường dẫn), hoặc null để không cho phép cái nào',
        pt_BR: 'origens web separadas por vírgulas, cada uma como https://app.example.com ou http://192.168.1.10:8080 (sem caminho), ou null para não permitir nenhuma',
      };
    case 'baseUrl':
      return {
        zh_CN: '设备服务访问本控制台的地址，形如 https://console.example.com 或 http://192.168.1.10:8002（可带路径，不含 ? 和 #），或 null 表示使用设备服务请求配置时所用的地址',
        zh_TW: '裝置服務存取本控制台的位址，形如 https://console.example.com 或 http://192.168.1.10:8002（可帶路徑，不含 ? 和 #），或 null 表示使用裝置服務請求設定時所用的位址',
        en: 'the address device servers reach this console at, like https://console.example.com or http://192.168.1.10:8002 (a path is allowed, no ? or #), or null for the address the device server fetched its config from',
        de: 'die Adresse, unter der Geräteserver diese Konsole erreichen, wie https://console.example.com oder http://192.168.1.10:8002 (ein Pfad ist erlaubt, kein ? oder #), oder null für die Adresse, von der der Geräteserver seine Konfiguration abgerufen hat',
        vi: 'địa chỉ mà máy chủ thiết bị dùng để truy cập bảng điều khiển này, như https://console.example.com hoặc http://192.168.1.10:8002 (cho phép đường dẫn, không có ? hay #), hoặc null để dùng địa chỉ mà máy chủ thiết bị đã lấy cấu hình',
        pt_BR: 'o endereço pelo qual os servidores de dispositivos alcançam este console, como https://console.example.com ou http://192.168.1.10:8002 (caminho permitido, sem ? nem #), ou null para o endereço de onde o servidor de dispositivos buscou a configuração',
      };
    case 'keyPair':
      return { zh_CN: '只能通过“重新生成密钥对”更换', zh_TW: '只能透過「重新產生金鑰對」更換', en: 'only replaced by "Regenerate key pair"', de: 'wird nur durch „Schlüsselpaar neu erzeugen“ ersetzt', vi: 'chỉ được thay bằng “Tạo lại cặp khóa”', pt_BR: 'só é substituída por “Gerar novo par de chaves”' };
  }
}
