import type { RouteDeclaration } from '../../types/route-handle.ts';

export const mcpMarket = {
  name: 'McpMarket',
  icon: 'AppstoreOutlined',
  path: '/mcp-market',
  titleKey: 'route.mcpMarket',
  menu: 'mcp',
  order: 10,
  feature: 'mcpAccessPoint',
} as const satisfies RouteDeclaration;

export const mcpCustom = {
  name: 'McpCustom',
  icon: 'ToolOutlined',
  path: '/mcp-custom',
  titleKey: 'route.mcpCustom',
  menu: 'mcp',
  order: 20,
  feature: 'mcpAccessPoint',
} as const satisfies RouteDeclaration;

export const mcpMy = {
  name: 'McpMy',
  icon: 'StarOutlined',
  path: '/mcp-my',
  titleKey: 'route.mcpMy',
  menu: 'mcp',
  order: 30,
  feature: 'mcpAccessPoint',
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    mcpMarket: typeof mcpMarket;
    mcpCustom: typeof mcpCustom;
    mcpMy: typeof mcpMy;
  }
}
