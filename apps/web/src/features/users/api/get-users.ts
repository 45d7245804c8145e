import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserQuery, AdminUserRow, PageData } from '@vox/contracts';
import { http } from '../../../lib/http.ts';
import { usersKeys } from './users-keys.ts';

/** GET /admin/users?page&limit&mobile (an empty mobile means no filter). */
export const fetchUsers = (query: AdminUserQuery) => http.get<PageData<AdminUserRow>>('/admin/users', query);

export const usersQueryOptions = (query: AdminUserQuery) =>
  queryOptions({ queryKey: usersKeys.list(query), queryFn: () => fetchUsers(query), placeholderData: keepPreviousData });

export const useUsers = (query: AdminUserQuery) => useQuery(usersQueryOptions(query));
