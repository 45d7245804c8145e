import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { adminListingsRoutes } from './admin-listings.routes.ts';
import { AdminListingsRepository } from './admin-listings.repository.ts';
import { AdminListingsService } from './admin-listings.service.ts';

declare module '../wiring.ts' {
  interface Services {
    adminListings: AdminListingsService;
  }
}

const adminListingsRepositories = (db: Kysely<Database>) => ({
  adminListings: new AdminListingsRepository(db),
});

export const adminListingsModule: ServerModule<ReturnType<typeof adminListingsRepositories>> = {
  name: 'admin-listings',
  routes: [adminListingsRoutes],
  repositories: adminListingsRepositories,
  services: {
    adminListings: (_, { repos }) => new AdminListingsService(repos),
  },
};
