import type { LocalizedText } from '../common/locale.ts';
/** Long-term memory wordings: 612 missing, 614 existing, 400 refusals of the rules. */
export const memoryMessages = {
  noSuchMemory: { zh_CN: '记忆库不存在，请先创建', zh_TW: '記憶庫不存在，請先建立', en: 'no memory for this agent; create the container first', de: 'Dieser Agent hat kein Gedächtnis; erstellen Sie zuerst den Container', vi: 'Agent này chưa có trí nhớ; hãy tạo container trước', pt_BR: 'Este agente não tem memória; crie o contêiner primeiro' },
  existingMemory: { zh_CN: '该智能体已有记忆库', zh_TW: '該智能體已有記憶庫', en: 'this agent already has a memory container', de: 'Dieser Agent hat bereits einen Gedächtnis-Container', vi: 'Agent này đã có container trí nhớ', pt_BR: 'Este agente já tem um contêiner de memória' },
  noSuchNode: { zh_CN: '记忆片段不存在', zh_TW: '記憶片段不存在', en: 'node not found', de: 'Erinnerung nicht gefunden', vi: 'Không tìm thấy ký ức', pt_BR: 'Memória não encontrada' },
  noSuchTask: { zh_CN: '记忆提取任务不存在', zh_TW: '記憶擷取任務不存在', en: 'no such memory task', de: 'Keine solche Gedächtnisaufgabe', vi: 'Không có tác vụ trí nhớ này', pt_BR: 'Tarefa de memória inexistente' },
  tooManyAttentions: {
    zh_CN: '每个智能体最多 {0} 个记忆变量',
    zh_TW: '每個智能體最多 {0} 個記憶變數',
    en: 'An agent can have at most {0} attentions',
    de: 'Ein Agent kann höchstens {0} Merkmale haben',
    vi: 'Mỗi agent có tối đa {0} thuộc tính',
    pt_BR: 'Um agente pode ter no máximo {0} atributos',
  },
  existingAttention: { zh_CN: '已有同名记忆变量：{0}', zh_TW: '已有同名記憶變數：{0}', en: 'An attention with this name already exists: {0}', de: 'Ein Merkmal mit diesem Namen existiert bereits: {0}', vi: 'Đã có thuộc tính trùng tên: {0}', pt_BR: 'Já existe um atributo com este nome: {0}' },
  singleValue: {
    zh_CN: '单值记忆变量只能有一个值',
    zh_TW: '單值記憶變數只能有一個值',
    en: 'single-value attention accepts only one value',
    de: 'Ein Merkmal mit einem Wert nimmt nur einen Wert an',
    vi: 'Thuộc tính một giá trị chỉ nhận một giá trị',
    pt_BR: 'Um atributo de valor único aceita só um valor',
  },
  tooManyValues: { zh_CN: '每个记忆变量最多 {0} 个值', zh_TW: '每個記憶變數最多 {0} 個值', en: 'An attention holds at most {0} values', de: 'Ein Merkmal enthält höchstens {0} Werte', vi: 'Mỗi thuộc tính có tối đa {0} giá trị', pt_BR: 'Um atributo guarda no máximo {0} valores' },
  badDialog: {
    zh_CN: 'dialog_content 必须是 OpenAI 消息数组的 JSON 文本，例如 [{"role":"user","content":"…"}]，且至少有一条用户消息',
    zh_TW: 'dialog_content 必須是 OpenAI 訊息陣列的 JSON 文字，例如 [{"role":"user","content":"…"}]，且至少有一則使用者訊息',
    en: 'dialog_content must be the JSON text of OpenAI messages, e.g. [{"role":"user","content":"…"}], with at least one user message',
    de: 'dialog_content muss der JSON-Text von OpenAI-Nachrichten sein, z. B. [{"role":"user","content":"…"}], mit mindestens einer Benutzernachricht',
    vi: 'dialog_content phải là văn bản JSON của tin nhắn OpenAI, vd. [{"role":"user","content":"…"}], có ít nhất một tin nhắn của người dùng',
    pt_BR: 'dialog_content deve ser o texto JSON de mensagens OpenAI, ex.: [{"role":"user","content":"…"}], com pelo menos uma mensagem do usuário',
  },
  memoryOff: {
    zh_CN: '该智能体的记忆已关闭，请先在记忆设置中开启',
    zh_TW: '該智能體的記憶已關閉，請先在記憶設定中開啟',
    en: 'Memory is switched off for this agent; switch it on in its memory settings first',
    de: 'Das Gedächtnis ist für diesen Agenten ausgeschaltet; schalten Sie es zuerst in seinen Gedächtniseinstellungen ein',
    vi: 'Trí nhớ đang tắt với agent này; hãy bật nó trong cài đặt trí nhớ trước',
    pt_BR: 'A memória está desligada para este agente; ligue-a primeiro nas configurações de memória',
  },
} as const satisfies Record<string, LocalizedText>;
