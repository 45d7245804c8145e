import { paths } from '../../../config/paths.ts';

/** The three MCP routes share one screen; the route picks the tab. */
export const MCP_TABS = [
  { key: 'market', path: paths.mcpMarket },
  { key: 'my', path: paths.mcpMy },
  { key: 'custom', path: paths.mcpCustom },
] as const;

export type McpTab = (typeof MCP_TABS)[number]['key'];

export const tabOfPath = (pathname: string): McpTab => MCP_TABS.find((tab) => tab.path === pathname)?.key ?? 'market';

export const pathOfTab = (key: McpTab) => MCP_TABS.find((tab) => tab.key === key)?.path ?? paths.mcpMarket;
