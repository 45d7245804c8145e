import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RepositoryContext, ServerModule } from '../module.ts';
import { firmwareDeviceRoutes, firmwareRoutes } from './firmware.routes.ts';
import { FirmwareRepository } from './firmware.repository.ts';
import { FIRMWARE_MAX_BYTES } from '@vox/contracts';
import { FirmwareLinks } from './firmware-links.ts';
import { FirmwareService } from './firmware.service.ts';

declare module '../wiring.ts' {
  interface Services {
    firmware: FirmwareService;
    /** Short-lived download links of firmware images. */
    firmwareLinks: FirmwareLinks;
    /** The firmware catalogue OTA offers devices from. */
    firmwareRepository: FirmwareRepository;
  }
}

const firmwareRepositories = (db: Kysely<Database>, { recentReads }: RepositoryContext) => ({
  firmware: new FirmwareRepository(db, recentReads.of('firmware')),
});

export const firmwareModule: ServerModule<ReturnType<typeof firmwareRepositories>> = {
  name: 'firmware',
  routes: [firmwareRoutes],
  deviceRoutes: [firmwareDeviceRoutes],
  repositories: firmwareRepositories,
  services: {
    firmwareLinks: (_, { kv }) => new FirmwareLinks(kv),
    firmware: ({ dicts, firmwareLinks }, { repos, storage, options, clock }) =>
      new FirmwareService({ repos, dicts, storage: storage('firmware'), links: firmwareLinks, clock, maxBytes: options.firmwareMaxBytes ?? FIRMWARE_MAX_BYTES }),
    firmwareRepository: (_, { repos }) => repos.firmware,
  },
};
