/** A chat session's summary (0037), kept in step with `agent_chat_history` by the chat-history repository. */
export interface AgentChatSessionsTable {
  agent_id: string;
  session_id: string;
  /** The latest message's `created_at`. */
  last_at: string;
  message_count: number;
}
