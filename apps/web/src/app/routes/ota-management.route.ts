import type { RouteDeclaration } from '../../types/route-handle.ts';

export const otaManagement = {
  name: 'OtaManagement',
  icon: 'CloudUploadOutlined',
  path: '/ota-management',
  titleKey: 'route.otaManagement',
  menu: 'admin',
  order: 60,
  adminOnly: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    otaManagement: typeof otaManagement;
  }
}
