import type { AppLocale } from '../common/locale.ts';
import { ErrorCode, type ErrorCodeValue } from './codes.ts';
import { gatewayErrorMessages } from './gateway-messages.ts';
import { paramErrorMessages } from './param-messages.ts';
import { voiceprintErrorMessages } from './voiceprint-messages.ts';

type Messages = Record<AppLocale, string>;

/** Localised messages for every error code; `{0}`, `{1}` are filled from the error's params. */
export const errorMessages: Record<ErrorCodeValue, Messages> = {
  [ErrorCode.OK]: { zh_CN: '成功', zh_TW: '成功', en: 'success' },
  [ErrorCode.BAD_REQUEST]: { zh_CN: '参数 {0} 无效：{1}', zh_TW: '參數 {0} 無效：{1}', en: 'Invalid parameter {0}: {1}' },
  [ErrorCode.UNAUTHORIZED]: { zh_CN: '未登录或登录已过期，请重新登录', zh_TW: '未登入或登入已過期，請重新登入', en: 'Not signed in or the session has expired, please sign in again' },
  [ErrorCode.FORBIDDEN]: { zh_CN: '没有权限执行此操作', zh_TW: '沒有權限執行此操作', en: 'You do not have permission for this action' },
  [ErrorCode.ROUTE_NOT_FOUND]: { zh_CN: '接口不存在：{0}', zh_TW: '介面不存在：{0}', en: 'No such API: {0}' },
  [ErrorCode.TOO_MANY_REQUESTS]: { zh_CN: '请求过于频繁，请稍后再试', zh_TW: '請求過於頻繁，請稍後再試', en: 'Too many requests, please try again later' },
  [ErrorCode.INTERNAL]: { zh_CN: '服务器内部错误，请稍后再试', zh_TW: '伺服器內部錯誤，請稍後再試', en: 'Internal server error, please try again later' },
  [ErrorCode.BAD_GATEWAY]: { zh_CN: '上游服务调用失败', zh_TW: '上游服務呼叫失敗', en: 'The upstream service failed' },
  [ErrorCode.SERVICE_UNAVAILABLE]: { zh_CN: '数据库暂时不可用，请稍后再试', zh_TW: '資料庫暫時無法使用，請稍後再試', en: 'The database is temporarily unavailable, please try again shortly' },
  [ErrorCode.NOT_FOUND]: { zh_CN: '{0}不存在', zh_TW: '{0}不存在', en: '{0} not found' },
  [ErrorCode.IN_USE]: { zh_CN: '{0}正在使用中，无法删除', zh_TW: '{0}正在使用中，無法刪除', en: '{0} is in use and cannot be deleted' },
  [ErrorCode.EXISTS]: { zh_CN: '{0}已存在', zh_TW: '{0}已存在', en: '{0} already exists' },
  [ErrorCode.PARAM_EMPTY]: { zh_CN: '{0}不能为空', zh_TW: '{0}不能為空', en: '{0} cannot be empty' },
  [ErrorCode.ACCOUNT_PASSWORD_WRONG]: { zh_CN: '账号或密码错误', zh_TW: '帳號或密碼錯誤', en: 'Wrong account or password' },
  [ErrorCode.ACCOUNT_LOCKED]: { zh_CN: '密码错误次数过多，账号已临时锁定，请{0}分钟后再试或联系管理员解锁', zh_TW: '密碼錯誤次數過多，帳號已暫時鎖定，請{0}分鐘後再試或聯絡管理員解鎖', en: 'Too many wrong passwords: the account is locked for {0} min, or ask an administrator to unlock it' },
  [ErrorCode.PASSWORD_CONFIRM_WRONG]: { zh_CN: '密码错误，请输入当前登录账号的密码', zh_TW: '密碼錯誤，請輸入目前登入帳號的密碼', en: 'Wrong password: enter the password of the account you are signed in with' },
  [ErrorCode.KV_UNAVAILABLE]: { zh_CN: '{0}暂时不可用，请稍后再试', zh_TW: '{0}暫時無法使用，請稍後再試', en: '{0} is temporarily unavailable, please try again shortly' },
  [ErrorCode.STORAGE_QUOTA_EXCEEDED]: {
    zh_CN: '存储空间不足：本账号的存储配额为 {0}，已用 {1}，文件未保存。请删除不再需要的知识库文档或音色样本，或联系管理员调整配额',
    zh_TW: '儲存空間不足：本帳號的儲存配額為 {0}，已用 {1}，檔案未儲存。請刪除不再需要的知識庫文件或音色樣本，或聯絡管理員調整配額',
    en: 'Storage quota exceeded: this account may store {0} and uses {1}; the file was not saved. Delete knowledge-base documents or voice samples you no longer need, or ask an administrator for a larger quota',
  },
  [ErrorCode.ACCOUNT_DISABLED]: { zh_CN: '账号已被停用', zh_TW: '帳號已被停用', en: 'This account has been disabled' },
  [ErrorCode.UNIQUE_ID_EMPTY]: { zh_CN: '唯一标识不能为空', zh_TW: '唯一標識不能為空', en: 'The unique id cannot be empty' },
  [ErrorCode.TOKEN_INVALID]: { zh_CN: '登录凭证无效，请重新登录', zh_TW: '登入憑證無效，請重新登入', en: 'Invalid sign-in token, please sign in again' },
  [ErrorCode.WEAK_PASSWORD]: { zh_CN: '密码至少8位，且须包含数字、小写字母和大写字母', zh_TW: '密碼至少8位，且須包含數字、小寫字母和大寫字母', en: 'The password needs at least 8 characters with a digit, a lowercase and an uppercase letter' },
  [ErrorCode.DEVICE_NOT_FOUND]: { zh_CN: '设备不存在', zh_TW: '裝置不存在', en: 'Device not found' },
  // The device server reads this msg as the activation code to speak, as from upstream.
  [ErrorCode.DEVICE_NEEDS_BINDING]: { zh_CN: '{0}', zh_TW: '{0}', en: '{0}' },
  [ErrorCode.AGENT_NOT_FOUND]: { zh_CN: '智能体不存在', zh_TW: '智能體不存在', en: 'Agent not found' },
  [ErrorCode.SMS_DAILY_LIMIT]: { zh_CN: '今日短信发送次数已达上限', zh_TW: '今日簡訊發送次數已達上限', en: 'The daily SMS limit for this number has been reached' },
  [ErrorCode.OLD_PASSWORD_WRONG]: { zh_CN: '旧密码错误', zh_TW: '舊密碼錯誤', en: 'The current password is wrong' },
  [ErrorCode.SMS_SEND_FAILED]: { zh_CN: '短信发送失败：{0}', zh_TW: '簡訊發送失敗：{0}', en: 'Failed to send the SMS: {0}' },
  [ErrorCode.SMS_TOO_FREQUENT]: { zh_CN: '发送过于频繁，请{0}秒后再试', zh_TW: '發送過於頻繁，請{0}秒後再試', en: 'Sent too often, please try again in {0} s' },
  [ErrorCode.ACTIVATION_CODE_EMPTY]: { zh_CN: '激活码不能为空', zh_TW: '啟用碼不能為空', en: 'The activation code cannot be empty' },
  [ErrorCode.ACTIVATION_CODE_WRONG]: { zh_CN: '激活码错误或已过期，请以设备最新播报的6位激活码为准', zh_TW: '啟用碼錯誤或已過期，請以裝置最新播報的6位啟用碼為準', en: 'The activation code is wrong or has expired; use the 6-digit code the device announced last' },
  [ErrorCode.DEVICE_ALREADY_ACTIVATED]: { zh_CN: '该设备已被绑定', zh_TW: '該裝置已被綁定', en: 'This device is already bound' },
  [ErrorCode.CAPTCHA_WRONG]: { zh_CN: '图形验证码错误', zh_TW: '圖形驗證碼錯誤', en: 'Wrong image captcha' },
  [ErrorCode.MOBILE_REGISTER_OFF]: { zh_CN: '未开启手机注册', zh_TW: '未開啟手機註冊', en: 'Registration by phone is not enabled' },
  [ErrorCode.USERNAME_NOT_PHONE]: { zh_CN: '用户名不是有效的手机号码', zh_TW: '使用者名稱不是有效的手機號碼', en: 'The user name is not a valid phone number' },
  [ErrorCode.PHONE_REGISTERED]: { zh_CN: '此手机号码已注册', zh_TW: '此手機號碼已註冊', en: 'This phone number is already registered' },
  [ErrorCode.PHONE_NOT_REGISTERED]: { zh_CN: '此手机号码未注册', zh_TW: '此手機號碼未註冊', en: 'This phone number is not registered' },
  [ErrorCode.REGISTER_NOT_ALLOWED]: { zh_CN: '当前不允许注册新用户', zh_TW: '目前不允許註冊新使用者', en: 'Registration of new users is not allowed' },
  [ErrorCode.RETRIEVE_DISABLED]: { zh_CN: '未开启找回密码功能', zh_TW: '未開啟找回密碼功能', en: 'Password retrieval is not enabled' },
  [ErrorCode.PHONE_FORMAT]: { zh_CN: '手机号码格式不正确', zh_TW: '手機號碼格式不正確', en: 'The phone number format is wrong' },
  [ErrorCode.SMS_CODE_WRONG]: { zh_CN: '短信验证码错误或已过期', zh_TW: '簡訊驗證碼錯誤或已過期', en: 'The SMS code is wrong or has expired' },
  [ErrorCode.DICT_TYPE_NOT_FOUND]: { zh_CN: '字典类型不存在', zh_TW: '字典類型不存在', en: 'The dictionary type does not exist' },
  [ErrorCode.DICT_TYPE_DUPLICATE]: { zh_CN: '字典类型编码“{0}”已存在', zh_TW: '字典類型編碼「{0}」已存在', en: 'The dictionary type code "{0}" already exists' },
  [ErrorCode.DICT_LABEL_DUPLICATE]: { zh_CN: '该字典类型下已存在标签“{0}”', zh_TW: '該字典類型下已存在標籤「{0}」', en: 'This dictionary type already has the label "{0}"' },
  [ErrorCode.LLM_INTENT_MISMATCH]: { zh_CN: '函数调用意图识别需要 openai 或 ollama 类型的大语言模型', zh_TW: '函式呼叫意圖識別需要 openai 或 ollama 類型的大型語言模型', en: 'Function-call intent needs an LLM of type openai or ollama' },
  [ErrorCode.SM2_KEY_MISSING]: { zh_CN: 'SM2密钥未配置', zh_TW: 'SM2金鑰未設定', en: 'The SM2 key is not configured' },
  [ErrorCode.SM2_DECRYPT_FAILED]: { zh_CN: '密码解密失败，请刷新页面后重试', zh_TW: '密碼解密失敗，請重新整理頁面後重試', en: 'Could not decrypt the password, please reload the page and try again' },
  [ErrorCode.LINK_EXPIRED]: { zh_CN: '链接已失效，请重新获取', zh_TW: '連結已失效，請重新取得', en: 'This link has expired or was already used; please request a new one' },
  [ErrorCode.MAC_EXISTS]: { zh_CN: '该MAC地址的设备已存在', zh_TW: '該MAC位址的裝置已存在', en: 'A device with this MAC address already exists' },
  [ErrorCode.TAG_NAME_EXISTS]: { zh_CN: '标签名已存在：{0}', zh_TW: '標籤名稱已存在：{0}', en: 'The tag name already exists: {0}' },
  [ErrorCode.TAG_NAME_EMPTY]: { zh_CN: '标签名不能为空', zh_TW: '標籤名稱不能為空', en: 'The tag name cannot be empty' },
  [ErrorCode.TAG_NOT_FOUND]: { zh_CN: '标签不存在：{0}', zh_TW: '標籤不存在：{0}', en: 'No such tag: {0}' },
  [ErrorCode.DEFAULT_TEMPLATE_MISSING]: { zh_CN: '默认智能体模板不存在', zh_TW: '預設智能體範本不存在', en: 'The default agent template is missing' },
  [ErrorCode.DELETE_FAILED]: { zh_CN: '删除失败', zh_TW: '刪除失敗', en: 'Delete failed' },
  [ErrorCode.DEFAULT_MODEL_DELETE]: { zh_CN: '默认模型配置不允许删除', zh_TW: '預設模型設定不允許刪除', en: 'The default model config cannot be deleted' },
  [ErrorCode.MODEL_IN_USE]: { zh_CN: '该模型配置已被智能体引用，无法删除：{0}', zh_TW: '該模型設定已被智能體引用，無法刪除：{0}', en: 'This model config is used by agents and cannot be deleted: {0}' },
  [ErrorCode.LLM_REFERENCED_BY_INTENT]: { zh_CN: '该大语言模型已被意图识别配置引用，无法删除', zh_TW: '該大型語言模型已被意圖識別設定引用，無法刪除', en: 'This LLM is used by an intent config and cannot be deleted' },
  [ErrorCode.MODEL_TYPE_PROVIDER_EMPTY]: { zh_CN: '模型类型或供应器类型不能为空', zh_TW: '模型類型或供應器類型不能為空', en: 'The model type or provider type is empty or unknown' },
  [ErrorCode.PROVIDER_NOT_FOUND]: { zh_CN: '供应器不存在', zh_TW: '供應器不存在', en: 'The provider does not exist' },
  [ErrorCode.BOOTSTRAP_CODE_WRONG]: { zh_CN: '管理员引导码错误或已使用', zh_TW: '管理員引導碼錯誤或已使用', en: 'The administrator bootstrap code is wrong or already used' },
  [ErrorCode.CANNOT_CHANGE_SELF]: { zh_CN: '不能对自己的账号执行此操作', zh_TW: '不能對自己的帳號執行此操作', en: 'You cannot do this to your own account' },
  [ErrorCode.ACTIVATION_ATTEMPTS_EXCEEDED]: { zh_CN: '激活码错误次数过多，请{0}分钟后再试', zh_TW: '啟用碼錯誤次數過多，請{0}分鐘後再試', en: 'Too many wrong activation codes, please try again in {0} min' },
  [ErrorCode.DEFAULT_MODEL_DISABLE]: { zh_CN: '默认模型配置不允许关闭', zh_TW: '預設模型設定不允許關閉', en: 'The default model config cannot be disabled' },
  [ErrorCode.PRIVATE_MODEL_TYPE]: { zh_CN: '私有模型仅支持 OpenAI 兼容接口的大语言模型', zh_TW: '私有模型僅支援 OpenAI 相容介面的大型語言模型', en: 'Private models can only be OpenAI-compatible LLMs' },
  [ErrorCode.CLONE_NOT_AUDIO]: { zh_CN: '请上传音频文件（MP3 或 WAV）', zh_TW: '請上傳音訊檔案（MP3 或 WAV）', en: 'Upload an audio file (MP3 or WAV)' },
  // 10142 (CLONE_AUDIO_TOO_LARGE, ASSET_TOO_LARGE) is upstream's one "file too large" code: its text, with the limit, is in gateway-messages.ts.
  [ErrorCode.CLONE_NO_PERMISSION]: { zh_CN: '没有权限操作该音色', zh_TW: '沒有權限操作該音色', en: 'You have no permission for this voice' },
  [ErrorCode.CLONE_UPLOAD_FIRST]: { zh_CN: '请先上传音频', zh_TW: '請先上傳音訊', en: 'Upload audio first' },
  [ErrorCode.CLONE_TRAINING_FAILED]: { zh_CN: '训练失败：{0}', zh_TW: '訓練失敗：{0}', en: 'Training failed: {0}' },
  [ErrorCode.CLONE_VOICE_ID_EXISTS]: { zh_CN: '音色ID已存在：{0}', zh_TW: '音色ID已存在：{0}', en: 'The voice id already exists: {0}' },
  [ErrorCode.CLONE_VOICE_ID_PREFIX]: { zh_CN: '火山引擎音色ID必须以S_开头：{0}', zh_TW: '火山引擎音色ID必須以S_開頭：{0}', en: 'A Volcengine voice id must start with S_: {0}' },
  [ErrorCode.CLONE_NAME_EMPTY]: { zh_CN: '复刻音色名称不能为空', zh_TW: '復刻音色名稱不能為空', en: 'The clone name cannot be empty' },
  [ErrorCode.CORRECT_WORD_FILE_EXISTS]: { zh_CN: '文件名已存在：{0}', zh_TW: '檔案名稱已存在：{0}', en: 'A word file with this name already exists: {0}' },
  [ErrorCode.CORRECT_WORD_FILE_TOO_LARGE]: { zh_CN: '替换词文件不能超过 1MB（当前 {0} 字节），未保存', zh_TW: '替換詞檔案不能超過 1MB（目前 {0} 位元組），未儲存', en: 'A word file may be at most 1 MB (this one is {0} bytes); nothing was saved' },
  [ErrorCode.MEMORY_ATTENTION_NOT_FOUND]: { zh_CN: '记忆变量不存在', zh_TW: '記憶變數不存在', en: 'attention not found' },
  [ErrorCode.MEMORY_IDENTIFIER_INVALID]: {
    zh_CN: '用户标识（identify_id）无效：最多 128 个字符，只能包含字母、数字和 _ : . @ -',
    zh_TW: '使用者標識（identify_id）無效：最多 128 個字元，只能包含字母、數字和 _ : . @ -',
    en: 'invalid identify_id: at most 128 letters, digits or _ : . @ -',
  },
  [ErrorCode.MEMORY_INFER_FAILED]: { zh_CN: '记忆提取任务失败', zh_TW: '記憶擷取任務失敗', en: 'memory infer task failed' },
  ...paramErrorMessages,
  ...gatewayErrorMessages,
  ...voiceprintErrorMessages,
};

