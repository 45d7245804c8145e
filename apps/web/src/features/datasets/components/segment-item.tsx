import type { Segment } from '@vox/contracts';
import { Button, Card, Flex, Popconfirm, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined, EditOutlined } from '../../../components/icons.tsx';

interface Props {
  segment: Segment;
  onEdit: (segment: Segment) => void;
  onToggle: (segment: Segment, enabled: boolean) => void;
  onDelete: (segment: Segment) => Promise<unknown>;
}

export function SegmentItem({ segment, onEdit, onToggle, onDelete }: Props) {
  const { t } = useTranslation('datasets');
  return (
    <Card size="small" data-testid="segment-item" style={segment.enabled ? undefined : { opacity: 0.6 }}>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 6 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('seg.meta', { position: segment.position, words: segment.word_count, hits: segment.hit_count })}
        </Typography.Text>
        <Flex align="center" gap={6}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('seg.enabled')}</Typography.Text>
          <Switch size="small" checked={segment.enabled} aria-label={`${t('seg.enabled')} #${segment.position}`} onChange={(checked) => onToggle(segment, checked)} />
        </Flex>
      </Flex>
      <Typography.Paragraph ellipsis={{ rows: 4, expandable: 'collapsible' }} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBottom: 6 }}>
        {segment.content}
      </Typography.Paragraph>
      {segment.keywords.length > 0 ? (
        <Flex gap={4} wrap style={{ marginBottom: 6 }}>
          {segment.keywords.map((word) => <Tag key={word}>{word}</Tag>)}
        </Flex>
      ) : null}
      <Flex gap={0} wrap style={{ marginInlineStart: -8 }}>
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(segment)}>{t('seg.edit')}</Button>
        <Popconfirm title={t('seg.deleteConfirm', { position: segment.position })} okButtonProps={{ danger: true }} onConfirm={() => onDelete(segment)}>
          <Button type="link" size="small" danger icon={<DeleteOutlined />}>{t('seg.delete')}</Button>
        </Popconfirm>
      </Flex>
    </Card>
  );
}
