import { serverModule } from '../module.ts';
import { paramsRoutes } from './params.routes.ts';
import { ParamsRepository } from './params.repository.ts';

export const paramsModule = serverModule({
  name: 'params',
  routes: [paramsRoutes],
  repositories: (db, { paramsCache }) => ({
    params: new ParamsRepository(db, paramsCache),
  }),
});
