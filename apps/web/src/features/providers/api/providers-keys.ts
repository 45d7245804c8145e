import type { ProviderListQuery } from '@vox/contracts';

export const providersKeys = {
  all: ['model-providers'] as const,
  lists: () => [...providersKeys.all, 'list'] as const,
  list: (query: ProviderListQuery) => [...providersKeys.lists(), query] as const,
  plugins: () => [...providersKeys.all, 'plugins'] as const,
};
