import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { accountRoutes } from './account.routes.ts';
import { LoginLockoutsRepository } from './login-lockouts.repository.ts';
import { clearLoginLockoutsOfUsers } from './index.ts';
import { AccountService } from './account.service.ts';
import { LoginLockout } from './login-lockout.ts';

declare module '../wiring.ts' {
  interface Services {
    account: AccountService;
    loginLockout: LoginLockout;
  }
}

const accountRepositories = (db: Kysely<Database>) => ({
  loginLockouts: new LoginLockoutsRepository(db),
});

export const accountModule: ServerModule<ReturnType<typeof accountRepositories>> = {
  name: 'account',
  routes: [accountRoutes],
  repositories: accountRepositories,
  purgeUsers: () => clearLoginLockoutsOfUsers,
  services: {
    loginLockout: (_, { repos, clock }) => new LoginLockout(repos.loginLockouts, clock),
    account: ({ users, sessions, apiKeys, captcha, smsCodes, params, bootstrap, loginLockout }, { clock }) =>
      new AccountService({ users, sessions, apiKeys, captcha, smsCodes, params, bootstrap, lockout: loginLockout, clock }),
  },
};
