import type { DictDataPageQuery, DictTypePageQuery } from '@vox/contracts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const dictsKeys = {
  all: [QUERY_ROOTS.dicts] as const,
  types: () => [...dictsKeys.all, 'types'] as const,
  typeList: (query: DictTypePageQuery) => [...dictsKeys.types(), 'list', query] as const,
  type: (id: string) => [...dictsKeys.types(), 'detail', id] as const,
  data: () => [...dictsKeys.all, 'data'] as const,
  dataList: (query: DictDataPageQuery) => [...dictsKeys.data(), query] as const,
};
