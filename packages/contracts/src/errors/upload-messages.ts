import type { LocalizedText } from '../common/locale.ts';
/** Wordings of a multipart upload that is not one (cut off, wrong boundary, no file part). */
export const uploadErrorMessages = {
  malformed: {
    zh_CN: '上传的文件数据不完整或格式错误，请重新上传',
    zh_TW: '上傳的檔案資料不完整或格式錯誤，請重新上傳',
    en: 'The uploaded data was incomplete or malformed; please upload the file again',
    de: 'Die hochgeladenen Daten waren unvollständig oder fehlerhaft; bitte laden Sie die Datei erneut hoch',
    vi: 'Dữ liệu tải lên không đầy đủ hoặc sai định dạng; vui lòng tải tệp lên lại',
    pt_BR: 'Os dados enviados estavam incompletos ou malformados; envie o arquivo novamente',
  },
} as const satisfies Record<string, LocalizedText>;
