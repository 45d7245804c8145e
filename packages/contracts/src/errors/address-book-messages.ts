import type { LocalizedText } from '../common/locale.ts';
/** Address book: what an entry's fields must be, each naming what to fix. */
export const addressBookMessages = {
  device: { zh_CN: '设备', zh_TW: '裝置', en: 'Device', de: 'Gerät', vi: 'Thiết bị', pt_BR: 'Dispositivo' },
  entry: { zh_CN: '通讯录条目', zh_TW: '通訊錄條目', en: 'Address book entry', de: 'Adressbucheintrag', vi: 'Mục danh bạ', pt_BR: 'Entrada da agenda' },
  selfTarget: {
    zh_CN: '不能把设备自己加入它的通讯录（targetMac），未保存',
    zh_TW: '不能把裝置自己加入它的通訊錄（targetMac），未儲存',
    en: 'A device cannot be in its own address book (targetMac); nothing was saved',
    de: 'Ein Gerät kann nicht in seinem eigenen Adressbuch stehen (targetMac); nichts wurde gespeichert',
    vi: 'Thiết bị không thể có trong danh bạ của chính nó (targetMac); chưa lưu gì',
    pt_BR: 'Um dispositivo não pode estar na própria agenda (targetMac); nada foi salvo',
  },
  targetNotOwned: {
    zh_CN: '目标设备不存在或不属于你：{0}（targetMac），未保存',
    zh_TW: '目標裝置不存在或不屬於你：{0}（targetMac），未儲存',
    en: 'No device of yours has the MAC address {0} (targetMac); nothing was saved',
    de: 'Keines Ihrer Geräte hat die MAC-Adresse {0} (targetMac); nichts wurde gespeichert',
    vi: 'Không có thiết bị nào của bạn có địa chỉ MAC {0} (targetMac); chưa lưu gì',
    pt_BR: 'Nenhum dispositivo seu tem o endereço MAC {0} (targetMac); nada foi salvo',
  },
  entryExists: {
    zh_CN: '通讯录中已有该设备：{0}（targetMac），未保存',
    zh_TW: '通訊錄中已有該裝置：{0}（targetMac），未儲存',
    en: '{0} is already in this address book (targetMac); nothing was saved',
    de: '{0} steht bereits in diesem Adressbuch (targetMac); nichts wurde gespeichert',
    vi: '{0} đã có trong danh bạ này (targetMac); chưa lưu gì',
    pt_BR: '{0} já está nesta agenda (targetMac); nada foi salvo',
  },
  aliasTaken: {
    zh_CN: '通讯录中已有备注“{0}”，呼叫时无法区分（alias），未保存',
    zh_TW: '通訊錄中已有備註「{0}」，呼叫時無法區分（alias），未儲存',
    en: 'The address book already calls another device "{0}"; a call could not tell them apart (alias); nothing was saved',
    de: 'Das Adressbuch nennt bereits ein anderes Gerät „{0}“; ein Anruf könnte sie nicht unterscheiden (alias); nichts wurde gespeichert',
    vi: 'Danh bạ đã đặt tên “{0}” cho một thiết bị khác; cuộc gọi sẽ không phân biệt được (alias); chưa lưu gì',
    pt_BR: 'A agenda já chama outro dispositivo de “{0}”; uma chamada não conseguiria diferenciá-los (alias); nada foi salvo',
  },
  /** Said by the calling device (xiaozhi-server speaks `msg`), so short and in words, no field names. */
  callTargetUnknown: { zh_CN: '未找到对应设备：{0}', zh_TW: '未找到對應裝置：{0}', en: 'No device found by the name {0}', de: 'Kein Gerät mit dem Namen {0} gefunden', vi: 'Không tìm thấy thiết bị nào tên {0}', pt_BR: 'Nenhum dispositivo encontrado com o nome {0}' },
  callForbidden: { zh_CN: '呼叫失败，您没有权限呼叫{0}', zh_TW: '呼叫失敗，您沒有權限呼叫{0}', en: 'The call failed: this device may not call {0}', de: 'Der Anruf ist fehlgeschlagen: Dieses Gerät darf {0} nicht anrufen', vi: 'Cuộc gọi thất bại: thiết bị này không được gọi {0}', pt_BR: 'A chamada falhou: este dispositivo não pode ligar para {0}' },
  callTargetOffline: { zh_CN: '{0}现在不在线，请稍后再呼叫', zh_TW: '{0}現在不在線，請稍後再呼叫', en: '{0} is offline right now; please call again later', de: '{0} ist gerade offline; bitte rufen Sie später erneut an', vi: '{0} hiện đang ngoại tuyến; vui lòng gọi lại sau', pt_BR: '{0} está offline agora; ligue novamente mais tarde' },
  callUnavailable: { zh_CN: '呼叫失败，服务器未配置设备通话', zh_TW: '呼叫失敗，伺服器未設定裝置通話', en: 'The call failed: device calls are not set up on the server', de: 'Der Anruf ist fehlgeschlagen: Geräteanrufe sind auf dem Server nicht eingerichtet', vi: 'Cuộc gọi thất bại: máy chủ chưa thiết lập gọi thiết bị', pt_BR: 'A chamada falhou: as chamadas entre dispositivos não estão configuradas no servidor' },
  callFailed: { zh_CN: '呼叫失败，请稍后再试', zh_TW: '呼叫失敗，請稍後再試', en: 'The call failed, please try again later', de: 'Der Anruf ist fehlgeschlagen, bitte versuchen Sie es später erneut', vi: 'Cuộc gọi thất bại, vui lòng thử lại sau', pt_BR: 'A chamada falhou, tente novamente mais tarde' },
  answerFailed: { zh_CN: '接听失败，请稍后再试', zh_TW: '接聽失敗，請稍後再試', en: 'Answering failed, please try again later', de: 'Annehmen fehlgeschlagen, bitte versuchen Sie es später erneut', vi: 'Trả lời thất bại, vui lòng thử lại sau', pt_BR: 'Falha ao atender, tente novamente mais tarde' },
  /** A device without a name: how a caller is announced to the device it rings, and a new entry's default alias. */
  deviceByMacTail: { zh_CN: '尾号为{0}的设备', zh_TW: '尾號為{0}的裝置', en: 'the device ending in {0}', de: 'das Gerät mit der Endung {0}', vi: 'thiết bị có đuôi {0}', pt_BR: 'o dispositivo terminado em {0}' },
} as const satisfies Record<string, LocalizedText>;
