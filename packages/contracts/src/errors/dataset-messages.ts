/** Knowledge-base wordings: 612 no such, 613 in use or not empty, 614 name taken. */
export const datasetMessages = {
  noSuchDataset: { zh_CN: '知识库不存在', zh_TW: '知識庫不存在', en: 'no such dataset' },
  noSuchDocument: { zh_CN: '文档不存在', zh_TW: '文件不存在', en: 'no such document' },
  noSuchSegment: { zh_CN: '分段不存在', zh_TW: '分段不存在', en: 'no such segment' },
  existingDataset: { zh_CN: '已有同名知识库', zh_TW: '已有同名知識庫', en: 'existing dataset' },
  datasetInUse: {
    zh_CN: '知识库正被智能体使用（{0}），请先在角色配置中取消关联',
    zh_TW: '知識庫正被智能體使用（{0}），請先在角色設定中取消關聯',
    en: 'The dataset is used by an agent ({0}); unlink it in role configuration first',
  },
  datasetNotEmpty: {
    zh_CN: '知识库中还有 {0} 个文档，请先删除文档',
    zh_TW: '知識庫中還有 {0} 個文件，請先刪除文件',
    en: 'The dataset still has {0} documents; delete them first',
  },
  documentBusy: {
    zh_CN: '文档正在处理中，请等待完成后再操作',
    zh_TW: '文件正在處理中，請等待完成後再操作',
    en: 'The document is still being processed; try again when it is done',
  },
  noSource: {
    zh_CN: '请上传文件（file）或提供 url、text 之一',
    zh_TW: '請上傳檔案（file）或提供 url、text 之一',
    en: 'Send a file, or one of url and text',
  },
  badProcessRule: { zh_CN: '分段规则（data.process_rule）无效：{0}', zh_TW: '分段規則（data.process_rule）無效：{0}', en: 'The process rule (data.process_rule) is not valid: {0}' },
  unsupportedType: {
    zh_CN: '不支持的文件类型「{0}」，支持 PDF、DOCX、Markdown、TXT、HTML、CSV',
    zh_TW: '不支援的檔案類型「{0}」，支援 PDF、DOCX、Markdown、TXT、HTML、CSV',
    en: 'Unsupported file type "{0}"; use PDF, DOCX, Markdown, TXT, HTML or CSV',
  },
  noEmbeddingModel: {
    zh_CN: '语义检索和混合检索需要先在模型配置中设置向量模型（Embedding）；未设置时请用关键词检索',
    zh_TW: '語意檢索和混合檢索需要先在模型設定中設定向量模型（Embedding）；未設定時請用關鍵字檢索',
    en: 'Semantic and hybrid search need an embedding model in model configuration; use keyword search until one is set',
  },
  fileTooLarge: { zh_CN: '文件超过 {0} MB', zh_TW: '檔案超過 {0} MB', en: 'The file is larger than {0} MB' },
  embeddingFailed: {
    zh_CN: '向量模型调用失败：{0}',
    zh_TW: '向量模型呼叫失敗：{0}',
    en: 'The embedding model failed: {0}',
  },
} as const satisfies Record<string, Record<'zh_CN' | 'zh_TW' | 'en', string>>;

/** Why a document ended `failed`; stored as the key (plus a detail) and shown in the reader's language. */
export const documentFailureMessages = {
  pdfNoText: {
    zh_CN: 'PDF 中没有可提取的文字（可能是扫描件），请先做文字识别（OCR）再上传',
    zh_TW: 'PDF 中沒有可擷取的文字（可能是掃描檔），請先做文字辨識（OCR）再上傳',
    en: 'The PDF has no text to extract (probably a scan); run OCR on it first',
  },
  encrypted: { zh_CN: '文件已加密或设有密码，无法读取', zh_TW: '檔案已加密或設有密碼，無法讀取', en: 'The file is encrypted or password-protected' },
  corrupt: { zh_CN: '文件已损坏或格式不符：{0}', zh_TW: '檔案已損毀或格式不符：{0}', en: 'The file is damaged or not what its name says: {0}' },
  unsupported: {
    zh_CN: '不支持的文件类型「{0}」',
    zh_TW: '不支援的檔案類型「{0}」',
    en: 'Unsupported file type "{0}"',
  },
  empty: { zh_CN: '文档中没有文字内容', zh_TW: '文件中沒有文字內容', en: 'The document contains no text' },
  sourceMissing: { zh_CN: '找不到文档的源文件，请重新上传', zh_TW: '找不到文件的來源檔案，請重新上傳', en: 'The source file is gone; upload it again' },
  embedding: { zh_CN: '向量化失败：{0}', zh_TW: '向量化失敗：{0}', en: 'Embedding failed: {0}' },
  internal: { zh_CN: '处理失败：{0}', zh_TW: '處理失敗：{0}', en: 'Processing failed: {0}' },
  unpackedTooLarge: { zh_CN: '文件解压后超过 {0} MB，无法处理', zh_TW: '檔案解壓縮後超過 {0} MB，無法處理', en: 'The file unpacks to more than {0} MB' },
  tooManyEntries: { zh_CN: '文件内含超过 {0} 个压缩条目，无法处理', zh_TW: '檔案內含超過 {0} 個壓縮項目，無法處理', en: 'The file holds more than {0} packed entries' },
  compressionRatio: {
    zh_CN: '文件压缩比超过 {0} 倍（疑似压缩炸弹），无法处理',
    zh_TW: '檔案壓縮比超過 {0} 倍（疑似壓縮炸彈），無法處理',
    en: 'The file unpacks to more than {0} times its size (a zip bomb?)',
  },
  tooDeep: { zh_CN: '文档嵌套超过 {0} 层，无法处理', zh_TW: '文件巢狀超過 {0} 層，無法處理', en: 'The document nests elements deeper than {0} levels' },
  outOfMemory: {
    zh_CN: '解析此文件需要超过 {0} MB 内存，请拆分后再上传',
    zh_TW: '解析此檔案需要超過 {0} MB 記憶體，請分割後再上傳',
    en: 'Reading this file needs more than {0} MB of memory; split it and upload the parts',
  },
  timeout: {
    zh_CN: '解析此文件超过 {0} 秒，请拆分后再上传',
    zh_TW: '解析此檔案超過 {0} 秒，請分割後再上傳',
    en: 'Reading this file took longer than {0} seconds; split it and upload the parts',
  },
  crashed: {
    zh_CN: '处理此文件时多次中断，已停止重试',
    zh_TW: '處理此檔案時多次中斷，已停止重試',
    en: 'Processing stopped unexpectedly on every attempt; no more retries',
  },
} as const satisfies Record<string, Record<'zh_CN' | 'zh_TW' | 'en', string>>;
export type DocumentFailure = keyof typeof documentFailureMessages;
