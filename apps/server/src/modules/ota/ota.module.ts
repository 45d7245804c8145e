import { serverModule } from '../module.ts';
import { otaDeviceLane } from './device-lane.ts';
import { otaDeviceRoutes, otaRoutes } from './ota.routes.ts';

export const otaModule = serverModule({
  name: 'ota',
  routes: [otaRoutes],
  deviceRoutes: [otaDeviceRoutes],
  lanes: [otaDeviceLane],
});
