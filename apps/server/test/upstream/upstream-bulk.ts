// The benchmark's installation on top of the hand-written rows: many accounts, agents, devices and a long chat
// history with audio, generated batch by batch so memory stays flat however large the numbers.
import { TEMPLATE_PROMPT } from './upstream-catalog.ts';
import { NEXT_CHAT_ID } from './upstream-core-chat.ts';
import type { UpstreamWriter } from './upstream-writer.ts';
import { datetime, hexId, macOf, randomOpusBytes, snowflakeId, springBcrypt, type Row } from './upstream-values.ts';

export interface UpstreamScale {
  users: number;
  agents: number;
  devices: number;
  chatMessages: number;
  /** Every Nth chat message carries recorded audio (0: none). */
  audioEvery?: number;
  /** Bytes of each generated audio clip. */
  audioBytes?: number;
}

export const BULK_PASSWORD = 'Bulk@Pass2025';
const MESSAGES_PER_SESSION = 20;
const BATCH = 5_000;
const AUDIO_BATCH = 200;

export const bulkUserId = (index: number) => snowflakeId(100_000 + index);
export const bulkAgentId = (index: number) => hexId(`bulk-agent-${index}`);
export const bulkMac = (index: number) => macOf('b0:b1:b2', index);

/** Calls `write` with consecutive slices of generated rows, never holding more than one batch. */
async function inBatches(total: number, size: number, make: (index: number) => Row, write: (rows: Row[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < total; start += size) {
    const rows: Row[] = [];
    for (let index = start; index < Math.min(total, start + size); index++) rows.push(make(index));
    await write(rows);
  }
}

export async function writeBulk(writer: UpstreamWriter, scale: UpstreamScale, fallbackOwner: string): Promise<{ chatAudio: number }> {
  const hash = springBcrypt(BULK_PASSWORD);
  const ownerOf = (agent: number) => (scale.users > 0 ? bulkUserId(agent % scale.users) : fallbackOwner);
  await inBatches(scale.users, BATCH, (index) => ({
    id: bulkUserId(index), username: `user${String(index).padStart(6, '0')}`, password: hash, super_admin: 0, status: 1,
    create_date: datetime(50_000 + index), updater: null, creator: null, update_date: datetime(50_000 + index),
  }), (rows) => writer.insert('sys_user', rows, BATCH));

  const recordsVoice = (scale.audioEvery ?? 0) > 0;
  await inBatches(scale.agents, BATCH, (index) => ({
    id: bulkAgentId(index), user_id: ownerOf(index), agent_code: `AGT_${1746000000000 + index}`, agent_name: `智能体${index}`,
    asr_model_id: 'ASR_FunASR', vad_model_id: 'VAD_SileroVAD', llm_model_id: 'LLM_ChatGLMLLM', slm_model_id: null,
    vllm_model_id: 'VLLM_ChatGLMVLLM', tts_model_id: 'TTS_EdgeTTS', tts_voice_id: 'TTS_EdgeTTS0001', tts_language: '普通话',
    tts_volume: 50, tts_rate: 50, tts_pitch: 50, mem_model_id: 'Memory_nomem', intent_model_id: 'Intent_function_call',
    system_prompt: TEMPLATE_PROMPT('一个乐于助人的家庭助手。'), summary_memory: null, chat_history_conf: recordsVoice ? 2 : 1,
    lang_code: 'zh', language: '中文', sort: 0, creator: ownerOf(index), created_at: datetime(60_000 + index), updater: ownerOf(index),
    updated_at: datetime(60_000 + index),
  }), (rows) => writer.insert('ai_agent', rows, BATCH));

  const agentOfDevice = (device: number) => device % Math.max(1, scale.agents);
  await inBatches(scale.agents > 0 ? scale.devices : 0, BATCH, (index) => ({
    id: bulkMac(index), user_id: ownerOf(agentOfDevice(index)), mac_address: bulkMac(index), last_connected_at: datetime(70_000 + index),
    auto_update: 1, board: 'bread-compact-wifi', alias: null, agent_id: bulkAgentId(agentOfDevice(index)), app_version: '1.7.6', sort: 0,
    creator: ownerOf(agentOfDevice(index)), create_date: datetime(65_000 + index), updater: null, update_date: datetime(70_000 + index),
  }), (rows) => writer.insert('ai_device', rows, BATCH));

  return writeBulkChat(writer, scale);
}

async function writeBulkChat(writer: UpstreamWriter, scale: UpstreamScale): Promise<{ chatAudio: number }> {
  if (scale.agents === 0 || scale.chatMessages === 0) return { chatAudio: 0 };
  const audioEvery = scale.audioEvery ?? 0;
  const audioBytes = scale.audioBytes ?? 2_048;
  const devices = Math.max(1, Math.min(scale.devices, scale.agents));
  let chatAudio = 0;
  for (let start = 0; start < scale.chatMessages; start += BATCH) {
    const history: Row[] = [];
    const audio: Row[] = [];
    for (let index = start; index < Math.min(scale.chatMessages, start + BATCH); index++) {
      const session = Math.floor(index / MESSAGES_PER_SESSION);
      const agent = session % scale.agents;
      const isUser = index % 2 === 0;
      let audioId: string | null = null;
      if (audioEvery > 0 && index % audioEvery === 0) {
        audioId = hexId(`bulk-audio-${index}`);
        audio.push({ id: audioId, audio: randomOpusBytes(audioBytes) });
      }
      const at = datetime(80_000 + index / 10, true);
      history.push({
        id: NEXT_CHAT_ID + index, mac_address: bulkMac(agent % devices), agent_id: bulkAgentId(agent),
        session_id: `bulk-${String(session).padStart(10, '0')}`, chat_type: isUser ? 1 : 2,
        content: isUser ? `第${session}次对话的问题：今天有什么安排？` : `第${session}次对话的回答：下午三点有个会议，晚上七点吃饭。`,
        audio_id: audioId, created_at: at, updated_at: at,
      });
    }
    await writer.insert('ai_agent_chat_history', history, BATCH);
    await writer.insert('ai_agent_chat_audio', audio, AUDIO_BATCH);
    chatAudio += audio.length;
  }
  return { chatAudio };
}
