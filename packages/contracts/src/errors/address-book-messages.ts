/** Address book: what an entry's fields must be, each naming what to fix. */
export const addressBookMessages = {
  device: { zh_CN: '设备', zh_TW: '裝置', en: 'Device' },
  entry: { zh_CN: '通讯录条目', zh_TW: '通訊錄條目', en: 'Address book entry' },
  selfTarget: {
    zh_CN: '不能把设备自己加入它的通讯录（targetMac），未保存',
    zh_TW: '不能把裝置自己加入它的通訊錄（targetMac），未儲存',
    en: 'A device cannot be in its own address book (targetMac); nothing was saved',
  },
  targetNotOwned: {
    zh_CN: '目标设备不存在或不属于你：{0}（targetMac），未保存',
    zh_TW: '目標裝置不存在或不屬於你：{0}（targetMac），未儲存',
    en: 'No device of yours has the MAC address {0} (targetMac); nothing was saved',
  },
  entryExists: {
    zh_CN: '通讯录中已有该设备：{0}（targetMac），未保存',
    zh_TW: '通訊錄中已有該裝置：{0}（targetMac），未儲存',
    en: '{0} is already in this address book (targetMac); nothing was saved',
  },
  aliasTaken: {
    zh_CN: '通讯录中已有备注“{0}”，呼叫时无法区分（alias），未保存',
    zh_TW: '通訊錄中已有備註「{0}」，呼叫時無法區分（alias），未儲存',
    en: 'The address book already calls another device "{0}"; a call could not tell them apart (alias); nothing was saved',
  },
} as const satisfies Record<string, Record<'zh_CN' | 'zh_TW' | 'en', string>>;
