import type { RouteDeclaration } from '../../types/route-handle.ts';

export const dictManagement = {
  name: 'DictManagement',
  icon: 'BookOutlined',
  path: '/dict-management',
  titleKey: 'route.dictManagement',
  menu: 'admin',
  order: 50,
  adminOnly: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    dictManagement: typeof dictManagement;
  }
}
