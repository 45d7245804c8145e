/** Replacement-word files: line and binding problems, each naming what to fix. */
export const correctWordMessages = {
  noSuchFile: { zh_CN: '替换词文件', zh_TW: '替換詞檔案', en: 'Word file' },
  noSeparator: {
    zh_CN: '第 {0} 行缺少“|”，每行应为“原词|替换词”：{1}（content），未保存',
    zh_TW: '第 {0} 行缺少「|」，每行應為「原詞|替換詞」：{1}（content），未儲存',
    en: 'Line {0} has no "|"; each line must be "source|target": {1} (content); nothing was saved',
  },
  emptyWord: {
    zh_CN: '第 {0} 行的原词或替换词为空：{1}（content），未保存',
    zh_TW: '第 {0} 行的原詞或替換詞為空：{1}（content），未儲存',
    en: 'Line {0} has an empty source or target word: {1} (content); nothing was saved',
  },
  tooLong: {
    zh_CN: '第 {0} 行的词超过 {2} 个字符：{1}（content），未保存',
    zh_TW: '第 {0} 行的詞超過 {2} 個字元：{1}（content），未儲存',
    en: 'Line {0} has a word longer than {2} characters: {1} (content); nothing was saved',
  },
  noLines: {
    zh_CN: '文件中没有任何“原词|替换词”行（content），未保存',
    zh_TW: '檔案中沒有任何「原詞|替換詞」行（content），未儲存',
    en: 'The file has no "source|target" lines (content); nothing was saved',
  },
  noSuchAgentFile: {
    zh_CN: '替换词文件不存在：{0}（correctWordFileIds），未保存',
    zh_TW: '替換詞檔案不存在：{0}（correctWordFileIds），未儲存',
    en: 'No such word file: {0} (correctWordFileIds); nothing was saved',
  },
} as const satisfies Record<string, Record<'zh_CN' | 'zh_TW' | 'en', string>>;
