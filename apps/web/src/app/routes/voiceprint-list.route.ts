import type { RouteDeclaration } from '../../types/route-handle.ts';

export const voiceprintList = {
  name: 'VoiceprintList',
  icon: 'UnorderedListOutlined',
  path: '/voiceprint-list',
  titleKey: 'route.voiceprintList',
  menu: 'voice',
  order: 40,
  feature: 'voiceprintRecognition',
  needsToken: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    voiceprintList: typeof voiceprintList;
  }
}
