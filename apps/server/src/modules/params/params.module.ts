import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RepositoryContext, ServerModule } from '../module.ts';
import { paramsRoutes } from './params.routes.ts';
import { ParamsRepository } from './params.repository.ts';
import { ParamsService } from './params.service.ts';
import { ParamsAdminService } from './params-admin.service.ts';

declare module '../wiring.ts' {
  interface Services {
    params: ParamsService;
    paramsAdmin: ParamsAdminService;
  }
}

const paramsRepositories = (db: Kysely<Database>, { recentReads }: RepositoryContext) => ({
  params: new ParamsRepository(db, recentReads.of('params')),
});

export const paramsModule: ServerModule<ReturnType<typeof paramsRepositories>> = {
  name: 'params',
  routes: [paramsRoutes],
  repositories: paramsRepositories,
  services: {
    params: (_, { repos, clock }) => new ParamsService(repos.params, clock),
    paramsAdmin: (services, { repos, transaction, clock }) => new ParamsAdminService({ repos, transaction, clock, liveChecks: services.liveChecks }),
  },
};
