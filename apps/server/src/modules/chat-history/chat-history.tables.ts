import type { Generated } from 'kysely';

// Row types of the tables this module owns, merged into `Database` below.
// Flags are integers 0/1, timestamps ISO-8601 UTC strings, ids strings.

/** A chat session's summary (0037), kept in step with `agent_chat_history` by the chat-history repository. */
export interface AgentChatSessionsTable {
  agent_id: string;
  session_id: string;
  /** The latest message's `created_at`. */
  last_at: string;
  message_count: number;
  /** `device` or `playground` (0045). */
  source: Generated<string>;
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

/** The tables the chat-history module owns. */
export interface ChatHistoryTables {
  agent_chat_history: AgentChatHistoryTable;
  agent_chat_titles: AgentChatTitlesTable;
  agent_chat_sessions: AgentChatSessionsTable;
  agent_chat_audio: AgentChatAudioTable;
}

declare module '../../db/database.ts' {
  // Merged: `Database` is every module's tables, each added by the module that owns them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ChatHistoryTables {}
}
