import type { RouteDeclaration } from '../../types/route-handle.ts';

export const datasetDetail = {
  name: 'KnowledgeDetail',
  icon: 'DatabaseOutlined',
  path: '/datasets/:id',
  titleKey: 'route.datasetDetail',
  feature: 'knowledgeBase',
  needsToken: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    datasetDetail: typeof datasetDetail;
  }
}
