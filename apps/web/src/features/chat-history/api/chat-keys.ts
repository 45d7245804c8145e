export const chatKeys = {
  all: ['chat-history'] as const,
  sessions: (agentId: string) => [...chatKeys.all, 'sessions', agentId] as const,
  messages: (agentId: string, sessionId: string) => [...chatKeys.all, 'messages', agentId, sessionId] as const,
};
