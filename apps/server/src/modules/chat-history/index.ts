/** What other modules may use of chat history; every other file here is internal (lint enforces it). */
export * from './chat-history-purge.ts';
export * from './chat-activity.ts';
export * from './agent-utterances.ts';
export * from './chat-history.upstream.ts';
export type { ChatHistoryService } from './chat-history.service.ts';
export type { ChatSummaries } from './chat-summaries.ts';
