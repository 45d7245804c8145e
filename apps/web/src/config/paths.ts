/** Every path of SPEC §2, in one place; the route table and links build on these. */
export const paths = {
  welcome: '/',
  login: '/login',
  register: '/register',
  retrievePassword: '/retrieve-password',
  home: '/home',
  roleConfig: '/role-config',
  voiceSelection: '/voice-selection',
  agentMarket: '/agent-market',
  deviceManagement: '/device-management',
  userManagement: '/user-management',
  modelConfig: '/model-config',
  paramsManagement: '/params-management',
  serverSideManagement: '/server-side-management',
  otaManagement: '/ota-management',
  dictManagement: '/dict-management',
  providerManagement: '/provider-management',
  deviceConnectionGuide: '/device-connection-guide',
  voiceClone: '/voice-clone',
  voiceprintRole: '/voiceprint-role',
  voiceprintList: '/voiceprint-list',
  voiceCloneTrain: '/voice-clone-train',
  mcpMarket: '/mcp-market',
  mcpCustom: '/mcp-custom',
  mcpMy: '/mcp-my',
  llmEdit: '/llm-edit',
  datasets: '/datasets',
  datasetDetail: '/datasets/:id',
  apiKeyManagement: '/api-key-management',
} as const;

/** Screens reachable without a session; the login redirect never points back at them. */
export const PUBLIC_AUTH_PATHS: readonly string[] = [paths.welcome, paths.login, paths.register, paths.retrievePassword];
