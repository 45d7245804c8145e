// Frozen with migration 0002: it inserts these rows once. Changing reference data takes a new migration, never an edit here.
import type { Kysely } from 'kysely';
import type { SysParamsTable } from '../../../database.ts';
import { newId } from '../../support/ids.ts';

type ValueType = 'string' | 'number' | 'boolean' | 'array' | 'json';
type ParamSeed = readonly [code: string, value: string, type: ValueType, remark: string];

const feature = (key: string, enabled: boolean) => ({
  name: `feature.${key}.name`,
  enabled,
  description: `feature.${key}.description`,
});

/** The web menu switches as upstream seeds them, with `addressBook` under `features` where upstream's migration misplaced it. */
const SYSTEM_WEB_MENU = {
  features: {
    voiceprintRecognition: feature('voiceprintRecognition', false),
    voiceClone: feature('voiceClone', false),
    knowledgeBase: feature('knowledgeBase', false),
    mcpAccessPoint: feature('mcpAccessPoint', false),
    vad: feature('vad', true),
    asr: feature('asr', true),
    addressBook: feature('addressBook', false),
  },
  groups: {
    featureManagement: ['voiceprintRecognition', 'voiceClone', 'knowledgeBase', 'mcpAccessPoint', 'addressBook'],
    voiceManagement: ['vad', 'asr'],
  },
};

const XIAOZHI_HELLO = {
  type: 'hello',
  version: 1,
  transport: 'websocket',
  audio_params: { format: 'opus', sample_rate: 24000, channels: 1, frame_duration: 60 },
};

/**
 * Upstream's seeded parameters. Deliberate differences: mobile registration and user registration start on,
 * because this console signs device owners up by phone + SMS (admins can switch both off).
 */
export const PARAM_SEEDS: readonly ParamSeed[] = [
  ['server.secret', 'null', 'string', '服务器密钥（首次启动时自动生成）'],
  ['server.allow_user_register', 'true', 'boolean', '是否允许管理员以外的人注册'],
  ['server.fronted_url', 'http://xiaozhi.server.com', 'string', '下发六位验证码时显示的控制面板地址'],
  ['server.websocket', 'null', 'string', 'websocket地址，多个用;分隔'],
  ['server.ota', 'null', 'string', 'ota地址'],
  ['server.name', 'Vox Console', 'string', '系统名称'],
  ['server.beian_icp_num', 'null', 'string', 'icp备案号，填写null则不设置'],
  ['server.beian_ga_num', 'null', 'string', '公安备案号，填写null则不设置'],
  ['server.enable_mobile_register', 'true', 'boolean', '是否开启手机注册'],
  ['server.sms_max_send_count', '10', 'number', '单号码单日最大短信发送条数'],
  ['server.mcp_endpoint', 'null', 'string', 'mcp接入点地址'],
  ['server.voice_print', 'null', 'string', '声纹接口地址'],
  ['server.mqtt_gateway', 'null', 'string', 'mqtt网关地址'],
  ['server.mqtt_signature_key', 'null', 'string', 'mqtt签名密钥'],
  ['server.udp_gateway', 'null', 'string', 'udp网关地址'],
  ['server.voiceprint_similarity_threshold', '0.4', 'number', '声纹识别相似度阈值'],
  ['server.mqtt_manager_api', 'null', 'string', 'mqtt网关管理接口地址（host:port）'],
  ['server.public_key', '', 'string', 'SM2公钥（首次启动时自动生成）'],
  ['server.private_key', '', 'string', 'SM2私钥（首次启动时自动生成）'],
  ['server.auth.enabled', 'true', 'boolean', '是否开启设备认证'],
  ['log.log_format', '<green>{time:YYMMDD HH:mm:ss}</green>[{version}_{selected_module}][<light-blue>{extra[tag]}</light-blue>]-<level>{level}</level>-<light-green>{message}</light-green>', 'string', '控制台日志格式'],
  ['log.log_format_file', '{time:YYYY-MM-DD HH:mm:ss} - {version}_{selected_module} - {name} - {level} - {extra[tag]} - {message}', 'string', '文件日志格式'],
  ['log.log_level', 'INFO', 'string', '日志级别'],
  ['log.log_dir', 'tmp', 'string', '日志目录'],
  ['log.log_file', 'server.log', 'string', '日志文件名'],
  ['log.data_dir', 'data', 'string', '数据目录'],
  ['device_max_output_size', '0', 'number', '单台设备每天最多输出字数，0表示不限制'],
  ['delete_audio', 'true', 'boolean', '是否删除使用后的音频文件'],
  ['close_connection_no_voice_time', '120', 'number', '无语音输入断开连接时间(秒)'],
  ['tts_timeout', '10', 'number', 'TTS请求超时时间(秒)'],
  ['enable_wakeup_words_response_cache', 'true', 'boolean', '是否开启唤醒词加速'],
  ['enable_greeting', 'true', 'boolean', '是否开启开场回复'],
  ['enable_stop_tts_notify', 'false', 'boolean', '是否开启结束提示音'],
  ['stop_tts_notify_voice', 'config/assets/tts_notify.mp3', 'string', '结束提示音文件路径'],
  ['exit_commands', '退出;关闭', 'array', '退出命令列表'],
  ['wakeup_words', '你好小智;你好小志;小爱同学;你好小鑫;你好小新;小美同学;小龙小龙;喵喵同学;小滨小滨;小冰小冰;嘿你好呀', 'array', '唤醒词列表，用于识别唤醒词'],
  ['xiaozhi', JSON.stringify(XIAOZHI_HELLO, null, 2), 'json', '小智类型'],
  ['enable_websocket_ping', 'false', 'boolean', '是否开启websocket心跳'],
  ['tool_call_timeout', '30', 'number', '工具调用超时时间(秒)'],
  ['end_prompt.enable', 'true', 'boolean', '是否开启结束语'],
  ['end_prompt.prompt', '请你以“时间过得真快”未来头，用富有感情、依依不舍的话来结束这场对话吧！', 'string', '结束提示词'],
  ['system_error_response', '主人，小智现在有点忙，我们稍后再试吧。', 'string', '系统出错时的回复语'],
  ['system-web.menu', JSON.stringify(SYSTEM_WEB_MENU), 'json', '系统功能菜单配置'],
  ['aliyun.sms.access_key_id', '', 'string', '阿里云平台access_key'],
  ['aliyun.sms.access_key_secret', '', 'string', '阿里云平台access_key_secret'],
  ['aliyun.sms.sign_name', '', 'string', '阿里云短信签名'],
  ['aliyun.sms.sms_code_template_code', '', 'string', '阿里云短信模板'],
];

export async function seedParams(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  const rows: SysParamsTable[] = PARAM_SEEDS.map(([code, value, type, remark]) => ({
    id: newId(),
    param_code: code,
    param_value: value,
    value_type: type,
    param_type: 1,
    remark,
    created_at: now,
    updated_at: now,
  }));
  await db.withTables<{ sys_params: SysParamsTable }>().insertInto('sys_params').values(rows).execute();
}
