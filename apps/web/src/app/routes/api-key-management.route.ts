import type { RouteDeclaration } from '../../types/route-handle.ts';

export const apiKeyManagement = {
  name: 'ApiKeyManagement',
  icon: 'KeyOutlined',
  path: '/api-key-management',
  titleKey: 'route.apiKeyManagement',
  menu: 'main',
  order: 50,
  needsToken: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    apiKeyManagement: typeof apiKeyManagement;
  }
}
