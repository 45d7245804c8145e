import type { RouteDeclaration } from '../../types/route-handle.ts';

export const home = {
  name: 'home',
  icon: 'HomeOutlined',
  path: '/home',
  titleKey: 'route.home',
  menu: 'main',
  order: 10,
  needsToken: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    home: typeof home;
  }
}
