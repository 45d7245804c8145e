import type { RouteDeclaration } from '../../types/route-handle.ts';

export const voiceClone = {
  name: 'VoiceClone',
  icon: 'AudioOutlined',
  path: '/voice-clone',
  titleKey: 'route.voiceClone',
  menu: 'voice',
  order: 20,
  feature: 'voiceClone',
  needsToken: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    voiceClone: typeof voiceClone;
  }
}
