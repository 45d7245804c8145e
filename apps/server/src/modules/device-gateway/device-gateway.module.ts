import { serverModule } from '../module.ts';
import { deviceGatewayRoutes } from './device-gateway.routes.ts';

export const deviceGatewayModule = serverModule({
  name: 'device-gateway',
  routes: [deviceGatewayRoutes],
});
