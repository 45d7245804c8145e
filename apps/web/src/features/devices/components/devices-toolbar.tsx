import { LinkOutlined, PlusOutlined, SearchOutlined } from '../../../components/icons.tsx';
import type { BoundDevice } from '@vox/contracts';
import { Button, Flex, Input, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  search: string;
  onSearch: (text: string) => void;
  selected: readonly BoundDevice[];
  onClearSelection: () => void;
  onUnbindSelected: () => Promise<unknown>;
  onBind: () => void;
  onManualAdd: () => void;
}

export function DevicesToolbar({ search, onSearch, selected, onClearSelection, onUnbindSelected, onBind, onManualAdd }: Props) {
  const { t } = useTranslation('devices');
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Flex justify="space-between" gap={12} wrap>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          style={{ width: 'min(100%, 300px)' }}
        />
        <Flex gap={8} wrap>
          <Button type="primary" icon={<LinkOutlined />} onClick={onBind}>{t('action.bindWithActivationCode')}</Button>
          <Button icon={<PlusOutlined />} onClick={onManualAdd}>{t('action.manualAdd')}</Button>
        </Flex>
      </Flex>
      {selected.length > 0 ? (
        <Flex align="center" gap={8} wrap>
          <Typography.Text type="secondary">{t('batch.selected', { count: selected.length })}</Typography.Text>
          <Popconfirm title={t('batch.confirm', { count: selected.length })} description={t('unbind.consequence')} okButtonProps={{ danger: true }} onConfirm={onUnbindSelected}>
            <Button danger>{t('batch.unbind')}</Button>
          </Popconfirm>
          <Button type="link" onClick={onClearSelection}>{t('batch.clear')}</Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
