import { serverModule } from '../module.ts';
import { chatHistoryRoutes } from './chat-history.routes.ts';
import { ChatHistoryRepository } from './chat-history.repository.ts';
import { purgeChatHistoryOfAgents } from './index.ts';

export const chatHistoryModule = serverModule({
  name: 'chat-history',
  routes: [chatHistoryRoutes],
  repositories: (db) => ({
    chatHistory: new ChatHistoryRepository(db),
  }),
  purgeAgents: purgeChatHistoryOfAgents,
});
