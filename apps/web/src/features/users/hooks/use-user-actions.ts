import { USER_STATUS, type AdminUserRow } from '@vox/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeUsersStatus, useDeleteUsers, useResetUserPassword, useUnlockUser, type UserStatus } from '../api/user-mutations.ts';
import type { IssuedPassword } from '../components/new-password-modal.tsx';

/** Row and batch actions of the user list; confirmations that need a dialog live here, toasts too. */
export function useUserActions(onDeleted: () => void) {
  const { t } = useTranslation('users');
  const { message, modal } = App.useApp();
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const reset = useResetUserPassword();
  const status = useChangeUsersStatus();
  const remove = useDeleteUsers();
  const unlockMutation = useUnlockUser();

  const unlock = (row: AdminUserRow) => unlockMutation.mutateAsync(row.userid).then(() => void message.success(t('toast.unlocked')));

  const resetPassword = (row: AdminUserRow) =>
    reset.mutate(row.userid, { onSuccess: (password) => setIssued({ mobile: row.mobile, password }) });

  const applyStatus = (rows: readonly AdminUserRow[], next: UserStatus) =>
    status.mutateAsync({ status: next, ids: rows.map((row) => row.userid) }).then(() => void message.success(t('toast.statusChanged')));

  /** Enabling or disabling changes who can sign in: always confirmed, one user or several. */
  const setStatus = (rows: readonly AdminUserRow[], next: UserStatus) => {
    const disabling = next === USER_STATUS.DISABLED;
    modal.confirm({
      title: disabling ? t('status.disableTitle') : t('status.enableTitle'),
      content: t(disabling ? 'confirm.disable' : 'confirm.enable', { count: rows.length }),
      okButtonProps: { danger: disabling },
      onOk: () => applyStatus(rows, next),
    });
  };

  const deleteNow = (rows: readonly AdminUserRow[]) =>
    remove.mutateAsync(rows.map((row) => row.userid)).then(() => {
      void message.success(t('toast.deleted'));
      onDeleted();
    });

  const deleteMany = (rows: readonly AdminUserRow[]) =>
    modal.confirm({ title: t('batch.delete'), content: t('confirm.batchDelete', { count: rows.length }), okButtonProps: { danger: true }, onOk: () => deleteNow(rows) });

  return {
    resetPassword,
    setStatus,
    unlock: (row: AdminUserRow) => unlock(row).catch(() => undefined),
    deleteOne: (row: AdminUserRow) => deleteNow([row]).catch(() => undefined),
    deleteMany,
    issued,
    closeIssued: () => setIssued(null),
    busy: reset.isPending || status.isPending || remove.isPending || unlockMutation.isPending,
  };
}
