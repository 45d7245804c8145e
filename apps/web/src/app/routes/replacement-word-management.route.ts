import type { RouteDeclaration } from '../../types/route-handle.ts';

export const replacementWordManagement = {
  name: 'ReplacementWordManagement',
  path: '/replacement-word-management',
  titleKey: 'route.replacementWordManagement',
  menu: 'voice',
  order: 50,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    replacementWordManagement: typeof replacementWordManagement;
  }
}
