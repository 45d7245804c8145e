import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const chatKeys = {
  all: [QUERY_ROOTS.chatHistory] as const,
  sessions: (agentId: string) => [...chatKeys.all, 'sessions', agentId] as const,
  messages: (agentId: string, sessionId: string) => [...chatKeys.all, 'messages', agentId, sessionId] as const,
};
