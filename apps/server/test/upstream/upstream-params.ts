// sys_params of a configured installation: upstream's param codes with values an operator would have set. Each row
// names the changeset that seeded its code, so an old installation lacks the later ones (SM2 keys, MQTT, the menu).
import { appliedIn, type UpstreamShape } from './upstream-changesets.ts';
import { datetime, type Row } from './upstream-values.ts';

export interface ParamInputs {
  secret: string;
  sm2: { publicKey: string; privateKey: string };
  adminId: string;
}

type ParamSeed = [id: number, code: string, value: string, valueType: string, remark: string, since: string];

export const SYSTEM_WEB_MENU = JSON.stringify({
  features: {
    voiceprintRecognition: { name: 'feature.voiceprintRecognition.name', enabled: true, description: 'feature.voiceprintRecognition.description' },
    voiceClone: { name: 'feature.voiceClone.name', enabled: true, description: 'feature.voiceClone.description' },
    knowledgeBase: { name: 'feature.knowledgeBase.name', enabled: true, description: 'feature.knowledgeBase.description' },
    mcpAccessPoint: { name: 'feature.mcpAccessPoint.name', enabled: false, description: 'feature.mcpAccessPoint.description' },
    vad: { name: 'feature.vad.name', enabled: true, description: 'feature.vad.description' },
    asr: { name: 'feature.asr.name', enabled: true, description: 'feature.asr.description' },
    addressBook: { name: 'feature.addressBook.name', enabled: true, description: 'feature.addressBook.description' },
  },
  groups: {
    featureManagement: ['voiceprintRecognition', 'voiceClone', 'knowledgeBase', 'mcpAccessPoint', 'addressBook'],
    voiceManagement: ['vad', 'asr'],
  },
});

const HELLO = JSON.stringify({
  type: 'hello', version: 1, transport: 'websocket',
  audio_params: { format: 'opus', sample_rate: 24000, channels: 1, frame_duration: 60 },
});

