import type { Localized } from '../../lib/app-error.ts';

/** Why an outbound connection failed, in words an administrator can act on. */
export type NetFailure = 'refused' | 'dns' | 'timeout' | 'tls' | 'closed' | 'rejected' | 'other';

const WORDS: Record<Exclude<NetFailure, 'other' | 'rejected'>, Localized> = {
  refused: { zh_CN: '连接被拒绝（服务未启动或端口错误）', zh_TW: '連線被拒絕（服務未啟動或連接埠錯誤）', en: 'connection refused (service not running or wrong port)', de: 'Verbindung abgelehnt (Dienst läuft nicht oder falscher Port)', vi: 'kết nối bị từ chối (dịch vụ chưa chạy hoặc sai cổng)', pt_BR: 'conexão recusada (serviço parado ou porta errada)' },
  dns: { zh_CN: '无法解析主机名', zh_TW: '無法解析主機名稱', en: 'the host name could not be resolved', de: 'der Hostname konnte nicht aufgelöst werden', vi: 'không phân giải được tên máy chủ', pt_BR: 'não foi possível resolver o nome do host' },
  timeout: { zh_CN: '连接超时', zh_TW: '連線逾時', en: 'the connection timed out', de: 'Zeitüberschreitung der Verbindung', vi: 'kết nối quá thời gian chờ', pt_BR: 'a conexão expirou' },
  tls: { zh_CN: 'TLS 证书校验失败', zh_TW: 'TLS 憑證驗證失敗', en: 'the TLS certificate was not accepted', de: 'das TLS-Zertifikat wurde nicht akzeptiert', vi: 'chứng chỉ TLS không được chấp nhận', pt_BR: 'o certificado TLS não foi aceito' },
  closed: { zh_CN: '连接被对方关闭', zh_TW: '連線被對方關閉', en: 'the connection was closed by the other side', de: 'die Verbindung wurde von der Gegenseite geschlossen', vi: 'phía bên kia đã đóng kết nối', pt_BR: 'a conexão foi encerrada pelo outro lado' },
};

const BY_CODE: Record<string, NetFailure> = {
  ECONNREFUSED: 'refused',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  ECONNRESET: 'closed',
  UND_ERR_SOCKET: 'closed',
};

const codeOf = (error: unknown): string => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return String(e?.code ?? e?.cause?.code ?? '');
};

/** fetch wraps the socket error in `cause`; ws hands it over as is. */
export function classifyNetError(error: unknown): NetFailure {
  const code = codeOf(error);
  if (BY_CODE[code]) return BY_CODE[code];
  if ((error as Error | undefined)?.name === 'TimeoutError') return 'timeout';
  if (code.startsWith('ERR_TLS') || code.includes('CERT')) return 'tls';
  return 'other';
}

/** The reason as a message parameter; `detail` (e.g. "HTTP 401" or the error text) fills the rest. */
export function describeNetFailure(kind: NetFailure, detail: string): Localized | string {
  if (kind === 'rejected') return { zh_CN: `握手被拒绝：${detail}`, zh_TW: `交握被拒絕：${detail}`, en: `handshake rejected: ${detail}`, de: `Handshake abgelehnt: ${detail}`, vi: `bắt tay bị từ chối: ${detail}`, pt_BR: `handshake recusado: ${detail}` };
  if (kind === 'other') return detail;
  return WORDS[kind];
}
