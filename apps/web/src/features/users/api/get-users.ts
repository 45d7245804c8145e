import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminUserQuery, adminUsersEndpoints } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /admin/users?page&limit&mobile (an empty mobile means no filter). */
export const fetchUsers = (query: AdminUserQuery) => api(adminUsersEndpoints.getAdminUsers, { query });

export const usersQueryOptions = (query: AdminUserQuery) =>
  queryOptions({ queryKey: queryKeyOf('admin-users', adminUsersEndpoints.getAdminUsers, { query }), queryFn: () => fetchUsers(query), placeholderData: keepPreviousData });

export const useUsers = (query: AdminUserQuery) => useQuery(usersQueryOptions(query));
