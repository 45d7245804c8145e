import { useMutation } from '@tanstack/react-query';
import { adminUsersEndpoints, type AdminUserCreateInput, type USER_STATUS } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import type { QueryRoot } from '../../../lib/query-keys.ts';

export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

/** PUT /admin/users/{id}: the server answers the new random password. */
export const resetUserPassword = (id: string) => api(adminUsersEndpoints.putAdminUsers, { params: { id } });

/** PUT /admin/users/changeStatus/{status} with the list of user ids. */
export const changeUsersStatus = (status: UserStatus, ids: readonly string[]) =>
  api(adminUsersEndpoints.putAdminUsersChangeStatus, { params: { id: String(status) }, body: [...ids] });

/** PUT /admin/users/{id}/unlock: lifts the lock repeated wrong passwords put on an account. */
export const unlockUser = (id: string) => api(adminUsersEndpoints.putAdminUsersUnlock, { params: { id } });

/** One DELETE per user, as upstream's batch delete does. */
export const deleteUsers = (ids: readonly string[]) =>
  Promise.all(ids.map((id) => api(adminUsersEndpoints.deleteAdminUsers, { params: { id } })));

/** Every change shows in the user list. */
const changesUsers: readonly QueryRoot[] = ['admin-users'];

/** POST /admin/users: a normal user by full phone number; the answer carries the generated password once. */
export function useCreateUser() {
  const { t } = useTranslation('users');
  return useMutation({
    meta: { errorText: t('error.create'), invalidatesOnSuccess: changesUsers },
    mutationFn: (input: AdminUserCreateInput) => api(adminUsersEndpoints.postAdminUsers, { body: input }),
  });
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}

export function useChangeUsersStatus() {
  return useMutation({
    meta: { invalidates: changesUsers },
    mutationFn: ({ status, ids }: { status: UserStatus; ids: readonly string[] }) => changeUsersStatus(status, ids),
  });
}

export function useDeleteUsers() {
  return useMutation({ meta: { invalidates: changesUsers }, mutationFn: deleteUsers });
}

export function useUnlockUser() {
  return useMutation({ meta: { invalidates: changesUsers }, mutationFn: unlockUser });
}
