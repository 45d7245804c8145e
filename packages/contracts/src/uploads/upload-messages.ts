/** Upload wordings, carried as the message of a generic code (400 bad input, 403 refused, 404 not found, 614 exists). */
export const uploadFileMessages = {
  tokenMissing: { zh_CN: '缺少上传凭证（token 字段），且它须在 file 字段之前', zh_TW: '缺少上傳憑證（token 欄位），且它須在 file 欄位之前', en: 'The upload token (field `token`) is missing; it must come before the `file` field' },
  tokenInvalid: { zh_CN: '上传凭证无效、已过期或已被使用，请重新获取', zh_TW: '上傳憑證無效、已過期或已被使用，請重新取得', en: 'The upload token is invalid, expired or already used; request a new one' },
  fileMissing: { zh_CN: '请选择要上传的文件（file 字段）', zh_TW: '請選擇要上傳的檔案（file 欄位）', en: 'Choose a file to upload (field `file`)' },
  fileEmpty: { zh_CN: '上传文件不能为空', zh_TW: '上傳檔案不能為空', en: 'The uploaded file is empty' },
  fileType: { zh_CN: '该用途只允许上传 {0} 格式的文件', zh_TW: '該用途只允許上傳 {0} 格式的檔案', en: 'Only {0} files can be uploaded for this purpose' },
  fileContent: { zh_CN: '文件内容与扩展名 {0} 不符', zh_TW: '檔案內容與副檔名 {0} 不符', en: 'The file content does not match its extension {0}' },
  fileTooLarge: { zh_CN: '文件不能超过 {0}MB', zh_TW: '檔案不能超過 {0}MB', en: 'The file cannot be larger than {0} MB' },
  keyInvalid: {
    zh_CN: '参数 key 无效：只能包含字母、数字、“.”、“_”、“-”，以字母或数字开头，最多 128 个字符，不能含路径',
    zh_TW: '參數 key 無效：只能包含字母、數字、「.」、「_」、「-」，以字母或數字開頭，最多 128 個字元，不能含路徑',
    en: 'Invalid key: use letters, digits, ".", "_" and "-", starting with a letter or digit, at most 128 characters, no folders',
  },
  keyMismatch: { zh_CN: '参数 key 与上传凭证指定的 key 不一致', zh_TW: '參數 key 與上傳憑證指定的 key 不一致', en: 'The key differs from the one the upload token was issued for' },
  keyExists: { zh_CN: '文件 key 已存在，请换一个 key', zh_TW: '檔案 key 已存在，請換一個 key', en: 'A file with this key already exists; choose another key' },
  notFound: { zh_CN: '上传的文件不存在或不属于当前账号', zh_TW: '上傳的檔案不存在或不屬於目前帳號', en: 'The uploaded file does not exist or belongs to another account' },
  wrongPurpose: { zh_CN: '该文件不是为此用途上传的（需要{0}文件）', zh_TW: '該檔案不是為此用途上傳的（需要{0}檔案）', en: 'This file was not uploaded for this purpose (a {0} file is needed)' },
  notReference: { zh_CN: '参数 {0} 不是本站上传的文件 key 或地址', zh_TW: '參數 {0} 不是本站上傳的檔案 key 或網址', en: '{0} is not the key or address of a file uploaded here' },
} as const satisfies Record<string, Record<'zh_CN' | 'zh_TW' | 'en', string>>;

/** The purposes as words inside the messages above. */
export const uploadPurposeNames = {
  voice: { zh_CN: '声音样本', zh_TW: '聲音樣本', en: 'voice sample' },
  dataset: { zh_CN: '知识库文档', zh_TW: '知識庫文件', en: 'dataset document' },
} as const satisfies Record<string, Record<'zh_CN' | 'zh_TW' | 'en', string>>;
