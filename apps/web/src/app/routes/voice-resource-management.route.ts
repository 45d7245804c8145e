import type { RouteDeclaration } from '../../types/route-handle.ts';

export const voiceResourceManagement = {
  name: 'VoiceResourceManagement',
  icon: 'AudioOutlined',
  path: '/voice-resource-management',
  titleKey: 'route.voiceResourceManagement',
  menu: 'admin',
  order: 80,
  adminOnly: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    voiceResourceManagement: typeof voiceResourceManagement;
  }
}
