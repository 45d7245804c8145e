import type { LocalizedText } from '../common/locale.ts';
/** API-key wordings; the codes follow the /v1 family: 612 no such key, 400 too many. */
export const apiKeyMessages = {
  noSuchKey: { zh_CN: 'API 密钥不存在', zh_TW: 'API 金鑰不存在', en: 'no such api key', de: 'Kein solcher API-Schlüssel', vi: 'Không có khóa API này', pt_BR: 'Chave de API inexistente' },
  tooMany: {
    zh_CN: '最多可创建 {0} 个 API 密钥，请先删除不用的密钥',
    zh_TW: '最多可建立 {0} 個 API 金鑰，請先刪除不用的金鑰',
    en: 'At most {0} API keys; delete one you no longer use first',
    de: 'Höchstens {0} API-Schlüssel; löschen Sie zuerst einen, den Sie nicht mehr verwenden',
    vi: 'Tối đa {0} khóa API; hãy xóa một khóa không còn dùng trước',
    pt_BR: 'No máximo {0} chaves de API; exclua primeiro uma que você não usa mais',
  },
  invalidKey: {
    zh_CN: 'API 密钥无效或已删除，或其所属账号已被禁用',
    zh_TW: 'API 金鑰無效或已刪除，或其所屬帳號已被停用',
    en: 'The API key is unknown or deleted, or its owner is disabled',
    de: 'Der API-Schlüssel ist unbekannt oder gelöscht, oder sein Besitzer ist deaktiviert',
    vi: 'Khóa API không xác định hoặc đã bị xóa, hoặc chủ sở hữu đã bị tắt',
    pt_BR: 'A chave de API é desconhecida ou foi excluída, ou o dono dela está desativado',
  },
  signInRequired: {
    zh_CN: 'API 密钥不能创建、查看或删除 API 密钥，也不能修改密码或查看密钥类参数，请登录控制台操作',
    zh_TW: 'API 金鑰不能建立、檢視或刪除 API 金鑰，也不能修改密碼或檢視金鑰類參數，請登入控制台操作',
    en: 'API keys cannot create, show or delete API keys, change the password or reveal secrets; sign in to the console instead',
    de: 'API-Schlüssel können keine API-Schlüssel erstellen, anzeigen oder löschen, kein Passwort ändern und keine Geheimnisse anzeigen; melden Sie sich stattdessen an der Konsole an',
    vi: 'Khóa API không thể tạo, xem hay xóa khóa API, đổi mật khẩu hoặc xem bí mật; hãy đăng nhập bảng điều khiển thay vào đó',
    pt_BR: 'Chaves de API não podem criar, mostrar ou excluir chaves de API, alterar a senha nem revelar segredos; entre no console para isso',
  },
  adminRefused: {
    zh_CN: 'API 密钥不能调用管理接口，请登录控制台操作',
    zh_TW: 'API 金鑰不能呼叫管理介面，請登入控制台操作',
    en: 'API keys cannot call admin routes; sign in to the console instead',
    de: 'API-Schlüssel können keine Admin-Routen aufrufen; melden Sie sich stattdessen an der Konsole an',
    vi: 'Khóa API không thể gọi route quản trị; hãy đăng nhập bảng điều khiển thay vào đó',
    pt_BR: 'Chaves de API não podem chamar rotas de administração; entre no console para isso',
  },
} as const satisfies Record<string, LocalizedText>;
