import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { TokensRepository } from './tokens.repository.ts';
import { endSessionsOfUsers } from './index.ts';
import { SessionsService } from './sessions.service.ts';

declare module '../wiring.ts' {
  interface Services {
    sessions: SessionsService;
  }
}

const sessionsRepositories = (db: Kysely<Database>) => ({
  tokens: new TokensRepository(db),
});

export const sessionsModule: ServerModule<ReturnType<typeof sessionsRepositories>> = {
  name: 'sessions',
  repositories: sessionsRepositories,
  purgeUsers: () => endSessionsOfUsers,
  services: {
    sessions: (_, { repos, clock }) => new SessionsService(repos.tokens, clock),
  },
};
