import type { ParamListQuery } from '@vox/contracts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const paramsKeys = {
  all: [QUERY_ROOTS.params] as const,
  lists: () => [...paramsKeys.all, 'list'] as const,
  list: (query: ParamListQuery) => [...paramsKeys.lists(), query] as const,
};
