/** Binding knowledge bases to agents, and the RAGFlow-compatible route devices retrieve through. */
export const knowledgeRetrievalMessages = {
  /** PUT /agent/{id}: a datasetIds entry that is not one of the caller's knowledge bases (612). */
  noSuchAgentDataset: {
    zh_CN: '知识库不存在：{0}（datasetIds），未保存',
    zh_TW: '知識庫不存在：{0}（datasetIds），未儲存',
    en: 'no such dataset: {0} (datasetIds); nothing was saved',
  },
  tooManyAgentDatasets: {
    zh_CN: '一个智能体最多关联 {0} 个知识库（datasetIds 与知识库功能合计），未保存',
    zh_TW: '一個智能體最多關聯 {0} 個知識庫（datasetIds 與知識庫功能合計），未儲存',
    en: 'An agent can use at most {0} datasets (datasetIds and knowledge-base functions together); nothing was saved',
  },
  keyMissing: {
    zh_CN: '缺少知识库密钥：请在请求头中提供 Authorization: Bearer <api_key>',
    zh_TW: '缺少知識庫金鑰：請在請求標頭中提供 Authorization: Bearer <api_key>',
    en: 'Authentication error: send the knowledge key as Authorization: Bearer <api_key>',
  },
  keyInvalid: {
    zh_CN: '知识库密钥无效或已更换：请让设备服务重新获取智能体配置',
    zh_TW: '知識庫金鑰無效或已更換：請讓裝置服務重新取得智能體設定',
    en: 'Authentication error: the knowledge key is invalid or was replaced; let the device server fetch the agent config again',
  },
  tooManyWrongKeys: {
    zh_CN: '知识库密钥错误次数过多，请稍后再试',
    zh_TW: '知識庫金鑰錯誤次數過多，請稍後再試',
    en: 'Too many wrong knowledge keys from this address; try again later',
  },
  datasetNotAllowed: {
    zh_CN: '该密钥不能检索知识库 {0}（不属于此智能体）',
    zh_TW: '該金鑰不能檢索知識庫 {0}（不屬於此智能體）',
    en: "You don't own the dataset {0}: this key only reads its agent's datasets",
  },
} as const satisfies Record<string, Record<'zh_CN' | 'zh_TW' | 'en', string>>;
