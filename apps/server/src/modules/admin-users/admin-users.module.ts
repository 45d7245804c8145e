import type { ServerModule } from '../module.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { AdminUsersService } from './admin-users.service.ts';

declare module '../wiring.ts' {
  interface Services {
    adminUsers: AdminUsersService;
  }
}

export const adminUsersModule: ServerModule = {
  name: 'admin-users',
  routes: [adminUsersRoutes],
  services: {
    adminUsers: ({ users, loginLockout }, { databaseTransaction, userPurges, clock }) => new AdminUsersService({ users, lockout: loginLockout, transaction: databaseTransaction, userPurges: userPurges(), clock }),
  },
};
