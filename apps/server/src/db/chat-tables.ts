import type { Generated } from 'kysely';

/** A chat session's summary (0037), kept in step with `agent_chat_history` by the chat-history repository. */
export interface AgentChatSessionsTable {
  agent_id: string;
  session_id: string;
  /** The latest message's `created_at`. */
  last_at: string;
  message_count: number;
}

/** upstream `ai_agent_chat_title`, keyed by agent and session (0027). */
export interface AgentChatTitlesTable {
  agent_id: string;
  session_id: string;
  title: string;
  created_at: string;
  updated_at: string;
}

/** upstream `ai_agent_chat_history`; the serial id keeps messages of one instant in arrival order. */
export interface AgentChatHistoryTable {
  id: Generated<number | string>;
  mac_address: string;
  agent_id: string;
  session_id: string;
  chat_type: number;
  content: string;
  audio_id: string | null;
  created_at: string;
  updated_at: string;
}

/** upstream `ai_agent_chat_audio`: the WAV bytes as reported. */
export interface AgentChatAudioTable {
  id: string;
  audio: Uint8Array;
}
