import type { RouteDeclaration } from '../../types/route-handle.ts';

export const datasets = {
  name: 'KnowledgeBase',
  icon: 'DatabaseOutlined',
  path: '/datasets',
  titleKey: 'route.datasets',
  menu: 'main',
  order: 40,
  feature: 'knowledgeBase',
  needsToken: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    datasets: typeof datasets;
  }
}
