import type { LocalizedText } from '../common/locale.ts';
/**
 * MCP wordings: `en` is Lingxi's documented msg verbatim; the codes are 400/403 (HTTP number in
 * `code`), 612 no such, 613 in use, 614 exists, 502 upstream. All travel with HTTP 200 except 400/403, like
 * every other business error here, so the console shows `msg`.
 */
export const mcpErrorMessages = {
  noSuchMcp: { zh_CN: 'MCP 不存在', zh_TW: 'MCP 不存在', en: 'no such mcp', de: 'Kein solcher MCP', vi: 'Không có MCP này', pt_BR: 'MCP inexistente' },
  noSuchMcpServer: { zh_CN: 'MCP 服务不存在', zh_TW: 'MCP 服務不存在', en: 'no such mcp server', de: 'Kein solcher MCP-Server', vi: 'Không có máy chủ MCP này', pt_BR: 'Servidor MCP inexistente' },
  mcpInUse: { zh_CN: '该 MCP 正被智能体使用，无法删除', zh_TW: '該 MCP 正被智能體使用，無法刪除', en: 'cannot delete in use mcp', de: 'Ein verwendeter MCP kann nicht gelöscht werden', vi: 'Không thể xóa MCP đang được dùng', pt_BR: 'Não é possível excluir um MCP em uso' },
  mcpServerInUse: { zh_CN: '该 MCP 服务已有用户订阅，无法删除', zh_TW: '該 MCP 服務已有使用者訂閱，無法刪除', en: 'cannot delete in use mcp server', de: 'Ein verwendeter MCP-Server kann nicht gelöscht werden', vi: 'Không thể xóa máy chủ MCP đang được dùng', pt_BR: 'Não é possível excluir um servidor MCP em uso' },
  existingMcp: { zh_CN: '已存在同名的 MCP', zh_TW: '已存在同名的 MCP', en: 'existing mcp', de: 'MCP existiert bereits', vi: 'MCP đã tồn tại', pt_BR: 'O MCP já existe' },
  existingMcpServer: { zh_CN: '已存在同名的 MCP 服务', zh_TW: '已存在同名的 MCP 服務', en: 'existing mcp server', de: 'MCP-Server existiert bereits', vi: 'Máy chủ MCP đã tồn tại', pt_BR: 'O servidor MCP já existe' },
  invalidConfigType: { zh_CN: '不支持的配置类型（仅支持 sse）', zh_TW: '不支援的設定類型（僅支援 sse）', en: 'invalid config type', de: 'Ungültiger Konfigurationstyp', vi: 'Kiểu cấu hình không hợp lệ', pt_BR: 'Tipo de configuração inválido' },
  unsupportedConfigType: { zh_CN: '该 MCP 服务不支持此配置类型', zh_TW: '該 MCP 服務不支援此設定類型', en: 'unsupported config type', de: 'Nicht unterstützter Konfigurationstyp', vi: 'Kiểu cấu hình không được hỗ trợ', pt_BR: 'Tipo de configuração não suportado' },
  userOnlyPrivate: { zh_CN: '普通用户只能创建私有 MCP 服务', zh_TW: '一般使用者只能建立私有 MCP 服務', en: 'normal user only create private mcp server', de: 'Normale Benutzer können nur private MCP-Server erstellen', vi: 'Người dùng thường chỉ tạo được máy chủ MCP riêng tư', pt_BR: 'Usuários comuns só criam servidores MCP privados' },
  adminOnlyPublic: { zh_CN: '超级管理员只能创建公开 MCP 服务', zh_TW: '超級管理員只能建立公開 MCP 服務', en: 'admin user only create public mcp server', de: 'Administratoren können nur öffentliche MCP-Server erstellen', vi: 'Quản trị viên chỉ tạo được máy chủ MCP công khai', pt_BR: 'Administradores só criam servidores MCP públicos' },
  fetchToolsFailed: { zh_CN: '获取工具列表失败，请检查 URL 和鉴权配置', zh_TW: '取得工具清單失敗，請檢查 URL 和驗證設定', en: 'fetch tools failed', de: 'Tools konnten nicht abgerufen werden', vi: 'Không lấy được danh sách công cụ', pt_BR: 'Não foi possível obter as ferramentas' },
  toolCallFailed: { zh_CN: '工具调用失败', zh_TW: '工具呼叫失敗', en: 'tool call failed', de: 'Tool-Aufruf fehlgeschlagen', vi: 'Gọi công cụ thất bại', pt_BR: 'A chamada da ferramenta falhou' },
  privateAddress: { zh_CN: '不允许访问内网或本机地址：{0}', zh_TW: '不允許存取內網或本機位址：{0}', en: 'Private, loopback or link-local addresses are not allowed: {0}', de: 'Private, Loopback- oder Link-Local-Adressen sind nicht erlaubt: {0}', vi: 'Không cho phép địa chỉ riêng, loopback hoặc link-local: {0}', pt_BR: 'Endereços privados, de loopback ou link-local não são permitidos: {0}' },
  badUrl: { zh_CN: 'MCP 地址无效', zh_TW: 'MCP 位址無效', en: 'The MCP URL is not valid', de: 'Die MCP-URL ist ungültig', vi: 'URL MCP không hợp lệ', pt_BR: 'A URL do MCP não é válida' },
} as const satisfies Record<string, LocalizedText>;
export type McpErrorKey = keyof typeof mcpErrorMessages;
