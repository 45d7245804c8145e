import { serverModule } from '../module.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { ApiKeysRepository } from './api-keys.repository.ts';
import { deleteApiKeysOfUsers } from './index.ts';

export const apiKeysModule = serverModule({
  name: 'api-keys',
  routes: [apiKeysRoutes],
  rootRoutes: [apiKeysRoutes],
  repositories: (db) => ({
    apiKeys: new ApiKeysRepository(db),
  }),
  purgeUsers: () => deleteApiKeysOfUsers,
});
