import type { ComponentType } from 'react';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from '../types/route-handle.ts';
import { SIGN_IN_SCREENS } from './sign-in/sign-in-screens.ts';

/** Exactly these route names need a stored token; the other routes are open (admin calls answer 401/403). */
export const TOKEN_ROUTE_NAMES = [
  'home',
  'RoleConfig',
  'DeviceManagement',
  'UserManagement',
  'ModelConfig',
  'DeviceConnectionGuide',
  'VoiceClone',
  'VoiceCloneTrain',
  'ApiKeyManagement',
  'LLMEdit',
  'KnowledgeBase',
  'KnowledgeDetail',
  'VoiceprintRoleManagement',
  'VoiceprintList',
] as const;

/** A screen's module: the screen, and the text namespaces it needs beyond the ones loaded at start. */
export type PageModule = { default: ComponentType; namespaces?: readonly string[] };

export interface AppRoute extends RouteHandle {
  path: string;
  /** 'auth' screens render alone (a lean login chunk); 'console' screens render inside the signed-in layout. */
  shell: 'auth' | 'console';
  /** Chunk name for ChunkLoadError messages; routes sharing a screen share it. */
  chunk: string;
  page: () => Promise<PageModule>;
}

type RouteInput = Omit<AppRoute, 'needsToken' | 'adminOnly'> & { adminOnly?: boolean };

const route = ({ adminOnly = false, ...input }: RouteInput): AppRoute => ({
  ...input,
  adminOnly,
  needsToken: (TOKEN_ROUTE_NAMES as readonly string[]).includes(input.name),
});

const mcp = () => import('./routes/mcp.tsx');

