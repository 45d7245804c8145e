import type { RouteDeclaration } from '../../types/route-handle.ts';

export const modelConfig = {
  name: 'ModelConfig',
  icon: 'ExperimentOutlined',
  path: '/model-config',
  titleKey: 'route.modelConfig',
  menu: 'admin',
  order: 20,
  needsToken: true,
  adminOnly: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    modelConfig: typeof modelConfig;
  }
}
