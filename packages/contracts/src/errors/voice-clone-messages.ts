/** Voice clone wordings, of Lingxi's /v1 API and upstream's. */
export const voiceCloneMessages = {
  noSuchClone: { zh_CN: '复刻音色不存在', zh_TW: '復刻音色不存在', en: 'no such voice clone' },
  badModelId: { zh_CN: 'model_id 只支持 QN_ACV', zh_TW: 'model_id 只支援 QN_ACV', en: 'model_id must be QN_ACV' },
  languageNotInTier: {
    zh_CN: '免费栏位只支持中文（zh）和英文（en）',
    zh_TW: '免費欄位只支援中文（zh）和英文（en）',
    en: 'Free slots speak only zh or en',
  },
  noCloneTts: {
    zh_CN: '还没有可复刻音色的语音合成配置（火山引擎双流式或 MiniMax），请管理员先在模型配置中添加',
    zh_TW: '還沒有可復刻音色的語音合成設定（火山引擎雙流式或 MiniMax），請管理員先在模型設定中新增',
    en: 'No TTS model that can clone voices (Volcengine double-stream or MiniMax) is configured; an administrator adds one in model configuration',
  },
  needsAssignedSpeaker: {
    zh_CN: '火山引擎的复刻音色需要管理员在「音色资源」中分配音色 ID（S_ 开头）',
    zh_TW: '火山引擎的復刻音色需要管理員在「音色資源」中分配音色 ID（S_ 開頭）',
    en: 'Volcengine clones need a speaker id (S_…) assigned by an administrator in voice resources',
  },
  proNotDeletable: { zh_CN: '付费音色栏位不可删除', zh_TW: '付費音色欄位不可刪除', en: 'A paid (pro) slot cannot be deleted' },
  training: { zh_CN: '正在训练中，请等待训练结束', zh_TW: '正在訓練中，請等待訓練結束', en: 'Training is in progress; wait until it ends' },
  badKey: {
    zh_CN: 'key 需是上传得到的 key，或 http(s) 开头、以 .mp3 或 .wav 结尾的音频地址',
    zh_TW: 'key 需是上傳得到的 key，或 http(s) 開頭、以 .mp3 或 .wav 結尾的音訊位址',
    en: 'key must be an upload key, or an http(s) URL of an .mp3 or .wav file',
  },
  fetchFailed: { zh_CN: '无法下载音频：{0}', zh_TW: '無法下載音訊：{0}', en: 'The audio could not be downloaded: {0}' },
  privateUrl: {
    zh_CN: '不能从内网地址下载音频',
    zh_TW: '不能從內網位址下載音訊',
    en: 'Audio cannot be downloaded from a private network address',
  },
  notAudio: {
    zh_CN: '文件不是有效的 MP3 或 WAV 音频',
    zh_TW: '檔案不是有效的 MP3 或 WAV 音訊',
    en: 'The file is not valid MP3 or WAV audio',
  },
  tooLarge: { zh_CN: '音频文件超过 {0} MB', zh_TW: '音訊檔案超過 {0} MB', en: 'The audio file is larger than {0} MB' },
  tooShort: {
    zh_CN: '音频太短（{0} 秒），请提供 8 到 60 秒的清晰人声',
    zh_TW: '音訊太短（{0} 秒），請提供 8 到 60 秒的清晰人聲',
    en: 'The audio is too short ({0} s); use 8 to 60 seconds of clear speech',
  },
  tooLong: {
    zh_CN: '音频太长（{0} 秒），请截取 8 到 60 秒的清晰人声',
    zh_TW: '音訊太長（{0} 秒），請擷取 8 到 60 秒的清晰人聲',
    en: 'The audio is too long ({0} s); trim it to 8 to 60 seconds of clear speech',
  },
  providerFailed: { zh_CN: '训练失败：{0}', zh_TW: '訓練失敗：{0}', en: 'Training failed: {0}' },
  cloneNotUsable: {
    zh_CN: '只能选择训练成功、属于该语音合成配置的复刻音色',
    zh_TW: '只能選擇訓練成功、屬於該語音合成設定的復刻音色',
    en: 'Only a clone trained successfully for this TTS model can be chosen',
  },
} as const satisfies Record<string, Record<'zh_CN' | 'zh_TW' | 'en', string>>;
