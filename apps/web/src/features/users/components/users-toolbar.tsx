import { USER_STATUS, type AdminUserRow } from '@vox/contracts';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/search-input.tsx';
import type { UserStatus } from '../api/user-mutations.ts';

interface Props {
  mobile: string;
  onMobileChange: (mobile: string) => void;
  selected: readonly AdminUserRow[];
  onClearSelection: () => void;
  onSetStatus: (rows: readonly AdminUserRow[], status: UserStatus) => void;
  onDelete: (rows: readonly AdminUserRow[]) => void;
}

/** Mobile search (debounced 300 ms, SPEC §9) and the batch actions for the selected rows. */
export function UsersToolbar({ mobile, onMobileChange, selected, onClearSelection, onSetStatus, onDelete }: Props) {
  const { t } = useTranslation('users');

  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <SearchInput value={mobile} onSearch={onMobileChange} placeholder={t('search.placeholder')} style={{ maxWidth: 320 }} inputMode="tel" />
      {selected.length > 0 ? (
        <Flex align="center" gap={8} wrap>
          <Typography.Text type="secondary">{t('batch.selected', { count: selected.length })}</Typography.Text>
          <Button onClick={() => onSetStatus(selected, USER_STATUS.NORMAL)}>{t('batch.enable')}</Button>
          <Button onClick={() => onSetStatus(selected, USER_STATUS.DISABLED)}>{t('batch.disable')}</Button>
          <Button danger onClick={() => onDelete(selected)}>{t('batch.delete')}</Button>
          <Button type="link" onClick={onClearSelection}>{t('batch.clear')}</Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
