import { serverModule } from '../module.ts';
import { adminListingsRoutes } from './admin-listings.routes.ts';
import { AdminListingsRepository } from './admin-listings.repository.ts';

export const adminListingsModule = serverModule({
  name: 'admin-listings',
  routes: [adminListingsRoutes],
  repositories: (db) => ({
    adminListings: new AdminListingsRepository(db),
  }),
});
