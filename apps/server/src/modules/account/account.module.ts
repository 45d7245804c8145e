import { serverModule } from '../module.ts';
import { accountRoutes } from './account.routes.ts';
import { LoginLockoutsRepository } from './login-lockouts.repository.ts';
import { clearLoginLockoutsOfUsers } from './index.ts';

export const accountModule = serverModule({
  name: 'account',
  routes: [accountRoutes],
  repositories: (db) => ({
    loginLockouts: new LoginLockoutsRepository(db),
  }),
  purgeUsers: () => clearLoginLockoutsOfUsers,
});
