import type { RouteDeclaration } from '../../types/route-handle.ts';

export const voiceprintRole = {
  name: 'VoiceprintRoleManagement',
  icon: 'IdcardOutlined',
  path: '/voiceprint-role',
  titleKey: 'route.voiceprintRole',
  menu: 'voice',
  order: 30,
  feature: 'voiceprintRecognition',
  needsToken: true,
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    voiceprintRole: typeof voiceprintRole;
  }
}
