import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { dictsRoutes } from './dicts.routes.ts';
import { DictsRepository } from './dicts.repository.ts';
import { DictsService } from './dicts.service.ts';

declare module '../wiring.ts' {
  interface Services {
    dicts: DictsService;
    /** The public config reads the mobile area codes before sign-in. */
    dictsRepository: DictsRepository;
  }
}

const dictsRepositories = (db: Kysely<Database>) => ({
  dicts: new DictsRepository(db),
});

export const dictsModule: ServerModule<ReturnType<typeof dictsRepositories>> = {
  name: 'dicts',
  routes: [dictsRoutes],
  repositories: dictsRepositories,
  services: {
    dicts: (_, { repos, transaction, clock }) => new DictsService({ repos, transaction, clock }),
    dictsRepository: (_, { repos }) => repos.dicts,
  },
};
