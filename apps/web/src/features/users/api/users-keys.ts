import type { AdminUserQuery } from '@vox/contracts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const usersKeys = {
  all: [QUERY_ROOTS.users] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (query: AdminUserQuery) => [...usersKeys.lists(), query] as const,
};
