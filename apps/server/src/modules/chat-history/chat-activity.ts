import type { ChatHistoryRepository } from './chat-history.repository.ts';

/** What other modules read of chat history: a user's sessions and messages per day (the home overview). */
export type ChatActivity = Pick<ChatHistoryRepository, 'activityByDay'>;
