import type { RouteDeclaration } from '../../types/route-handle.ts';

export const paramsManagement = {
  name: 'ParamsManagement',
  icon: 'ControlOutlined',
  path: '/params-management',
  titleKey: 'route.paramsManagement',
  menu: 'admin',
  order: 40,
  adminOnly: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    paramsManagement: typeof paramsManagement;
  }
}
