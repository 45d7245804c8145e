import { serverModule } from '../module.ts';
import { dictsRoutes } from './dicts.routes.ts';
import { DictsRepository } from './dicts.repository.ts';

export const dictsModule = serverModule({
  name: 'dicts',
  routes: [dictsRoutes],
  repositories: (db) => ({
    dicts: new DictsRepository(db),
  }),
});
