import type { RouteDeclaration } from '../../types/route-handle.ts';

export const agentMemory = {
  name: 'AgentMemory',
  path: '/agent-memory',
  titleKey: 'route.agentMemory',
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    agentMemory: typeof agentMemory;
  }
}
