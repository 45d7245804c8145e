import { serverModule } from '../module.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { UploadsRepository } from './uploads.repository.ts';
import { uploadsOfUsersPurge } from './index.ts';

export const uploadsModule = serverModule({
  name: 'uploads',
  routes: [uploadsRoutes],
  rootRoutes: [uploadsRoutes],
  repositories: (db) => ({
    uploads: new UploadsRepository(db),
  }),
  purgeUsers: ({ storage }) => uploadsOfUsersPurge(storage.uploads),
});
