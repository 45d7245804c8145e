import type { LocalizedText } from '../common/locale.ts';
/** Replacement-word files: line and binding problems, each naming what to fix. */
export const correctWordMessages = {
  noSuchFile: { zh_CN: '替换词文件', zh_TW: '替換詞檔案', en: 'Word file', de: 'Wortdatei', vi: 'Tệp từ', pt_BR: 'Arquivo de palavras' },
  noSeparator: {
    zh_CN: '第 {0} 行缺少“|”，每行应为“原词|替换词”：{1}（content），未保存',
    zh_TW: '第 {0} 行缺少「|」，每行應為「原詞|替換詞」：{1}（content），未儲存',
    en: 'Line {0} has no "|"; each line must be "source|target": {1} (content); nothing was saved',
    de: 'Zeile {0} enthält kein „|“; jede Zeile muss „Quelle|Ziel“ lauten: {1} (content); nichts wurde gespeichert',
    vi: 'Dòng {0} không có “|”; mỗi dòng phải là “nguồn|đích”: {1} (content); chưa lưu gì',
    pt_BR: 'A linha {0} não tem “|”; cada linha deve ser “origem|destino”: {1} (content); nada foi salvo',
  },
  emptyWord: {
    zh_CN: '第 {0} 行的原词或替换词为空：{1}（content），未保存',
    zh_TW: '第 {0} 行的原詞或替換詞為空：{1}（content），未儲存',
    en: 'Line {0} has an empty source or target word: {1} (content); nothing was saved',
    de: 'Zeile {0} hat ein leeres Quell- oder Zielwort: {1} (content); nichts wurde gespeichert',
    vi: 'Dòng {0} có từ nguồn hoặc từ đích trống: {1} (content); chưa lưu gì',
    pt_BR: 'A linha {0} tem uma palavra de origem ou destino vazia: {1} (content); nada foi salvo',
  },
  tooLong: {
    zh_CN: '第 {0} 行的词超过 {2} 个字符：{1}（content），未保存',
    zh_TW: '第 {0} 行的詞超過 {2} 個字元：{1}（content），未儲存',
    en: 'Line {0} has a word longer than {2} characters: {1} (content); nothing was saved',
    de: 'Zeile {0} enthält ein Wort mit mehr als {2} Zeichen: {1} (content); nichts wurde gespeichert',
    vi: 'Dòng {0} có từ dài hơn {2} ký tự: {1} (content); chưa lưu gì',
    pt_BR: 'A linha {0} tem uma palavra com mais de {2} caracteres: {1} (content); nada foi salvo',
  },
  noLines: {
    zh_CN: '文件中没有任何“原词|替换词”行（content），未保存',
    zh_TW: '檔案中沒有任何「原詞|替換詞」行（content），未儲存',
    en: 'The file has no "source|target" lines (content); nothing was saved',
    de: 'Die Datei enthält keine „Quelle|Ziel“-Zeilen (content); nichts wurde gespeichert',
    vi: 'Tệp không có dòng “nguồn|đích” nào (content); chưa lưu gì',
    pt_BR: 'O arquivo não tem linhas “origem|destino” (content); nada foi salvo',
  },
  noSuchAgentFile: {
    zh_CN: '替换词文件不存在：{0}（correctWordFileIds），未保存',
    zh_TW: '替換詞檔案不存在：{0}（correctWordFileIds），未儲存',
    en: 'No such word file: {0} (correctWordFileIds); nothing was saved',
    de: 'Keine solche Wortdatei: {0} (correctWordFileIds); nichts wurde gespeichert',
    vi: 'Không có tệp từ này: {0} (correctWordFileIds); chưa lưu gì',
    pt_BR: 'Arquivo de palavras inexistente: {0} (correctWordFileIds); nada foi salvo',
  },
} as const satisfies Record<string, LocalizedText>;
