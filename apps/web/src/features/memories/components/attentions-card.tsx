import { MEMORY_ATTENTIONS_MAX, type AttentionListItem } from '@vox/contracts';
import { App, Button, Card, Empty, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '../../../components/icons.tsx';
import { useAttentions, useDeleteAttention, useSaveAttention } from '../api/memories.ts';
import { AttentionDialog, type AttentionValues } from './attention-dialog.tsx';

/** The slots the agent fills in for each person (记忆变量), at most 20. */
export function AttentionsCard({ memoryId }: { memoryId: string }) {
  const { t } = useTranslation('memories');
  const { message } = App.useApp();
  const { data = [], isPending } = useAttentions(memoryId);
  const save = useSaveAttention(memoryId);
  const remove = useDeleteAttention(memoryId);
  const [editing, setEditing] = useState<AttentionListItem | 'new' | null>(null);
  const full = data.length >= MEMORY_ATTENTIONS_MAX;

  const submit = async (values: AttentionValues, current: AttentionListItem | null) => {
    await save.mutateAsync({ ...(current ? { id: current.id } : {}), body: values });
    void message.success(t('toast.saved'));
    setEditing(null);
  };
  return (
    <Card
      title={t('attention.title')}
      variant="borderless"
      extra={
        <Space size={8}>
          <Typography.Text type="secondary">{t('attention.count', { count: data.length, max: MEMORY_ATTENTIONS_MAX })}</Typography.Text>
          <Button icon={<PlusOutlined />} disabled={full} onClick={() => setEditing('new')}>
            {t('action.add')}
          </Button>
        </Space>
      }
    >
      <List
        loading={isPending}
        dataSource={data}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.attentions')} /> }}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button key="edit" type="link" size="small" onClick={() => setEditing(item)}>
                {t('action.edit')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('confirm.deleteAttention', { name: item.name })}
                description={t('confirm.deleteAttentionHint')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync(item.id).catch(() => undefined)}
              >
                <Button type="link" size="small" danger>
                  {t('action.delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space size={6} wrap>
                  <span>{item.name}</span>
                  <Tag color={item.is_single_value ? 'blue' : 'green'}>{item.is_single_value ? t('attention.single') : t('attention.multi')}</Tag>
                </Space>
              }
              description={
                <>
                  <div>{item.description}</div>
                  {item.default_value ? <Typography.Text type="secondary">{t('attention.defaultShown', { value: item.default_value })}</Typography.Text> : null}
                </>
              }
            />
          </List.Item>
        )}
      />
      <AttentionDialog subject={editing} pending={save.isPending} onSubmit={submit} onClose={() => setEditing(null)} />
    </Card>
  );
}
