/** What other modules may use of chat history; every other file here is internal (lint enforces it). */
export * from './chat-history-purge.ts';
export * from './chat-activity.ts';
