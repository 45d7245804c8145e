import type { RouteDeclaration } from '../../types/route-handle.ts';

export const roleConfig = {
  name: 'RoleConfig',
  icon: 'SettingOutlined',
  path: '/role-config',
  titleKey: 'route.roleConfig',
  needsToken: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    roleConfig: typeof roleConfig;
  }
}
