import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { ImportProgressRepository } from './import-progress.repository.ts';
import { upstreamImportRoutes } from './upstream-import.routes.ts';
import { UpstreamImportHistoryService } from './index.ts';

declare module '../wiring.ts' {
  interface Services {
    upstreamImports: UpstreamImportHistoryService;
  }
}

const upstreamImportRepositories = (db: Kysely<Database>) => ({
  upstreamImportProgress: new ImportProgressRepository(db),
});

export const upstreamImportModule: ServerModule<ReturnType<typeof upstreamImportRepositories>> = {
  name: 'upstream-import',
  routes: [upstreamImportRoutes],
  repositories: upstreamImportRepositories,
  services: {
    upstreamImports: (_, { repos }) => new UpstreamImportHistoryService(repos.upstreamImportProgress),
  },
};
