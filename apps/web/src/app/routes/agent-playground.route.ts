import type { RouteDeclaration } from '../../types/route-handle.ts';

export const agentPlayground = {
  name: 'AgentPlayground',
  path: '/agent-playground',
  titleKey: 'route.agentPlayground',
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    agentPlayground: typeof agentPlayground;
  }
}
