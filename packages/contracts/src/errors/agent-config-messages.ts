/** Refusals of agent versions, context sources and template management; nothing is saved on any of them. */
export const agentConfigMessages = {
  snapshotNotFound: { zh_CN: '历史版本不存在：{0}', zh_TW: '歷史版本不存在：{0}', en: 'No such saved version: {0}' },
  snapshotModelGone: {
    zh_CN: '该版本使用的模型已不存在或已停用：{0}，未恢复',
    zh_TW: '該版本使用的模型已不存在或已停用：{0}，未還原',
    en: 'A model this version uses no longer exists or is disabled: {0}; nothing was restored',
  },
  snapshotStale: {
    zh_CN: '智能体配置已在别处更改，请刷新后再恢复',
    zh_TW: '智能體設定已在別處變更，請重新整理後再還原',
    en: 'The agent was changed meanwhile; reload and restore again',
  },
  contextUrlBad: {
    zh_CN: '上下文源 {0} 的地址必须是 http(s) 地址且能解析：{1}',
    zh_TW: '上下文來源 {0} 的位址必須是 http(s) 位址且能解析：{1}',
    en: 'Context source {0} needs an http(s) URL whose host resolves: {1}',
  },
  contextUrlPrivate: {
    zh_CN: '上下文源 {0} 不允许使用内网或本机地址：{1}（可由管理员开启 server.allow_private_urls）',
    zh_TW: '上下文來源 {0} 不允許使用內網或本機位址：{1}（可由管理員開啟 server.allow_private_urls）',
    en: 'Context source {0} may not point into a private or loopback network: {1} (an administrator can allow it with server.allow_private_urls)',
  },
  templateLast: {
    zh_CN: '至少保留一个智能体模板（排序最前的是默认模板）',
    zh_TW: '至少保留一個智能體範本（排序最前的是預設範本）',
    en: 'Keep at least one agent template (the first one is the default)',
  },
  templateOrder: {
    zh_CN: '排序必须恰好包含每个模板一次',
    zh_TW: '排序必須恰好包含每個範本一次',
    en: 'The order must list every template exactly once',
  },
  templateModel: {
    zh_CN: '模板的模型 {0} 不存在或类型不符：{1}',
    zh_TW: '範本的模型 {0} 不存在或類型不符：{1}',
    en: 'The template’s model {0} does not exist or has the wrong type: {1}',
  },
} as const;
