import type { AgentsPurge } from '../purges.ts';
import { ChatHistoryRepository } from './chat-history.repository.ts';

/** The agents' chat history and its audio. */
export const purgeChatHistoryOfAgents: AgentsPurge = (trx, agentIds) => new ChatHistoryRepository(trx).deleteByAgents(agentIds);
