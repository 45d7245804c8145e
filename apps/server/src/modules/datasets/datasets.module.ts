import { serverModule } from '../module.ts';
import { datasetsRoutes } from './datasets.routes.ts';
import { upstreamDatasetsRoutes } from './upstream-datasets.routes.ts';
import { DatasetsRepository } from './datasets.repository.ts';
import { DocumentsRepository } from './documents.repository.ts';
import { SegmentsRepository } from './segments.repository.ts';
import { datasetsOfUsersPurge } from './index.ts';

export const datasetsModule = serverModule({
  name: 'datasets',
  // Upstream's /datasets… under /xiaozhi only; the /v1 family at the site root too.
  routes: [datasetsRoutes, upstreamDatasetsRoutes],
  rootRoutes: [datasetsRoutes],
  repositories: (db) => ({
    datasets: new DatasetsRepository(db),
    documents: new DocumentsRepository(db),
    segments: new SegmentsRepository(db),
  }),
  purgeUsers: ({ storage }) => datasetsOfUsersPurge(storage.datasets),
});
