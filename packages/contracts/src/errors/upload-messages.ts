/** Wordings of a multipart upload that is not one (cut off, wrong boundary, no file part). */
export const uploadErrorMessages = {
  malformed: {
    zh_CN: '上传的文件数据不完整或格式错误，请重新上传',
    zh_TW: '上傳的檔案資料不完整或格式錯誤，請重新上傳',
    en: 'The uploaded data was incomplete or malformed; please upload the file again',
  },
} as const satisfies Record<string, Record<'zh_CN' | 'zh_TW' | 'en', string>>;
