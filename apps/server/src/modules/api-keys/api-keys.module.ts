import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { ApiKeysRepository } from './api-keys.repository.ts';
import { deleteApiKeysOfUsers } from './index.ts';
import { ApiKeysService } from './api-keys.service.ts';

declare module '../wiring.ts' {
  interface Services {
    apiKeys: ApiKeysService;
  }
}

const apiKeysRepositories = (db: Kysely<Database>) => ({
  apiKeys: new ApiKeysRepository(db),
});

export const apiKeysModule: ServerModule<ReturnType<typeof apiKeysRepositories>> = {
  name: 'api-keys',
  routes: [apiKeysRoutes],
  rootRoutes: [apiKeysRoutes],
  repositories: apiKeysRepositories,
  purgeUsers: () => deleteApiKeysOfUsers,
  services: {
    apiKeys: (_, { repos, options, clock }) => new ApiKeysService({ apiKeys: repos.apiKeys, secrets: options.secrets, clock }),
  },
};
