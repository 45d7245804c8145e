import type { RouteDeclaration } from '../../types/route-handle.ts';

export const auditLog = {
  name: 'AuditLog',
  icon: 'AuditOutlined',
  path: '/audit-log',
  titleKey: 'route.auditLog',
  menu: 'admin',
  order: 90,
  adminOnly: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    auditLog: typeof auditLog;
  }
}
