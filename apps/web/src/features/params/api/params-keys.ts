import type { ParamListQuery } from '@vox/contracts';

export const paramsKeys = {
  all: ['params'] as const,
  lists: () => [...paramsKeys.all, 'list'] as const,
  list: (query: ParamListQuery) => [...paramsKeys.lists(), query] as const,
};
