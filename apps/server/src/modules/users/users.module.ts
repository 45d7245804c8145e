import { serverModule } from '../module.ts';
import { UsersRepository } from './users.repository.ts';

export const usersModule = serverModule({
  name: 'users',
  repositories: (db) => ({
    users: new UsersRepository(db),
  }),
});
