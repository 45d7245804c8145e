import type { ProviderListQuery } from '@vox/contracts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const providersKeys = {
  all: [QUERY_ROOTS.providers] as const,
  lists: () => [...providersKeys.all, 'list'] as const,
  list: (query: ProviderListQuery) => [...providersKeys.lists(), query] as const,
  plugins: () => [...providersKeys.all, 'plugins'] as const,
};
