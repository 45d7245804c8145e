/** Agent tags (upstream's 10196 name exists, 10197 name empty, 10198 not found); nothing is saved on any of them. */
export const agentTagMessages = {
  tagNotFound: { zh_CN: '标签不存在：{0}，未保存', zh_TW: '標籤不存在：{0}，未儲存', en: 'No such tag: {0}; nothing was saved', de: 'Kein solcher Tag: {0}; nichts wurde gespeichert', vi: 'Không có thẻ này: {0}; chưa lưu gì', pt_BR: 'Tag inexistente: {0}; nada foi salvo' },
  tooManyAgentTags: {
    zh_CN: '一个智能体最多 {0} 个标签，未保存',
    zh_TW: '一個智能體最多 {0} 個標籤，未儲存',
    en: 'An agent can carry at most {0} tags; nothing was saved',
    de: 'Ein Agent kann höchstens {0} Tags tragen; nichts wurde gespeichert',
    vi: 'Mỗi agent có tối đa {0} thẻ; chưa lưu gì',
    pt_BR: 'Um agente pode ter no máximo {0} tags; nada foi salvo',
  },
  tooManyUserTags: {
    zh_CN: '每个用户最多 {0} 个标签，请先删除不用的标签',
    zh_TW: '每個使用者最多 {0} 個標籤，請先刪除不用的標籤',
    en: 'You can have at most {0} tags; delete unused ones first',
    de: 'Sie können höchstens {0} Tags haben; löschen Sie zuerst ungenutzte',
    vi: 'Bạn có tối đa {0} thẻ; hãy xóa các thẻ không dùng trước',
    pt_BR: 'Você pode ter no máximo {0} tags; exclua as não usadas primeiro',
  },
} as const;