/** THE route table: every path of the console with its title, guard, menu placement and lazy screen. */
export const routeTable: readonly AppRoute[] = [
  ...SIGN_IN_SCREENS.map(({ prerendered: _prerendered, ...screen }) => route({ ...screen, shell: 'auth' })),
  route({ name: 'home', path: paths.home, titleKey: 'route.home', menu: 'main', shell: 'console', chunk: 'home', page: () => import('./routes/home.tsx') }),
  route({ name: 'AgentMarket', path: paths.agentMarket, titleKey: 'route.agentMarket', menu: 'main', shell: 'console', chunk: 'agent-market', page: () => import('./routes/agent-market.tsx') }),
  route({ name: 'LLMEdit', path: paths.llmEdit, titleKey: 'route.llmEdit', menu: 'main', shell: 'console', chunk: 'llm-edit', page: () => import('./routes/llm-edit.tsx') }),
  route({ name: 'KnowledgeBase', feature: 'knowledgeBase', path: paths.datasets, titleKey: 'route.datasets', menu: 'main', shell: 'console', chunk: 'datasets', page: () => import('./routes/datasets.tsx') }),
  route({ name: 'KnowledgeDetail', feature: 'knowledgeBase', path: paths.datasetDetail, titleKey: 'route.datasetDetail', shell: 'console', chunk: 'dataset-detail', page: () => import('./routes/dataset-detail.tsx') }),
  route({ name: 'McpMarket', feature: 'mcpAccessPoint', path: paths.mcpMarket, titleKey: 'route.mcpMarket', menu: 'mcp', shell: 'console', chunk: 'mcp', page: mcp }),
  route({ name: 'McpCustom', feature: 'mcpAccessPoint', path: paths.mcpCustom, titleKey: 'route.mcpCustom', menu: 'mcp', shell: 'console', chunk: 'mcp', page: mcp }),
  route({ name: 'McpMy', feature: 'mcpAccessPoint', path: paths.mcpMy, titleKey: 'route.mcpMy', menu: 'mcp', shell: 'console', chunk: 'mcp', page: mcp }),
  route({ name: 'VoiceSelection', path: paths.voiceSelection, titleKey: 'route.voiceSelection', menu: 'voice', shell: 'console', chunk: 'voice-selection', page: () => import('./routes/voice-selection.tsx') }),
  route({ name: 'VoiceClone', feature: 'voiceClone', path: paths.voiceClone, titleKey: 'route.voiceClone', menu: 'voice', shell: 'console', chunk: 'voice-clone', page: () => import('./routes/voice-clone.tsx') }),
  route({ name: 'VoiceprintRoleManagement', feature: 'voiceprintRecognition', path: paths.voiceprintRole, titleKey: 'route.voiceprintRole', menu: 'voice', shell: 'console', chunk: 'voiceprint-role', page: () => import('./routes/voiceprint-role.tsx') }),
  route({ name: 'VoiceprintList', feature: 'voiceprintRecognition', path: paths.voiceprintList, titleKey: 'route.voiceprintList', menu: 'voice', shell: 'console', chunk: 'voiceprint-list', page: () => import('./routes/voiceprint-list.tsx') }),
  route({ name: 'VoiceCloneTrain', feature: 'voiceClone', path: paths.voiceCloneTrain, titleKey: 'route.voiceCloneTrain', shell: 'console', chunk: 'voice-clone-train', page: () => import('./routes/voice-clone-train.tsx') }),
  route({ name: 'ApiKeyManagement', path: paths.apiKeyManagement, titleKey: 'route.apiKeyManagement', menu: 'main', shell: 'console', chunk: 'api-key-management', page: () => import('./routes/api-key-management.tsx') }),
  route({ name: 'DeviceConnectionGuide', path: paths.deviceConnectionGuide, titleKey: 'route.deviceConnectionGuide', menu: 'main', shell: 'console', chunk: 'device-connection-guide', page: () => import('./routes/device-connection-guide.tsx') }),
  route({ name: 'AgentMemory', path: paths.agentMemory, titleKey: 'route.agentMemory', shell: 'console', chunk: 'agent-memory', page: () => import('./routes/agent-memory.tsx') }),
  route({ name: 'AgentPlayground', path: paths.agentPlayground, titleKey: 'route.agentPlayground', shell: 'console', chunk: 'agent-playground', page: () => import('./routes/agent-playground.tsx') }),
  route({ name: 'RoleConfig', path: paths.roleConfig, titleKey: 'route.roleConfig', shell: 'console', chunk: 'role-config', page: () => import('./routes/role-config.tsx') }),
  route({ name: 'DeviceManagement', path: paths.deviceManagement, titleKey: 'route.deviceManagement', shell: 'console', chunk: 'device-management', page: () => import('./routes/device-management.tsx') }),
  route({ name: 'UserManagement', path: paths.userManagement, titleKey: 'route.userManagement', menu: 'admin', adminOnly: true, shell: 'console', chunk: 'user-management', page: () => import('./routes/user-management.tsx') }),
  route({ name: 'ModelConfig', path: paths.modelConfig, titleKey: 'route.modelConfig', menu: 'admin', adminOnly: true, shell: 'console', chunk: 'model-config', page: () => import('./routes/model-config.tsx') }),
  route({ name: 'ProviderManagement', path: paths.providerManagement, titleKey: 'route.providerManagement', menu: 'admin', adminOnly: true, shell: 'console', chunk: 'provider-management', page: () => import('./routes/provider-management.tsx') }),
  route({ name: 'ParamsManagement', path: paths.paramsManagement, titleKey: 'route.paramsManagement', menu: 'admin', adminOnly: true, shell: 'console', chunk: 'params-management', page: () => import('./routes/params-management.tsx') }),
  route({ name: 'DictManagement', path: paths.dictManagement, titleKey: 'route.dictManagement', menu: 'admin', adminOnly: true, shell: 'console', chunk: 'dict-management', page: () => import('./routes/dict-management.tsx') }),
  route({ name: 'OtaManagement', path: paths.otaManagement, titleKey: 'route.otaManagement', menu: 'admin', adminOnly: true, shell: 'console', chunk: 'ota-management', page: () => import('./routes/ota-management.tsx') }),
  route({ name: 'AgentTemplateManagement', path: paths.agentTemplateManagement, titleKey: 'route.agentTemplateManagement', menu: 'admin', adminOnly: true, shell: 'console', chunk: 'agent-template-management', page: () => import('./routes/agent-template-management.tsx') }),
  route({ name: 'VoiceResourceManagement', path: paths.voiceResourceManagement, titleKey: 'route.voiceResourceManagement', menu: 'admin', adminOnly: true, shell: 'console', chunk: 'voice-resource-management', page: () => import('./routes/voice-resource-management.tsx') }),
  route({ name: 'AuditLog', path: paths.auditLog, titleKey: 'route.auditLog', menu: 'admin', adminOnly: true, shell: 'console', chunk: 'audit-log', page: () => import('./routes/audit-log.tsx') }),
  route({ name: 'ReplacementWordManagement', path: paths.replacementWordManagement, titleKey: 'route.replacementWordManagement', menu: 'voice', shell: 'console', chunk: 'replacement-word-management', page: () => import('./routes/replacement-word-management.tsx') }),
  route({ name: 'AddressBookManagement', feature: 'addressBook', path: paths.addressBookManagement, titleKey: 'route.addressBookManagement', menu: 'main', shell: 'console', chunk: 'address-book-management', page: () => import('./routes/address-book-management.tsx') }),
  route({ name: 'FeatureManagement', path: paths.featureManagement, titleKey: 'route.featureManagement', menu: 'admin', adminOnly: true, shell: 'console', chunk: 'feature-management', page: () => import('./routes/feature-management.tsx') }),
  route({ name: 'SsoManagement', path: paths.ssoManagement, titleKey: 'route.ssoManagement', menu: 'admin', adminOnly: true, shell: 'console', chunk: 'sso-management', page: () => import('./routes/sso-management.tsx') }),
  route({ name: 'ServerSideManagement', path: paths.serverSideManagement, titleKey: 'route.serverSideManagement', menu: 'admin', adminOnly: true, shell: 'console', chunk: 'server-side-management', page: () => import('./routes/server-side-management.tsx') }),
];
