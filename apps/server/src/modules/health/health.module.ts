import { serverModule } from '../module.ts';
import { healthRoutes } from './health.routes.ts';
import { operationsRoutes } from './operations.routes.ts';

export const healthModule = serverModule({
  name: 'health',
  routes: [healthRoutes],
  rootRoutes: [operationsRoutes],
});
