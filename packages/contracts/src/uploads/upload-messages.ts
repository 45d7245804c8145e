import type { LocalizedText } from '../common/locale.ts';
/** Upload wordings, carried as the message of a generic code (400 bad input, 403 refused, 404 not found, 614 exists). */
export const uploadFileMessages = {
  tokenMissing: { zh_CN: '缺少上传凭证（token 字段），且它须在 file 字段之前', zh_TW: '缺少上傳憑證（token 欄位），且它須在 file 欄位之前', en: 'The upload token (field `token`) is missing; it must come before the `file` field', de: 'Der Upload-Token (Feld `token`) fehlt; er muss vor dem Feld `file` stehen', vi: 'Thiếu token tải lên (trường `token`); nó phải đứng trước trường `file`', pt_BR: 'O token de envio (campo `token`) está faltando; ele deve vir antes do campo `file`' },
  tokenInvalid: { zh_CN: '上传凭证无效、已过期或已被使用，请重新获取', zh_TW: '上傳憑證無效、已過期或已被使用，請重新取得', en: 'The upload token is invalid, expired or already used; request a new one', de: 'Der Upload-Token ist ungültig, abgelaufen oder bereits verwendet; fordern Sie einen neuen an', vi: 'Token tải lên không hợp lệ, đã hết hạn hoặc đã được dùng; hãy yêu cầu token mới', pt_BR: 'O token de envio é inválido, expirou ou já foi usado; solicite um novo' },
  fileMissing: { zh_CN: '请选择要上传的文件（file 字段）', zh_TW: '請選擇要上傳的檔案（file 欄位）', en: 'Choose a file to upload (field `file`)', de: 'Wählen Sie eine Datei zum Hochladen (Feld `file`)', vi: 'Chọn tệp để tải lên (trường `file`)', pt_BR: 'Escolha um arquivo para enviar (campo `file`)' },
  fileEmpty: { zh_CN: '上传文件不能为空', zh_TW: '上傳檔案不能為空', en: 'The uploaded file is empty', de: 'Die hochgeladene Datei ist leer', vi: 'Tệp tải lên trống', pt_BR: 'O arquivo enviado está vazio' },
  fileType: { zh_CN: '该用途只允许上传 {0} 格式的文件', zh_TW: '該用途只允許上傳 {0} 格式的檔案', en: 'Only {0} files can be uploaded for this purpose', de: 'Für diesen Zweck können nur {0}-Dateien hochgeladen werden', vi: 'Mục đích này chỉ cho phép tải lên tệp {0}', pt_BR: 'Apenas arquivos {0} podem ser enviados para esta finalidade' },
  fileContent: { zh_CN: '文件内容与扩展名 {0} 不符', zh_TW: '檔案內容與副檔名 {0} 不符', en: 'The file content does not match its extension {0}', de: 'Der Dateiinhalt passt nicht zu seiner Endung {0}', vi: 'Nội dung tệp không khớp với phần mở rộng {0}', pt_BR: 'O conteúdo do arquivo não corresponde à extensão {0}' },
  fileTooLarge: { zh_CN: '文件不能超过 {0}MB', zh_TW: '檔案不能超過 {0}MB', en: 'The file cannot be larger than {0} MB', de: 'Die Datei darf nicht größer als {0} MB sein', vi: 'Tệp không được lớn hơn {0} MB', pt_BR: 'O arquivo não pode ser maior que {0} MB' },
  keyInvalid: {
    zh_CN: '参数 key 无效：只能包含字母、数字、“.”、“_”、“-”，以字母或数字开头，最多 128 个字符，不能含路径',
    zh_TW: '參數 key 無效：只能包含字母、數字、「.」、「_」、「-」，以字母或數字開頭，最多 128 個字元，不能含路徑',
    en: 'Invalid key: use letters, digits, ".", "_" and "-", starting with a letter or digit, at most 128 characters, no folders',
    de: 'Ungültiger Schlüssel: Verwenden Sie Buchstaben, Ziffern, „.“, „_“ und „-“, beginnend mit einem Buchstaben oder einer Ziffer, höchstens 128 Zeichen, keine Ordner',
    vi: 'Khóa không hợp lệ: dùng chữ cái, chữ số, “.”, “_” và “-”, bắt đầu bằng chữ cái hoặc chữ số, tối đa 128 ký tự, không có thư mục',
    pt_BR: 'Chave inválida: use letras, dígitos, “.”, “_” e “-”, começando com letra ou dígito, no máximo 128 caracteres, sem pastas',
  },
  keyMismatch: { zh_CN: '参数 key 与上传凭证指定的 key 不一致', zh_TW: '參數 key 與上傳憑證指定的 key 不一致', en: 'The key differs from the one the upload token was issued for', de: 'Der Schlüssel weicht von dem ab, für den der Upload-Token ausgestellt wurde', vi: 'Khóa khác với khóa mà token tải lên được cấp cho', pt_BR: 'A chave é diferente daquela para a qual o token de envio foi emitido' },
  keyExists: { zh_CN: '文件 key 已存在，请换一个 key', zh_TW: '檔案 key 已存在，請換一個 key', en: 'A file with this key already exists; choose another key', de: 'Eine Datei mit diesem Schlüssel existiert bereits; wählen Sie einen anderen Schlüssel', vi: 'Đã có tệp với khóa này; hãy chọn khóa khác', pt_BR: 'Já existe um arquivo com esta chave; escolha outra chave' },
  notFound: { zh_CN: '上传的文件不存在或不属于当前账号', zh_TW: '上傳的檔案不存在或不屬於目前帳號', en: 'The uploaded file does not exist or belongs to another account', de: 'Die hochgeladene Datei existiert nicht oder gehört zu einem anderen Konto', vi: 'Tệp tải lên không tồn tại hoặc thuộc tài khoản khác', pt_BR: 'O arquivo enviado não existe ou pertence a outra conta' },
  wrongPurpose: { zh_CN: '该文件不是为此用途上传的（需要{0}文件）', zh_TW: '該檔案不是為此用途上傳的（需要{0}檔案）', en: 'This file was not uploaded for this purpose (a {0} file is needed)', de: 'Diese Datei wurde nicht für diesen Zweck hochgeladen (eine {0}-Datei wird benötigt)', vi: 'Tệp này không được tải lên cho mục đích này (cần tệp {0})', pt_BR: 'Este arquivo não foi enviado para esta finalidade (é preciso um arquivo {0})' },
  notReference: { zh_CN: '参数 {0} 不是本站上传的文件 key 或地址', zh_TW: '參數 {0} 不是本站上傳的檔案 key 或網址', en: '{0} is not the key or address of a file uploaded here', de: '{0} ist nicht der Schlüssel oder die Adresse einer hier hochgeladenen Datei', vi: '{0} không phải khóa hay địa chỉ của tệp đã tải lên tại đây', pt_BR: '{0} não é a chave ou o endereço de um arquivo enviado aqui' },
} as const satisfies Record<string, LocalizedText>;

/** The purposes as words inside the messages above. */
export const uploadPurposeNames = {
  voice: { zh_CN: '声音样本', zh_TW: '聲音樣本', en: 'voice sample', de: 'Stimmprobe', vi: 'mẫu giọng', pt_BR: 'amostra de voz' },
  dataset: { zh_CN: '知识库文档', zh_TW: '知識庫文件', en: 'dataset document', de: 'Wissensdatenbank-Dokument', vi: 'tài liệu cơ sở tri thức', pt_BR: 'documento da base de conhecimento' },
} as const satisfies Record<string, LocalizedText>;
