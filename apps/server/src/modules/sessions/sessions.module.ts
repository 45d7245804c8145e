import { serverModule } from '../module.ts';
import { TokensRepository } from './tokens.repository.ts';
import { endSessionsOfUsers } from './index.ts';

export const sessionsModule = serverModule({
  name: 'sessions',
  repositories: (db) => ({
    tokens: new TokensRepository(db),
  }),
  purgeUsers: () => endSessionsOfUsers,
});
