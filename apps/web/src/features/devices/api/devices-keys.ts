import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const devicesKeys = {
  all: [QUERY_ROOTS.devices] as const,
  bound: (agentId: string) => [...devicesKeys.all, 'bound', agentId] as const,
  connectionGuide: () => [...devicesKeys.all, 'connection-guide'] as const,
  boardTypes: () => [...devicesKeys.all, 'board-types'] as const,
  presence: (agentId: string) => [...devicesKeys.all, 'presence', agentId] as const,
  pending: () => [...devicesKeys.all, 'pending'] as const,
};
