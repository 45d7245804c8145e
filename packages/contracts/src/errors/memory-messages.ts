/** Long-term memory wordings: 612 missing, 614 existing, 400 refusals of the rules. */
export const memoryMessages = {
  noSuchMemory: { zh_CN: '记忆库不存在，请先创建', zh_TW: '記憶庫不存在，請先建立', en: 'no memory for this agent; create the container first' },
  existingMemory: { zh_CN: '该智能体已有记忆库', zh_TW: '該智能體已有記憶庫', en: 'this agent already has a memory container' },
  noSuchNode: { zh_CN: '记忆片段不存在', zh_TW: '記憶片段不存在', en: 'node not found' },
  noSuchTask: { zh_CN: '记忆提取任务不存在', zh_TW: '記憶擷取任務不存在', en: 'no such memory task' },
  tooManyAttentions: {
    zh_CN: '每个智能体最多 {0} 个记忆变量',
    zh_TW: '每個智能體最多 {0} 個記憶變數',
    en: 'An agent can have at most {0} attentions',
  },
  existingAttention: { zh_CN: '已有同名记忆变量：{0}', zh_TW: '已有同名記憶變數：{0}', en: 'An attention with this name already exists: {0}' },
  singleValue: {
    zh_CN: '单值记忆变量只能有一个值',
    zh_TW: '單值記憶變數只能有一個值',
    en: 'single-value attention accepts only one value',
  },
  tooManyValues: { zh_CN: '每个记忆变量最多 {0} 个值', zh_TW: '每個記憶變數最多 {0} 個值', en: 'An attention holds at most {0} values' },
  badDialog: {
    zh_CN: 'dialog_content 必须是 OpenAI 消息数组的 JSON 文本，例如 [{"role":"user","content":"…"}]，且至少有一条用户消息',
    zh_TW: 'dialog_content 必須是 OpenAI 訊息陣列的 JSON 文字，例如 [{"role":"user","content":"…"}]，且至少有一則使用者訊息',
    en: 'dialog_content must be the JSON text of OpenAI messages, e.g. [{"role":"user","content":"…"}], with at least one user message',
  },
  memoryOff: {
    zh_CN: '该智能体的记忆已关闭，请先在记忆设置中开启',
    zh_TW: '該智能體的記憶已關閉，請先在記憶設定中開啟',
    en: 'Memory is switched off for this agent; switch it on in its memory settings first',
  },
} as const satisfies Record<string, Record<'zh_CN' | 'zh_TW' | 'en', string>>;
