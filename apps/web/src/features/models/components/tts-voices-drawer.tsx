import { PlusOutlined } from '../../../components/icons.tsx';
import { App, Button, Drawer, Flex, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/search-input.tsx';
import { tablePagination } from '../../../components/pagination.ts';
import { EmptyValue } from '../../../components/empty-value.tsx';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../../../config/ui.ts';
import type { ModelConfig, TtsVoice } from '../api/model-types.ts';
import { useDeleteTtsVoices, useTtsVoiceList } from '../api/tts-voices.ts';
import { AudioCell } from './audio-cell.tsx';
import { TtsVoiceModal } from './tts-voice-modal.tsx';

interface Props {
  model: ModelConfig | null;
  wide: boolean;
  onClose: () => void;
}

/** The voices of one TTS model: paged (page 1, size 10), searchable by name, with playable demos. */
export function TtsVoicesDrawer({ model, wide, onClose }: Props) {
  const { t } = useTranslation(['models', 'common']);
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, limit: DEFAULT_LIMIT });
  const [editing, setEditing] = useState<TtsVoice | 'new' | null>(null);
  const ttsModelId = model?.id ?? '';
  const { data, isFetching } = useTtsVoiceList({ ttsModelId, name, ...paging });
  const remove = useDeleteTtsVoices();

  const columns: TableColumnsType<TtsVoice> = [
    {
      title: t('voice.field.name'),
      dataIndex: 'name',
      render: (_: string, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.ttsVoice}</Typography.Text>
          {wide ? null : <AudioCell url={row.voiceDemo} />}
        </Space>
      ),
    },
    { title: t('voice.field.languages'), dataIndex: 'languages', width: 120, hidden: !wide, render: (value: string | null) => <EmptyValue value={value} /> },
    { title: t('voice.field.voiceDemo'), dataIndex: 'voiceDemo', width: 240, hidden: !wide, render: (value: string | null) => <AudioCell url={value} /> },
    { title: t('voice.field.remark'), dataIndex: 'remark', ellipsis: true, hidden: !wide, render: (value: string | null) => <EmptyValue value={value} /> },
    {
      title: t('column.actions'),
      key: 'actions',
      width: wide ? 140 : 80,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing(row)}>{t('action.edit')}</Button>
          <Popconfirm
            title={t('voice.confirmDelete', { name: row.name })}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync([row.id]).then(() => void message.success(t('toast.deleted'))).catch(() => undefined)}
          >
            <Button type="link" size="small" danger>{t('action.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Drawer open={model !== null} onClose={onClose} title={t('voice.title', { name: model?.modelName ?? '' })} width={wide ? 880 : '100%'} destroyOnHidden>
      <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
        <SearchInput
          value={name}
          onSearch={(next) => {
            setName(next);
            setPaging((current) => ({ ...current, page: DEFAULT_PAGE }));
          }}
          placeholder={t('voice.search')}
          style={{ maxWidth: 280 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('voice.add')}</Button>
      </Flex>
      <Table<TtsVoice>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching || remove.isPending}
        locale={{ emptyText: t('voice.empty') }}
        pagination={tablePagination({
          page: paging.page,
          limit: paging.limit,
          total: data?.total ?? 0,
          onChange: (page, limit) => setPaging({ page, limit }),
          showTotal: true,
        })}
      />
      <TtsVoiceModal ttsModelId={ttsModelId} voice={editing} onClose={() => setEditing(null)} />
    </Drawer>
  );
}
