import { serverModule } from '../module.ts';
import { featuresRoutes } from './features.routes.ts';

export const featuresModule = serverModule({
  name: 'features',
  routes: [featuresRoutes],
});
