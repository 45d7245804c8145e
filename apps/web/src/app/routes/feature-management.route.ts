import type { RouteDeclaration } from '../../types/route-handle.ts';

export const featureManagement = {
  name: 'FeatureManagement',
  icon: 'SwitcherOutlined',
  path: '/feature-management',
  titleKey: 'route.featureManagement',
  menu: 'admin',
  order: 100,
  adminOnly: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    featureManagement: typeof featureManagement;
  }
}
