/** Firmware wordings carried as the message of a generic code (400 bad input, 614 exists, 404 gone). */
export const firmwareErrorMessages = {
  fileMissing: { zh_CN: '上传文件不能为空', zh_TW: '上傳檔案不能為空', en: 'Choose a firmware file to upload' },
  fileType: { zh_CN: '只允许上传.bin和.apk格式的文件', zh_TW: '只允許上傳.bin和.apk格式的檔案', en: 'Only .bin and .apk files can be uploaded' },
  fileTooLarge: { zh_CN: '固件文件不能超过{0}MB', zh_TW: '韌體檔案不能超過{0}MB', en: 'The firmware file cannot be larger than {0} MB' },
  fileNotUploaded: { zh_CN: '固件文件不存在，请重新上传', zh_TW: '韌體檔案不存在，請重新上傳', en: 'The firmware file was not found; please upload it again' },
  boardType: { zh_CN: '固件类型“{0}”不在固件类型字典中', zh_TW: '韌體類型「{0}」不在韌體類型字典中', en: 'The board type "{0}" is not in the firmware type dictionary' },
  duplicate: { zh_CN: '已存在相同类型和版本的固件，请修改后重试', zh_TW: '已存在相同類型和版本的韌體，請修改後重試', en: 'A firmware with the same type and version already exists; change it and try again' },
  linkGone: { zh_CN: '下载链接不存在或已失效', zh_TW: '下載連結不存在或已失效', en: 'This download link does not exist or has expired' },
} as const satisfies Record<string, Record<'zh_CN' | 'zh_TW' | 'en', string>>;
export type FirmwareErrorKey = keyof typeof firmwareErrorMessages;
