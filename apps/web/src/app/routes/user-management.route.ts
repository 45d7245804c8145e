import type { RouteDeclaration } from '../../types/route-handle.ts';

export const userManagement = {
  name: 'UserManagement',
  icon: 'TeamOutlined',
  path: '/user-management',
  titleKey: 'route.userManagement',
  menu: 'admin',
  order: 10,
  needsToken: true,
  adminOnly: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    userManagement: typeof userManagement;
  }
}
