import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { UsersRepository } from './users.repository.ts';
import { UsersService } from './users.service.ts';

declare module '../wiring.ts' {
  interface Services {
    users: UsersService;
    /** For bootstrap's first administrator, which is made before any session exists. */
    usersRepository: UsersRepository;
  }
}

const usersRepositories = (db: Kysely<Database>) => ({
  users: new UsersRepository(db),
});

export const usersModule: ServerModule<ReturnType<typeof usersRepositories>> = {
  name: 'users',
  repositories: usersRepositories,
  services: {
    users: (_, { repos, clock }) => new UsersService(repos.users, clock),
    usersRepository: (_, { repos }) => repos.users,
  },
};
