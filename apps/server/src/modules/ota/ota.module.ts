import type { ServerModule } from '../module.ts';
import { otaDeviceLane } from './device-lane.ts';
import { otaDeviceRoutes, otaRoutes } from './ota.routes.ts';
import { KV_SERVICE_NAMES, outageAs } from '../../integrations/kv/outage-as.ts';
import { StoredFirmwareCatalog } from './firmware-catalog.ts';
import { DEFAULT_LAST_SEEN, LastSeenBatcher } from './last-seen-batcher.ts';
import { OtaService } from './ota.service.ts';

declare module '../wiring.ts' {
  interface Services {
    ota: OtaService;
    /** Check-ins' last-seen times, written in batches. */
    lastSeen: LastSeenBatcher;
  }
}

export const otaModule: ServerModule = {
  name: 'ota',
  routes: [otaRoutes],
  deviceRoutes: [otaDeviceRoutes],
  lanes: [otaDeviceLane],
  services: {
    lastSeen: ({ devicesRepository }, { options, log }) => new LastSeenBatcher((seen) => devicesRepository.recordLastSeen(seen), options.lastSeen ?? DEFAULT_LAST_SEEN, log),
    ota: ({ devicesRepository, pendingDevicesRepository, lastSeen, activationCodes, params, firmwareRepository, firmwareLinks }, { kv, options, clock }) =>
      new OtaService({
        devices: devicesRepository,
        lastSeen,
        pendingDevices: pendingDevicesRepository,
        kv: outageAs(kv, KV_SERVICE_NAMES.activationCode),
        activation: activationCodes,
        params,
        firmware: options.firmware ?? new StoredFirmwareCatalog({ firmware: firmwareRepository, links: firmwareLinks, params }),
        clock,
      }),
  },
};