function seeds(inputs: ParamInputs): ParamSeed[] {
  return [
    [102, 'server.secret', inputs.secret, 'string', '服务器密钥', '202504112058'],
    [103, 'server.allow_user_register', 'false', 'boolean', '是否允许管理员以外的人注册', '202504151206'],
    [104, 'server.fronted_url', 'http://192.168.1.10:8001', 'string', '下发六位验证码时显示的控制面板地址', '202504151206'],
    [105, 'server.websocket', 'ws://192.168.1.10:8000/xiaozhi/v1/;ws://192.168.1.11:8000/xiaozhi/v1/', 'string', 'websocket地址，多个用;分隔', '202504251422'],
    [106, 'server.ota', 'http://192.168.1.10:8002/xiaozhi/ota/', 'string', 'ota地址', '202504251422'],
    [107, 'server.name', '小智家庭服务', 'string', '系统名称', '202505182234'],
    [108, 'server.beian_icp_num', 'null', 'string', 'icp备案号', '202505182234'],
    [109, 'server.beian_ga_num', 'null', 'string', '公安备案号', '202505182234'],
    [110, 'server.enable_mobile_register', 'false', 'boolean', '是否开启手机注册', '202505182234'],
    [111, 'server.sms_max_send_count', '10', 'number', '单号码每天最大短信发送条数', '202505182234'],
    [112, 'server.mcp_endpoint', 'ws://192.168.1.10:8004/mcp_endpoint/mcp/?token=mcp-token-5d1c', 'string', 'mcp接入点地址', '202506261637'],
    [113, 'server.voice_print', 'http://192.168.1.10:8005/voiceprint/health?key=vp-key-8f3a2c', 'string', '声纹接口地址', '202507031602'],
    [114, 'server.voiceprint_similarity_threshold', '0.4', 'number', '声纹识别相似度阈值', '202509081140'],
    [115, 'server.mqtt_gateway', '192.168.1.10:1883', 'string', 'mqtt gateway 配置', '202509080922'],
    [116, 'server.mqtt_signature_key', 'XzMqttSign2025Key', 'string', 'mqtt 签名密钥', '202509080922'],
    [117, 'server.udp_gateway', '192.168.1.10:8884', 'string', 'udp gateway 配置', '202509080922'],
    [118, 'server.mqtt_manager_api', '192.168.1.10:8007', 'string', 'mqtt manager api 地址', '202509161610'],
    [119, 'server.public_key', inputs.sm2.publicKey, 'string', 'SM2公钥', '202509221530'],
    [120, 'server.private_key', inputs.sm2.privateKey, 'string', 'SM2私钥', '202509221530'],
    [121, 'server.auth.enabled', 'true', 'boolean', '是否开启设备认证', '202512131453'],
    [201, 'log.log_format', '<green>{time:YYMMDD HH:mm:ss}</green>[{version}_{selected_module}][<light-blue>{extra[tag]}</light-blue>]-<level>{level}</level>-<light-green>{message}</light-green>', 'string', '控制台日志格式', '202504112058'],
    [202, 'log.log_format_file', '{time:YYYY-MM-DD HH:mm:ss} - {version}_{selected_module} - {name} - {level} - {extra[tag]} - {message}', 'string', '文件日志格式', '202504112058'],
    [203, 'log.log_level', 'INFO', 'string', '日志级别', '202504112058'],
    [204, 'log.log_dir', 'tmp', 'string', '日志目录', '202504112058'],
    [205, 'log.log_file', 'server.log', 'string', '日志文件名', '202504112058'],
    [206, 'log.data_dir', 'data', 'string', '数据目录', '202504112058'],
    [301, 'delete_audio', 'true', 'boolean', '是否删除音频文件', '202504112058'],
    [302, 'close_connection_no_voice_time', '120', 'number', '无声音断开时间(秒)', '202504112058'],
    [303, 'tts_timeout', '10', 'number', 'TTS超时时间(秒)', '202504112058'],
    [304, 'enable_wakeup_words_response_cache', 'true', 'boolean', '是否开启唤醒词加速', '202504112058'],
    [305, 'enable_greeting', 'true', 'boolean', '是否开启开场回复', '202504112058'],
    [306, 'enable_stop_tts_notify', 'false', 'boolean', '是否开启结束提示音', '202504112058'],
    [307, 'stop_tts_notify_voice', 'config/assets/tts_notify.mp3', 'string', '结束提示音文件路径', '202504112058'],
    [308, 'exit_commands', '退出;关闭', 'array', '退出指令', '202504112058'],
    [309, 'xiaozhi', HELLO, 'json', '小智类型', '202504112058'],
    [310, 'wakeup_words', '你好小智;你好小志;小爱同学;你好小鑫;你好小新;小美同学;小龙小龙;喵喵同学;小滨小滨;小冰小冰;嘿你好呀', 'array', '唤醒词', '202504112058'],
    [311, 'tool_call_timeout', '30', 'number', '工具调用超时(秒)', '202604011035'],
    [312, 'enable_websocket_ping', 'false', 'boolean', '是否开启websocket心跳', '202512161529'],
    [500, 'device_max_output_size', '0', 'number', '单台设备每天最多输出字数，0表示不限制', '202504181536'],
    [501, 'end_prompt.enable', 'true', 'boolean', '是否开启结束语', '202505142037'],
    [502, 'end_prompt.prompt', '请你以“时间过得真快”为开头，用富有感情、依依不舍的话来结束这场对话吧！', 'string', '结束语提示词', '202505142037'],
    [503, 'system_error_response', '抱歉，服务暂时出了点问题，请稍后再试。', 'string', '系统错误时的回复', '202602021555'],
    [600, 'system-web.menu', SYSTEM_WEB_MENU, 'json', '系统功能菜单配置', '202512031517'],
    [610, 'aliyun.sms.access_key_id', 'LTAI5tExampleKeyId01', 'string', '阿里云短信 AccessKeyId', '202505182234'],
    [611, 'aliyun.sms.access_key_secret', 'sms-secret-Qw8Zr2Lk9Vx4', 'string', '阿里云短信 AccessKeySecret', '202505182234'],
    [612, 'aliyun.sms.sign_name', '小智家庭', 'string', '短信签名', '202505182234'],
    [613, 'aliyun.sms.sms_code_template_code', 'SMS_480245001', 'string', '短信模板', '202505182234'],
  ];
}

export function paramRows(shape: UpstreamShape, inputs: ParamInputs): Row[] {
  return seeds(inputs)
    .filter(([, , , , , since]) => appliedIn(shape, since))
    .map(([id, code, value, valueType, remark]) => ({
      id, param_code: code, param_value: value, value_type: valueType, param_type: 1, remark,
      creator: inputs.adminId, create_date: datetime(0), updater: inputs.adminId, update_date: datetime(60),
    }));
}
