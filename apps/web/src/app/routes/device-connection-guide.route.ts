import type { RouteDeclaration } from '../../types/route-handle.ts';

export const deviceConnectionGuide = {
  name: 'DeviceConnectionGuide',
  icon: 'ReadOutlined',
  path: '/device-connection-guide',
  titleKey: 'route.deviceConnectionGuide',
  menu: 'main',
  order: 60,
  needsToken: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    deviceConnectionGuide: typeof deviceConnectionGuide;
  }
}
