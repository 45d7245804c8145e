import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ChatHistoryRepository } from './chat-history.repository.ts';

/** What the voiceprints module reads of chat history: an agent's recent user messages with audio, and that audio. */
export function agentUtterances(db: Kysely<Database>) {
  const history = new ChatHistoryRepository(db);
  return {
    recent: (agentId: string, limit: number) => history.recentUserUtterances(agentId, limit),
    isOf: (agentId: string, audioId: string) => history.isUserUtteranceOf(agentId, audioId),
    audio: (audioId: string) => history.audio(audioId),
  };
}

export type AgentUtterances = ReturnType<typeof agentUtterances>;
