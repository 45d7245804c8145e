import { serverModule } from '../module.ts';
import { pubConfigRoutes } from './pub-config.routes.ts';

export const pubConfigModule = serverModule({
  name: 'pub-config',
  routes: [pubConfigRoutes],
});
