import { serverModule } from '../module.ts';
import { devicesRoutes } from './devices.routes.ts';
import { DevicesRepository } from './devices.repository.ts';
import { PendingDevicesRepository } from './pending-devices.repository.ts';
import { purgeDevicesOfAgents, purgeDevicesOfUsers } from './index.ts';

export const devicesModule = serverModule({
  name: 'devices',
  routes: [devicesRoutes],
  repositories: (db) => ({
    devices: new DevicesRepository(db),
    pendingDevices: new PendingDevicesRepository(db),
  }),
  purgeAgents: purgeDevicesOfAgents,
  purgeUsers: () => purgeDevicesOfUsers,
});
