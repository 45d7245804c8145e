import type { RouteDeclaration } from '../../types/route-handle.ts';

export const voiceCloneTrain = {
  name: 'VoiceCloneTrain',
  icon: 'AudioOutlined',
  path: '/voice-clone-train',
  titleKey: 'route.voiceCloneTrain',
  feature: 'voiceClone',
  needsToken: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    voiceCloneTrain: typeof voiceCloneTrain;
  }
}
