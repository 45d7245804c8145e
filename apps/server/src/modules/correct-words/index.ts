/** What other modules may use of replacement words; every other file here is internal (lint enforces it). */
export { AgentCorrectWordFilesRepository, CorrectWordFilesRepository } from './correct-words.repository.ts';
export { correctWordChoice, CorrectWordsService } from './correct-words.service.ts';
export { purgeCorrectWordsOfAgents, purgeCorrectWordsOfUsers } from './correct-words-purge.ts';
export { agentWordFiles, type AgentWordFiles } from './agent-word-files.ts';
export * from './correct-words.upstream.ts';
