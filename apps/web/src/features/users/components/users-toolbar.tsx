import { SearchOutlined } from '@ant-design/icons';
import { USER_STATUS, type AdminUserRow } from '@vox/contracts';
import { Button, Flex, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
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
  const [text, setText] = useState(mobile);
  const debounced = useDebouncedValue(text.trim());
  useEffect(() => {
    if (debounced !== mobile) onMobileChange(debounced);
    // Typing drives the URL; a URL change from elsewhere (back button) refills the box below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    if (mobile !== debounced) setText(mobile);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mobile]);

  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ maxWidth: 320 }}
        inputMode="tel"
      />
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
