import type { RouteDeclaration } from '../../types/route-handle.ts';

export const deviceManagement = {
  name: 'DeviceManagement',
  icon: 'MobileOutlined',
  path: '/device-management',
  titleKey: 'route.deviceManagement',
  needsToken: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    deviceManagement: typeof deviceManagement;
  }
}
