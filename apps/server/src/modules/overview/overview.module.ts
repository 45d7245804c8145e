import { serverModule } from '../module.ts';
import { overviewRoutes } from './overview.routes.ts';

export const overviewModule = serverModule({
  name: 'overview',
  routes: [overviewRoutes],
});
