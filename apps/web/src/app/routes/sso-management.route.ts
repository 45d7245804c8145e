import type { RouteDeclaration } from '../../types/route-handle.ts';

export const ssoManagement = {
  name: 'SsoManagement',
  icon: 'LoginOutlined',
  path: '/sso-management',
  titleKey: 'route.ssoManagement',
  menu: 'admin',
  order: 110,
  adminOnly: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    ssoManagement: typeof ssoManagement;
  }
}
