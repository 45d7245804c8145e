import type { LocalizedText } from '../common/locale.ts';
/** Binding knowledge bases to agents, and the RAGFlow-compatible route devices retrieve through. */
export const knowledgeRetrievalMessages = {
  /** PUT /agent/{id}: a datasetIds entry that is not one of the caller's knowledge bases (612). */
  noSuchAgentDataset: {
    zh_CN: '知识库不存在：{0}（datasetIds），未保存',
    zh_TW: '知識庫不存在：{0}（datasetIds），未儲存',
    en: 'no such dataset: {0} (datasetIds); nothing was saved',
    de: 'Keine solche Wissensdatenbank: {0} (datasetIds); nichts wurde gespeichert',
    vi: 'Không có cơ sở tri thức này: {0} (datasetIds); chưa lưu gì',
    pt_BR: 'Base de conhecimento inexistente: {0} (datasetIds); nada foi salvo',
  },
  tooManyAgentDatasets: {
    zh_CN: '一个智能体最多关联 {0} 个知识库（datasetIds 与知识库功能合计），未保存',
    zh_TW: '一個智能體最多關聯 {0} 個知識庫（datasetIds 與知識庫功能合計），未儲存',
    en: 'An agent can use at most {0} datasets (datasetIds and knowledge-base functions together); nothing was saved',
    de: 'Ein Agent kann höchstens {0} Wissensdatenbanken verwenden (datasetIds und Wissensdatenbank-Funktionen zusammen); nichts wurde gespeichert',
    vi: 'Mỗi agent dùng tối đa {0} cơ sở tri thức (tính chung datasetIds và chức năng cơ sở tri thức); chưa lưu gì',
    pt_BR: 'Um agente pode usar no máximo {0} bases de conhecimento (datasetIds e funções de base de conhecimento juntos); nada foi salvo',
  },
  keyMissing: {
    zh_CN: '缺少知识库密钥：请在请求头中提供 Authorization: Bearer <api_key>',
    zh_TW: '缺少知識庫金鑰：請在請求標頭中提供 Authorization: Bearer <api_key>',
    en: 'Authentication error: send the knowledge key as Authorization: Bearer <api_key>',
    de: 'Authentifizierungsfehler: Senden Sie den Wissensschlüssel als Authorization: Bearer <api_key>',
    vi: 'Lỗi xác thực: hãy gửi khóa tri thức dưới dạng Authorization: Bearer <api_key>',
    pt_BR: 'Erro de autenticação: envie a chave de conhecimento como Authorization: Bearer <api_key>',
  },
  keyInvalid: {
    zh_CN: '密钥无效或已更换：智能体的知识库密钥请让设备服务重新获取智能体配置；个人 API 密钥请在「API 密钥」中确认它未被删除或吊销',
    zh_TW: '金鑰無效或已更換：智能體的知識庫金鑰請讓裝置服務重新取得智能體設定；個人 API 金鑰請在「API 金鑰」中確認它未被刪除或撤銷',
    en: 'Authentication error: the key is invalid or was replaced; for an agent knowledge key let the device server fetch the agent config again, for an API key check it was not deleted or revoked',
    de: 'Authentifizierungsfehler: Der Schlüssel ist ungültig oder wurde ersetzt; bei einem Agenten-Wissensschlüssel lassen Sie den Geräteserver die Agentenkonfiguration erneut abrufen, bei einem API-Schlüssel prüfen Sie, ob er gelöscht oder widerrufen wurde',
    vi: 'Lỗi xác thực: khóa không hợp lệ hoặc đã bị thay; với khóa tri thức của agent, hãy để máy chủ thiết bị lấy lại cấu hình agent, với khóa API hãy kiểm tra xem nó có bị xóa hay thu hồi không',
    pt_BR: 'Erro de autenticação: a chave é inválida ou foi substituída; para a chave de conhecimento de um agente, deixe o servidor de dispositivos buscar a configuração do agente de novo; para uma chave de API, verifique se ela não foi excluída ou revogada',
  },
  tooManyWrongKeys: {
    zh_CN: '知识库密钥错误次数过多，请稍后再试',
    zh_TW: '知識庫金鑰錯誤次數過多，請稍後再試',
    en: 'Too many wrong knowledge keys from this address; try again later',
    de: 'Zu viele falsche Wissensschlüssel von dieser Adresse; versuchen Sie es später erneut',
    vi: 'Quá nhiều khóa tri thức sai từ địa chỉ này; hãy thử lại sau',
    pt_BR: 'Chaves de conhecimento erradas demais a partir deste endereço; tente novamente mais tarde',
  },
  /** Dify's external knowledge API (error_code 1001, 1002, 2001). */
  difyAuthorizationFormat: {
    zh_CN: 'Authorization 请求头格式无效，应为 Bearer <API 密钥>',
    zh_TW: 'Authorization 請求標頭格式無效，應為 Bearer <API 金鑰>',
    en: "Invalid Authorization header format. Expected 'Bearer <api-key>' format.",
    de: "Ungültiges Format des Authorization-Headers. Erwartet wird das Format 'Bearer <api-key>'.",
    vi: "Định dạng header Authorization không hợp lệ. Cần định dạng 'Bearer <api-key>'.",
    pt_BR: "Formato do cabeçalho Authorization inválido. Esperado o formato 'Bearer <api-key>'.",
  },
  difyAuthorizationFailed: {
    zh_CN: '鉴权失败：API 密钥无效、已删除或已吊销',
    zh_TW: '驗證失敗：API 金鑰無效、已刪除或已撤銷',
    en: 'Authorization failed: the API key is invalid, deleted or revoked',
    de: 'Autorisierung fehlgeschlagen: Der API-Schlüssel ist ungültig, gelöscht oder widerrufen',
    vi: 'Ủy quyền thất bại: khóa API không hợp lệ, đã bị xóa hoặc thu hồi',
    pt_BR: 'Falha na autorização: a chave de API é inválida, foi excluída ou revogada',
  },
  difyKnowledgeNotFound: {
    zh_CN: '知识库不存在：{0}（外部知识库 ID 应为本账号的知识库 ID）',
    zh_TW: '知識庫不存在：{0}（外部知識庫 ID 應為本帳號的知識庫 ID）',
    en: 'The knowledge does not exist: {0} (the external knowledge ID must be one of your knowledge base ids)',
    de: 'Das Wissen existiert nicht: {0} (die externe Wissens-ID muss eine Ihrer Wissensdatenbank-IDs sein)',
    vi: 'Tri thức không tồn tại: {0} (ID tri thức bên ngoài phải là một trong các ID cơ sở tri thức của bạn)',
    pt_BR: 'O conhecimento não existe: {0} (o ID de conhecimento externo deve ser um dos ids das suas bases de conhecimento)',
  },
  datasetNotAllowed: {
    zh_CN: '该密钥不能检索知识库 {0}（不属于此智能体或此账号）',
    zh_TW: '該金鑰不能檢索知識庫 {0}（不屬於此智能體或此帳號）',
    en: "You don't own the dataset {0}: this key only reads its agent's (an API key: its owner's) datasets",
    de: "Die Wissensdatenbank {0} gehört Ihnen nicht: Dieser Schlüssel liest nur die Wissensdatenbanken seines Agenten (bei einem API-Schlüssel: die seines Besitzers)",
    vi: "Bạn không sở hữu cơ sở tri thức {0}: khóa này chỉ đọc được cơ sở tri thức của agent của nó (với khóa API: của chủ sở hữu)",
    pt_BR: "A base de conhecimento {0} não é sua: esta chave só lê as bases de conhecimento do agente dela (no caso de uma chave de API: as do dono)",
  },
} as const satisfies Record<string, LocalizedText>;
