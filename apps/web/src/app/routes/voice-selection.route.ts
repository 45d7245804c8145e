import type { RouteDeclaration } from '../../types/route-handle.ts';

export const voiceSelection = {
  name: 'VoiceSelection',
  icon: 'SoundOutlined',
  path: '/voice-selection',
  titleKey: 'route.voiceSelection',
  menu: 'voice',
  order: 10,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    voiceSelection: typeof voiceSelection;
  }
}
