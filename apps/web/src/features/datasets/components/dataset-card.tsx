import type { Dataset } from '@vox/contracts';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { BookOutlined, DeleteOutlined, EditOutlined } from '../../../components/icons.tsx';
import { showGmt8 } from '../../../lib/date-time.ts';
import { useTimeZone } from '../../../stores/ui-store.ts';
import { datasetHref } from '../utils/dataset-links.ts';

interface Props {
  dataset: Dataset;
  onEdit: (dataset: Dataset) => void;
  onDelete: (dataset: Dataset) => Promise<unknown>;
}

/** One knowledge base: its name and description, what it holds, who uses it, and its actions. */
export function DatasetCard({ dataset, onEdit, onDelete }: Props) {
  const { t } = useTranslation('datasets');
  const zone = useTimeZone();
  const href = datasetHref(dataset.id);
  return (
    <Card
      size="small"
      data-testid="dataset-card"
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, flex: 1 } }}
      actions={[
        <Button key="edit" type="text" icon={<EditOutlined />} onClick={() => onEdit(dataset)}>{t('action.edit')}</Button>,
        <Popconfirm key="delete" title={t('confirm.delete', { name: dataset.name })} description={t('confirm.deleteHint')} okButtonProps={{ danger: true }} onConfirm={() => onDelete(dataset)}>
          <Button type="text" danger icon={<DeleteOutlined />}>{t('action.delete')}</Button>
        </Popconfirm>,
      ]}
    >
      <Flex align="center" gap={10}>
        <BookOutlined style={{ fontSize: 20, color: '#5778ff' }} />
        <Typography.Text strong ellipsis={{ tooltip: dataset.name }} style={{ flex: 1, minWidth: 0, fontSize: 15 }}>
          <AppLink to={href}>{dataset.name}</AppLink>
        </Typography.Text>
      </Flex>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0, minHeight: 44 }}>{dataset.desc || t('noDesc')}</Typography.Paragraph>
      <Flex gap={4} wrap>
        <Tag color="blue">{t('card.documents', { count: dataset.document_count })}</Tag>
        <Tag>{t('card.segments', { count: dataset.segment_count })}</Tag>
        <Tag color={dataset.agent_count > 0 ? 'green' : 'default'}>{dataset.agent_count > 0 ? t('card.agents', { count: dataset.agent_count }) : t('card.noAgents')}</Tag>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('card.updated', { time: showGmt8(dataset.updated_at, zone) })}</Typography.Text>
    </Card>
  );
}
