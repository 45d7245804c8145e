import type { AdminUserQuery } from '@vox/contracts';

export const usersKeys = {
  all: ['admin-users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (query: AdminUserQuery) => [...usersKeys.lists(), query] as const,
};
