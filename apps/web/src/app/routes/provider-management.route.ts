import type { RouteDeclaration } from '../../types/route-handle.ts';

export const providerManagement = {
  name: 'ProviderManagement',
  icon: 'ClusterOutlined',
  path: '/provider-management',
  titleKey: 'route.providerManagement',
  menu: 'admin',
  order: 30,
  adminOnly: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    providerManagement: typeof providerManagement;
  }
}
