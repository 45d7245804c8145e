import { serverModule } from '../module.ts';
import { ssoRoutes } from './sso.routes.ts';
import { SsoRepository } from './sso.repository.ts';
import { purgeSsoLinksOfUsers } from './index.ts';

export const ssoModule = serverModule({
  name: 'sso',
  routes: [ssoRoutes],
  repositories: (db) => ({
    sso: new SsoRepository(db),
  }),
  purgeUsers: () => purgeSsoLinksOfUsers,
});
