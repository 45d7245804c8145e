import { serverModule } from '../module.ts';
import { correctWordsRoutes } from './correct-words.routes.ts';
import { CorrectWordFilesRepository, AgentCorrectWordFilesRepository } from './correct-words.repository.ts';
import { purgeCorrectWordsOfAgents, purgeCorrectWordsOfUsers } from './index.ts';

export const correctWordsModule = serverModule({
  name: 'correct-words',
  routes: [correctWordsRoutes],
  repositories: (db) => ({
    correctWordFiles: new CorrectWordFilesRepository(db),
    agentCorrectWordFiles: new AgentCorrectWordFilesRepository(db),
  }),
  purgeAgents: purgeCorrectWordsOfAgents,
  purgeUsers: () => purgeCorrectWordsOfUsers,
});
