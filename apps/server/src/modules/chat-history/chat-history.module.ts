import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { chatHistoryRoutes } from './chat-history.routes.ts';
import { ChatHistoryRepository } from './chat-history.repository.ts';
import { purgeChatHistoryOfAgents } from './index.ts';
import { ChatHistoryService } from './chat-history.service.ts';
import { CHAT_SUMMARY_JOB, CHAT_TITLE_JOB, ChatSummaries } from './chat-summaries.ts';

declare module '../wiring.ts' {
  interface Services {
    chatHistory: ChatHistoryService;
    /** Titles and memory summaries the device server asks for at the end of a conversation. */
    chatSummaries: ChatSummaries;
    /** Sessions and messages per day, for home's overview. */
    chatHistoryRepository: ChatHistoryRepository;
  }
}

const chatHistoryRepositories = (db: Kysely<Database>) => ({
  chatHistory: new ChatHistoryRepository(db),
});

export const chatHistoryModule: ServerModule<ReturnType<typeof chatHistoryRepositories>> = {
  name: 'chat-history',
  routes: [chatHistoryRoutes],
  repositories: chatHistoryRepositories,
  purgeAgents: purgeChatHistoryOfAgents,
  services: {
    chatHistory: ({ devicesRepository, agentDirectory, agents }, { repos, transaction, kv, clock }) =>
      new ChatHistoryService({ repos, devices: devicesRepository, agentDirectory, transaction, agents, kv, clock }),
    chatSummaries: ({ agentDirectory, modelsRepository, params, jobs, memoryRuntime }, { repos, llm, clock, log, chatTimeoutMs }) =>
      new ChatSummaries({ repos, agentDirectory, models: modelsRepository, params, jobs, llm, clock, log, timeoutMs: chatTimeoutMs, longTermMemory: memoryRuntime.rememberSession.bind(memoryRuntime) }),
    chatHistoryRepository: (_, { repos }) => repos.chatHistory,
  },
  jobs: ({ jobRunner, chatSummaries }) => {
    jobRunner.register(CHAT_TITLE_JOB, chatSummaries.titleJob);
    jobRunner.register(CHAT_SUMMARY_JOB, chatSummaries.summaryJob);
  },
};
