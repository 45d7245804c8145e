import type { RouteDeclaration } from '../../types/route-handle.ts';

export const agentMarket = {
  name: 'AgentMarket',
  icon: 'ShopOutlined',
  path: '/agent-market',
  titleKey: 'route.agentMarket',
  menu: 'main',
  order: 20,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    agentMarket: typeof agentMarket;
  }
}
