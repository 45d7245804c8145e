import { serverModule } from '../module.ts';
import { deviceServersRoutes } from './device-servers.routes.ts';

export const deviceServersModule = serverModule({
  name: 'device-servers',
  routes: [deviceServersRoutes],
});
