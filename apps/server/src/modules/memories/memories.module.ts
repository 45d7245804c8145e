import { serverModule } from '../module.ts';
import { memoriesRoutes } from './memories.routes.ts';
import { MemoriesRepository } from './memories.repository.ts';
import { purgeMemoriesOfAgents } from './index.ts';

export const memoriesModule = serverModule({
  name: 'memories',
  routes: [memoriesRoutes],
  rootRoutes: [memoriesRoutes],
  repositories: (db) => ({
    memories: new MemoriesRepository(db),
  }),
  purgeAgents: purgeMemoriesOfAgents,
});
