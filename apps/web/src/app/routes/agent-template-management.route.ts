import type { RouteDeclaration } from '../../types/route-handle.ts';

export const agentTemplateManagement = {
  name: 'AgentTemplateManagement',
  icon: 'RobotOutlined',
  path: '/agent-template-management',
  titleKey: 'route.agentTemplateManagement',
  menu: 'admin',
  order: 70,
  adminOnly: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    agentTemplateManagement: typeof agentTemplateManagement;
  }
}
