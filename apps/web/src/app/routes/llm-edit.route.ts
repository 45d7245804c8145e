import type { RouteDeclaration } from '../../types/route-handle.ts';

export const llmEdit = {
  name: 'LLMEdit',
  icon: 'EditOutlined',
  path: '/llm-edit',
  titleKey: 'route.llmEdit',
  menu: 'main',
  order: 30,
  needsToken: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    llmEdit: typeof llmEdit;
  }
}
