/**
 * The first element of every query key, one per feature. A mutation that changes what another feature shows names
 * that feature's root in its `meta.invalidates` (see query-client.ts) instead of spelling the other's keys.
 */
export const QUERY_ROOTS = {
  addressBook: 'address-book',
  agents: 'agents',
  apiKeys: 'api-keys',
  audit: 'audit-log',
  modelOptions: 'model-options',
  agentTemplates: 'agent-templates',
  auth: 'auth',
  chatHistory: 'chat-history',
  correctWords: 'correct-words',
  datasets: 'datasets',
  devices: 'devices',
  dicts: 'dicts',
  features: 'feature-switches',
  firmware: 'firmware',
  privateLlms: 'private-llms',
  mcp: 'mcp',
  memories: 'memories',
  modelConfig: 'model-config',
  params: 'params',
  providers: 'model-providers',
  users: 'admin-users',
  voices: 'voice-catalogue',
  voiceClones: 'voice-clones',
  voiceprints: 'voiceprints',
} as const;

export type QueryRoot = (typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS];
