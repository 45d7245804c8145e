import { serverModule } from '../module.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';

export const adminUsersModule = serverModule({
  name: 'admin-users',
  routes: [adminUsersRoutes],
});