/** Code 401 with upstream's own wording for the device-server secret. */
export const serverSecretMessages = {
  missing: { zh_CN: '服务器密钥不能为空', zh_TW: '伺服器金鑰不能為空', en: 'The server secret is missing' },
  invalid: { zh_CN: '无效的服务器密钥', zh_TW: '無效的伺服器金鑰', en: 'Invalid server secret' },
} as const satisfies Record<string, Messages>;

export function formatErrorMessage(code: ErrorCodeValue, locale: AppLocale, params: readonly (string | number)[] = []): string {
  const template = errorMessages[code]?.[locale] ?? errorMessages[ErrorCode.INTERNAL][locale];
  return template.replace(/\{(\d+)\}/g, (_, index: string) => String(params[Number(index)] ?? ''));
}

/** Outcomes of `POST /v1/models/{id}/test`, shown to the caller; never carry the key. */
export const llmTestMessages = {
  timeout: { zh_CN: '请求超时（{0} 秒内未响应）', zh_TW: '請求逾時（{0} 秒內未回應）', en: 'The request timed out (no answer within {0} s)' },
  httpError: { zh_CN: '模型接口返回错误状态 {0}：{1}', zh_TW: '模型介面回傳錯誤狀態 {0}：{1}', en: 'The model API answered with status {0}: {1}' },
  network: { zh_CN: '无法连接模型接口：{0}', zh_TW: '無法連線模型介面：{0}', en: 'Could not reach the model API: {0}' },
  badResponse: { zh_CN: '模型接口返回的内容无法识别', zh_TW: '模型介面回傳的內容無法識別', en: 'The model API answered with something that is not a chat completion' },
  privateAddress: { zh_CN: '不允许访问内网或本机地址：{0}', zh_TW: '不允許存取內網或本機位址：{0}', en: 'Private, loopback or link-local addresses are not allowed: {0}' },
  badUrl: { zh_CN: '接口地址无效', zh_TW: '介面位址無效', en: 'The base URL is not valid' },
  unsupported: { zh_CN: '仅支持测试 OpenAI 兼容接口的大语言模型', zh_TW: '僅支援測試 OpenAI 相容介面的大型語言模型', en: 'Only OpenAI-compatible LLMs can be tested' },
} as const satisfies Record<string, Messages>;
