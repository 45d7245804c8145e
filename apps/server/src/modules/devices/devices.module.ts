import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { devicesRoutes } from './devices.routes.ts';
import { DevicesRepository } from './devices.repository.ts';
import { PendingDevicesRepository } from './pending-devices.repository.ts';
import { purgeDevicesOfAgents, purgeDevicesOfUsers } from './index.ts';
import { KV_SERVICE_NAMES, outageAs } from '../../integrations/kv/outage-as.ts';
import { purgeAddressBookOfDevice } from '../address-book/index.ts';
import { ActivationCodes } from './activation-codes.ts';
import { BindAttempts } from './bind-attempts.ts';
import { DevicesService } from './devices.service.ts';
import { DevicePresenceService } from './device-presence.service.ts';
import { PendingDevicesService } from './pending-devices.service.ts';

declare module '../wiring.ts' {
  interface Services {
    devices: DevicesService;
    devicePresence: DevicePresenceService;
    pendingDevices: PendingDevicesService;
    activationCodes: ActivationCodes;
    bindAttempts: BindAttempts;
    /** Device rows for the modules that show or answer per device: OTA, chat history, memories, the address book… */
    devicesRepository: DevicesRepository;
    /** Devices waiting for a code, for OTA's check-in. */
    pendingDevicesRepository: PendingDevicesRepository;
  }
}

const devicesRepositories = (db: Kysely<Database>) => ({
  devices: new DevicesRepository(db),
  pendingDevices: new PendingDevicesRepository(db),
});

export const devicesModule: ServerModule<ReturnType<typeof devicesRepositories>> = {
  name: 'devices',
  routes: [devicesRoutes],
  repositories: devicesRepositories,
  purgeAgents: purgeDevicesOfAgents,
  purgeUsers: () => purgeDevicesOfUsers,
  services: {
    activationCodes: (_, { kv }) => new ActivationCodes(outageAs(kv, KV_SERVICE_NAMES.activationCode)),
    bindAttempts: (_, { kv }) => new BindAttempts(outageAs(kv, KV_SERVICE_NAMES.activationCode)),
    devices: ({ agents, activationCodes, bindAttempts, params }, { repos, database, clock }) =>
      new DevicesService({ repos, purgeAddressBook: purgeAddressBookOfDevice(database.db), agents, activation: activationCodes, bindAttempts, params, clock }),
    devicePresence: ({ agents, params }, { repos, clock, log, mqttGateway }) => new DevicePresenceService({ repos, agents, params, clock, log, gateway: mqttGateway }),
    pendingDevices: ({ devices, activationCodes, bindAttempts }, { repos, clock }) => new PendingDevicesService({ repos, devices, activation: activationCodes, bindAttempts, clock }),
    devicesRepository: (_, { repos }) => repos.devices,
    pendingDevicesRepository: (_, { repos }) => repos.pendingDevices,
  },
};
