import { USER_STATUS, type AdminUserRow } from '@vox/contracts';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '../api/user-mutations.ts';

interface Props {
  selected: readonly AdminUserRow[];
  onClearSelection: () => void;
  onSetStatus: (rows: readonly AdminUserRow[], status: UserStatus) => void;
  onDelete: (rows: readonly AdminUserRow[]) => void;
}

/** The batch actions for the selected rows; nothing while none is selected. */
export function UserBatchActions({ selected, onClearSelection, onSetStatus, onDelete }: Props) {
  const { t } = useTranslation('users');
  if (selected.length === 0) return null;
  return (
    <>
      <Typography.Text type="secondary">{t('batch.selected', { count: selected.length })}</Typography.Text>
      <Button onClick={() => onSetStatus(selected, USER_STATUS.NORMAL)}>{t('batch.enable')}</Button>
      <Button onClick={() => onSetStatus(selected, USER_STATUS.DISABLED)}>{t('batch.disable')}</Button>
      <Button danger onClick={() => onDelete(selected)}>{t('batch.delete')}</Button>
      <Button type="link" onClick={onClearSelection}>{t('batch.clear')}</Button>
    </>
  );
}
