import type { Endpoint } from '@vox/contracts';

/**
 * The first element of every query key, one per feature. A mutation that changes what another feature shows names
 * that feature's root in its `meta.invalidates` (see query-client.ts) instead of spelling the other's keys.
 */
export const QUERY_ROOTS = {
  addressBook: 'address-book',
  agents: 'agents',
  agentPlayground: 'agent-playground',
  apiKeys: 'api-keys',
  audit: 'audit-log',
  modelOptions: 'model-options',
  agentTemplates: 'agent-templates',
  auth: 'auth',
  chatHistory: 'chat-history',
  correctWords: 'correct-words',
  datasets: 'datasets',
  devices: 'devices',
  deviceServers: 'device-servers',
  dicts: 'dicts',
  features: 'feature-switches',
  sso: 'sso',
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
  voiceResources: 'voice-resources',
  voiceprints: 'voiceprints',
} as const;

export type QueryRoot = (typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS];

/** The parts of a call that tell one answer from another; a body is never part of a read. */
export interface QueryKeyInput {
  params?: unknown;
  query?: unknown;
}

/**
 * The key of a query reading a declared endpoint: [feature root, "METHOD /path", params, query]. Keys match by
 * prefix and by the fields given, so a key with fewer params or query fields (or none) names every query of that
 * endpoint that agrees on them: what a mutation invalidates or a screen drops from the cache.
 */
export const queryKeyOf = (root: QueryRoot, endpoint: Pick<Endpoint, 'method' | 'path'>, { params = {}, query = {} }: QueryKeyInput = {}) =>
  [root, `${endpoint.method} ${endpoint.path}`, params, query] as const;
