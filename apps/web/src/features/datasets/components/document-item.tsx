import type { DatasetDocument } from '@vox/contracts';
import { Alert, Button, Flex, Popconfirm, Progress, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined, EditOutlined, SyncOutlined, UnorderedListOutlined } from '../../../components/icons.tsx';
import { showGmt8 } from '../../../lib/date-time.ts';
import { useTimeZone } from '../../../stores/ui-store.ts';
import { isSettled, STATUS_COLORS } from '../utils/document-status.ts';
import { formatBytes } from '../utils/format-bytes.ts';

export interface DocumentHandlers {
  onSegments: (document: DatasetDocument) => void;
  onRename: (document: DatasetDocument) => void;
  onToggle: (document: DatasetDocument, enabled: boolean) => void;
  onReindex: (document: DatasetDocument) => Promise<unknown>;
  onDelete: (document: DatasetDocument) => Promise<unknown>;
}

/** One document: its name and figures, its live status with a progress bar while it is processed, why it failed, and its actions. */
export function DocumentItem({ document, handlers }: { document: DatasetDocument; handlers: DocumentHandlers }) {
  const { t } = useTranslation('datasets');
  const zone = useTimeZone();
  const settled = isSettled(document.status);
  return (
    <Flex vertical gap={6} style={{ width: '100%', minWidth: 0 }} data-testid="document-item">
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Flex vertical gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Flex align="center" gap={6} wrap>
            <Typography.Link strong ellipsis style={{ maxWidth: '100%' }} onClick={() => handlers.onSegments(document)}>{document.name}</Typography.Link>
            <Tag color={STATUS_COLORS[document.status]} data-testid="document-status" style={{ marginInlineEnd: 0 }}>{t(`doc.status.${document.status}`)}</Tag>
            {document.enabled ? null : <Tag style={{ marginInlineEnd: 0 }}>{t('doc.disabled')}</Tag>}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('doc.meta', { type: document.file_type.toUpperCase(), size: formatBytes(document.size), words: document.word_count, segments: document.segment_count })}
            {' · '}
            {t('doc.created', { time: showGmt8(document.created_at, zone) })}
          </Typography.Text>
        </Flex>
        <Flex align="center" gap={6}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('doc.enabled')}</Typography.Text>
          <Switch size="small" checked={document.enabled} disabled={!settled} aria-label={`${t('doc.enabled')} ${document.name}`} onChange={(checked) => handlers.onToggle(document, checked)} />
        </Flex>
      </Flex>
      {settled ? null : <Progress percent={document.progress} size="small" status="active" aria-label={`${t('doc.progress')} ${document.name}`} />}
      {document.status === 'failed' && document.error ? <Alert type="error" showIcon title={document.error} style={{ padding: '4px 8px' }} /> : null}
      <Flex gap={0} wrap style={{ marginInlineStart: -8 }}>
        <Button type="link" size="small" icon={<UnorderedListOutlined />} onClick={() => handlers.onSegments(document)}>{t('doc.segments')}</Button>
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => handlers.onRename(document)}>{t('doc.rename')}</Button>
        <Popconfirm title={t('doc.reindexConfirm', { name: document.name })} description={t('doc.reindexHint')} disabled={!settled} onConfirm={() => handlers.onReindex(document)}>
          <Button type="link" size="small" icon={<SyncOutlined />} disabled={!settled}>{t('doc.reindex')}</Button>
        </Popconfirm>
        <Popconfirm title={t('doc.deleteConfirm', { name: document.name })} description={t('doc.deleteHint')} okButtonProps={{ danger: true }} onConfirm={() => handlers.onDelete(document)}>
          <Button type="link" size="small" danger icon={<DeleteOutlined />}>{t('doc.delete')}</Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}
