import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { correctWordsRoutes } from './correct-words.routes.ts';
import { CorrectWordFilesRepository, AgentCorrectWordFilesRepository } from './correct-words.repository.ts';
import { purgeCorrectWordsOfAgents, purgeCorrectWordsOfUsers } from './index.ts';
import { CorrectWordsService } from './correct-words.service.ts';

declare module '../wiring.ts' {
  interface Services {
    correctWords: CorrectWordsService;
  }
}

const correctWordsRepositories = (db: Kysely<Database>) => ({
  correctWordFiles: new CorrectWordFilesRepository(db),
  agentCorrectWordFiles: new AgentCorrectWordFilesRepository(db),
});

export const correctWordsModule: ServerModule<ReturnType<typeof correctWordsRepositories>> = {
  name: 'correct-words',
  routes: [correctWordsRoutes],
  repositories: correctWordsRepositories,
  purgeAgents: purgeCorrectWordsOfAgents,
  purgeUsers: () => purgeCorrectWordsOfUsers,
  services: {
    correctWords: ({ devicesRepository }, { repos, transaction, clock }) => new CorrectWordsService({ repos, devices: devicesRepository, transaction, clock }),
  },
};
