import type { V1VoicesQuery } from '@vox/contracts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const voicesKeys = {
  all: [QUERY_ROOTS.voices] as const,
  list: (query: V1VoicesQuery) => [...voicesKeys.all, 'list', query] as const,
  agents: () => [...voicesKeys.all, 'agents'] as const,
};
