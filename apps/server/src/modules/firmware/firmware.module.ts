import { serverModule } from '../module.ts';
import { firmwareDeviceRoutes, firmwareRoutes } from './firmware.routes.ts';
import { FirmwareRepository } from './firmware.repository.ts';

export const firmwareModule = serverModule({
  name: 'firmware',
  routes: [firmwareRoutes],
  deviceRoutes: [firmwareDeviceRoutes],
  repositories: (db) => ({
    firmware: new FirmwareRepository(db),
  }),
});
