import type { V1VoicesQuery } from '@vox/contracts';

export const voicesKeys = {
  all: ['voice-catalogue'] as const,
  list: (query: V1VoicesQuery) => [...voicesKeys.all, 'list', query] as const,
  agents: () => [...voicesKeys.all, 'agents'] as const,
};
