import { serverModule } from '../module.ts';
import { deviceAssetsFlashRoutes, deviceAssetsRoutes } from './device-assets.routes.ts';

export const deviceAssetsModule = serverModule({
  name: 'device-assets',
  routes: [deviceAssetsRoutes, deviceAssetsFlashRoutes],
  rootRoutes: [deviceAssetsFlashRoutes],
});
