import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const llmKeys = {
  all: [QUERY_ROOTS.privateLlms] as const,
  list: () => [...llmKeys.all, 'list'] as const,
};
