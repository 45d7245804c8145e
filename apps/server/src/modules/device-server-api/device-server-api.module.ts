import { serverModule } from '../module.ts';
import { deviceServerApiRoutes } from './device-server-api.routes.ts';

export const deviceServerApiModule = serverModule({
  name: 'device-server-api',
  routes: [deviceServerApiRoutes],
});
