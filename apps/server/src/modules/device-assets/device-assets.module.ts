import type { ServerModule } from '../module.ts';
import { deviceAssetsFlashRoutes, deviceAssetsRoutes } from './device-assets.routes.ts';
import { DeviceAssetsService } from './device-assets.service.ts';

declare module '../wiring.ts' {
  interface Services {
    deviceAssets: DeviceAssetsService;
  }
}

export const deviceAssetsModule: ServerModule = {
  name: 'device-assets',
  routes: [deviceAssetsRoutes, deviceAssetsFlashRoutes],
  rootRoutes: [deviceAssetsFlashRoutes],
  services: {
    deviceAssets: (_, { storage, kv, clock }) => new DeviceAssetsService({ storage: storage('uploads'), kv, clock }),
  },
};
