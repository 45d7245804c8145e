// The hand-written heart of the fixture: accounts, their sign-in tokens, agents with every column filled, the devices
// bound to them, and what hangs off an agent (plugins, tags, context providers, replacement words, snapshots).
import type { UserFact } from './upstream-facts.ts';
import { TEMPLATE_PROMPT } from './upstream-catalog.ts';
import { datetime, hexId, snowflakeId, springBcrypt, type Row } from './upstream-values.ts';

export type Rows = Map<string, Row[]>;

export function addRows(rows: Rows, table: string, ...added: Row[]): void {
  const list = rows.get(table) ?? [];
  list.push(...added);
  rows.set(table, list);
}

const USERS: [username: string, password: string, superAdmin: boolean, status: 0 | 1][] = [
  ['admin', 'Admin@2025!', true, 1],
  ['zhangsan', 'Zhangsan#88', false, 1],
  ['lisi', 'LiSi@pass01', false, 1],
  ['13800138000', 'Mobile@1380', false, 1],
  ['wangwu', 'Wangwu!2025', false, 0],
];

export function coreUsers(): UserFact[] {
  return USERS.map(([username, password, superAdmin, status], index) => ({
    id: snowflakeId(index + 1), username, password, passwordHash: springBcrypt(password), superAdmin, status,
  }));
}

export function userRows(users: UserFact[]): Row[] {
  return users.map((user, index) => ({
    id: user.id, username: user.username, password: user.passwordHash, super_admin: user.superAdmin ? 1 : 0,
    status: user.status, create_date: datetime(index * 1440), updater: user.id, creator: user.id, update_date: datetime(index * 1440 + 5),
  }));
}

export function tokenRows(users: UserFact[]): Row[] {
  return users.slice(0, 3).map((user, index) => ({
    id: snowflakeId(900 + index), user_id: user.id, token: hexId(`token-${user.username}`),
    expire_date: datetime(200_000 + index * 60), update_date: datetime(199_280 + index * 60), create_date: datetime(10 + index),
  }));
}

export interface CoreAgentSeed {
  key: string;
  owner: number;
  name: string;
  chatHistoryConf: 0 | 1 | 2;
  overrides: Row;
}

/** Owners index into coreUsers(): 1 zhangsan, 2 lisi, 0 admin, 3 the phone-number account. */
export const CORE_AGENTS: CoreAgentSeed[] = [
  {
    key: 'home', owner: 1, name: '小智助手', chatHistoryConf: 2,
    overrides: {
      asr_model_id: 'ASR_DoubaoStreamASR', llm_model_id: 'LLM_DeepSeekLLM', slm_model_id: 'LLM_ChatGLMLLM',
      tts_model_id: 'TTS_HuoshanDoubleStreamTTS', tts_voice_id: 'TTS_HuoshanDoubleStreamTTS0001', tts_language: '普通话',
      tts_volume: 80, tts_rate: 55, tts_pitch: 45, mem_model_id: 'Memory_mem_local_short',
      summary_memory: '用户叫张三，住在广州，喜欢听粤语歌；女儿小明今年六岁，晚上九点睡觉。',
    },
  },
  {
    key: 'english', owner: 1, name: '英语陪练', chatHistoryConf: 1,
    overrides: {
      tts_voice_id: 'TTS_EdgeTTS0003', tts_language: '英语', lang_code: 'en', language: 'English',
      summary_memory: 'Practising past tense; prefers short answers.',
    },
  },
  { key: 'puppy', owner: 2, name: '汪汪队长', chatHistoryConf: 0, overrides: { tts_voice_id: 'TTS_EdgeTTS0002', summary_memory: null } },
  { key: 'lab', owner: 0, name: '测试助手', chatHistoryConf: 1, overrides: { llm_model_id: 'LLM_OllamaLLM', intent_model_id: 'Intent_nointent' } },
  {
    key: 'grandma', owner: 3, name: '奶奶的小智', chatHistoryConf: 2,
    overrides: { tts_rate: 40, tts_volume: 90, summary_memory: '奶奶喜欢听戏曲，提醒她每天下午三点吃药。' },
  },
];

export function agentId(key: string): string {
  return hexId(`agent-${key}`);
}

export function agentRow(seed: CoreAgentSeed, users: UserFact[], index: number): Row {
  const owner = users[seed.owner]!;
  return {
    id: agentId(seed.key), user_id: owner.id, agent_code: `AGT_${1745000000000 + index}`, agent_name: seed.name,
    asr_model_id: 'ASR_FunASR', vad_model_id: 'VAD_SileroVAD', llm_model_id: 'LLM_ChatGLMLLM', slm_model_id: null,
    vllm_model_id: 'VLLM_ChatGLMVLLM', tts_model_id: 'TTS_EdgeTTS', tts_voice_id: 'TTS_EdgeTTS0001', tts_language: '普通话',
    tts_volume: 50, tts_rate: 50, tts_pitch: 50, mem_model_id: 'Memory_nomem', intent_model_id: 'Intent_function_call',
    system_prompt: TEMPLATE_PROMPT(`${seed.name}，陪伴${owner.username}的家人。`), summary_memory: null,
    chat_history_conf: seed.chatHistoryConf, lang_code: 'zh', language: '中文', sort: index,
    creator: owner.id, created_at: datetime(3000 + index * 60), updater: owner.id, updated_at: datetime(9000 + index * 60),
    ...seed.overrides,
  };
}

export interface CoreDeviceSeed {
  mac: string;
  agent: string;
  board: string;
  appVersion: string;
  alias: string | null;
  autoUpdate: 0 | 1;
}

export const CORE_DEVICES: CoreDeviceSeed[] = [
  { mac: 'a4:cf:12:34:56:01', agent: 'home', board: 'bread-compact-wifi', appVersion: '1.6.2', alias: '客厅', autoUpdate: 1 },
  { mac: 'a4:cf:12:34:56:02', agent: 'home', board: 'esp-box-3', appVersion: '1.7.5', alias: '卧室', autoUpdate: 0 },
  { mac: 'a4:cf:12:34:56:03', agent: 'english', board: 'lichuang-dev', appVersion: '1.7.5', alias: '书房', autoUpdate: 1 },
  { mac: '7c:df:a1:00:11:22', agent: 'puppy', board: 'm5stack-core-s3', appVersion: '1.5.9', alias: null, autoUpdate: 1 },
  { mac: 'dc:54:75:aa:bb:cc', agent: 'grandma', board: 'xmini-c3', appVersion: '1.8.0', alias: '奶奶房间', autoUpdate: 1 },
];

export function deviceRow(seed: CoreDeviceSeed, ownerId: string, index: number): Row {
  return {
    id: seed.mac, user_id: ownerId, mac_address: seed.mac, last_connected_at: datetime(20_000 + index * 37), auto_update: seed.autoUpdate,
    board: seed.board, alias: seed.alias, agent_id: agentId(seed.agent), app_version: seed.appVersion, sort: index,
    creator: ownerId, create_date: datetime(4000 + index * 10), updater: ownerId, update_date: datetime(20_000 + index * 37),
  };
}
