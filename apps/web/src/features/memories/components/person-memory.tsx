import { MEMORY_NODE_MAX, type IdentifierAttentionValues, type MemoryNode } from '@vox/contracts';
import { App, Button, Empty, Flex, Input, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryOutlined, PlusOutlined } from '../../../components/icons.tsx';
import { formatMinute } from '../../../lib/date-time.ts';
import { useTimeZone } from '../../../stores/ui-store.ts';
import { useAddNode, useDeleteNode, useIdentifierValues, useNodes, useReplaceValues, useUpdateNode } from '../api/memories.ts';
import { TextDialog } from './text-dialog.tsx';
import { ValuesDialog } from './values-dialog.tsx';

interface Props {
  memoryId: string;
  identifyId: string;
  onOpenSession: (sessionId: string) => void;
}

/** One person's values per attention and the facts remembered about them, each correctable. */
export function PersonMemory({ memoryId, identifyId, onOpenSession }: Props) {
  const { t } = useTranslation('memories');
  const { message } = App.useApp();
  const zone = useTimeZone();
  const [keyword, setKeyword] = useState('');
  const values = useIdentifierValues(memoryId, identifyId);
  const nodes = useNodes(memoryId, identifyId, keyword);
  const replace = useReplaceValues(memoryId, identifyId);
  const update = useUpdateNode(memoryId, identifyId);
  const add = useAddNode(memoryId, identifyId);
  const remove = useDeleteNode(memoryId, identifyId);
  const [editingValues, setEditingValues] = useState<IdentifierAttentionValues | null>(null);
  const [editingNode, setEditingNode] = useState<MemoryNode | 'new' | null>(null);

  return (
    <Flex vertical gap={16}>
      <section aria-label={t('values.title')}>
        <Typography.Title level={5}>{t('values.title')}</Typography.Title>
        <List
          size="small"
          loading={values.isLoading}
          dataSource={values.data ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.values')} /> }}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Button key="edit" type="link" size="small" onClick={() => setEditingValues(item)}>
                  {t('action.edit')}
                </Button>,
              ]}
            >
              <Flex gap={8} wrap align="center" style={{ minWidth: 0 }}>
                <Typography.Text strong>{item.name}</Typography.Text>
                {item.values.length ? item.values.map((value) => <Tag key={value} style={{ whiteSpace: 'normal' }}>{value}</Tag>) : <Typography.Text type="secondary">{t('values.none')}</Typography.Text>}
              </Flex>
            </List.Item>
          )}
        />
      </section>
      <section aria-label={t('node.title')}>
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('node.title')}
          </Typography.Title>
          <Flex gap={8} wrap align="center">
            <Input.Search allowClear placeholder={t('node.search')} aria-label={t('node.search')} onSearch={(text) => setKeyword(text.trim())} style={{ maxWidth: 260 }} />
            <Button icon={<PlusOutlined />} onClick={() => setEditingNode('new')}>{t('node.add')}</Button>
          </Flex>
        </Flex>
        <List
          loading={nodes.isLoading}
          dataSource={nodes.data ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={keyword ? t('empty.search') : t('empty.nodes')} /> }}
          renderItem={(node) => (
            <List.Item>
              <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
                <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} ellipsis={{ rows: 4, expandable: true, symbol: t('node.more') }}>
                  {node.content}
                </Typography.Paragraph>
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('node.updated', { time: formatMinute(new Date(node.updated_at), zone) })}
                  </Typography.Text>
                  <Space size={0} wrap>
                    {node.source_session_id ? (
                      <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => onOpenSession(node.source_session_id!)}>
                        {t('node.session')}
                      </Button>
                    ) : null}
                    <Button type="link" size="small" onClick={() => setEditingNode(node)}>
                      {t('action.edit')}
                    </Button>
                    <Popconfirm title={t('confirm.deleteNode')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(node.id)}>
                      <Button type="link" size="small" danger>
                        {t('action.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      </section>
      <ValuesDialog
        subject={editingValues}
        pending={replace.isPending}
        onClose={() => setEditingValues(null)}
        onSubmit={async (list, attention) => {
          await replace.mutateAsync({ attentionId: attention.id, values: list });
          void message.success(t('toast.saved'));
          setEditingValues(null);
        }}
      />
      <TextDialog
        open={editingNode !== null}
        title={editingNode === 'new' ? t('node.add') : t('node.edit')}
        label={t('node.content')}
        initial={editingNode === 'new' ? '' : (editingNode?.content ?? '')}
        max={MEMORY_NODE_MAX}
        pending={update.isPending || add.isPending}
        onClose={() => setEditingNode(null)}
        onSubmit={async (content) => {
          if (editingNode === 'new') await add.mutateAsync(content);
          else await update.mutateAsync({ nodeId: editingNode!.id, content });
          void message.success(t('toast.saved'));
          setEditingNode(null);
        }}
      />
    </Flex>
  );
}
