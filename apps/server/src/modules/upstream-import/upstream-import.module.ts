import { serverModule } from '../module.ts';
import { ImportProgressRepository } from './import-progress.repository.ts';
import { upstreamImportRoutes } from './upstream-import.routes.ts';

export const upstreamImportModule = serverModule({
  name: 'upstream-import',
  routes: [upstreamImportRoutes],
  repositories: (db) => ({
    upstreamImportProgress: new ImportProgressRepository(db),
  }),
});
