import type { RouteDeclaration } from '../../types/route-handle.ts';

export const serverSideManagement = {
  name: 'ServerSideManagement',
  icon: 'CloudServerOutlined',
  path: '/server-side-management',
  titleKey: 'route.serverSideManagement',
  menu: 'admin',
  order: 120,
  adminOnly: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    serverSideManagement: typeof serverSideManagement;
  }
}
