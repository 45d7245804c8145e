import type { DatasetDocument } from '@vox/contracts';
import { App, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FontSizeOutlined, UploadOutlined } from '../../../components/icons.tsx';
import { useDeleteDocument, useDocuments, useReindexDocument, useUpdateDocument } from '../api/documents.ts';
import { DOCUMENT_MAX_MB } from '../utils/file-check.ts';
import { DocumentItem, type DocumentHandlers } from './document-item.tsx';
import { PasteTextDialog } from './paste-text-dialog.tsx';
import { RenameDocumentDialog } from './rename-document-dialog.tsx';
import { SegmentsDrawer } from './segments-drawer.tsx';
import { UploadDialog } from './upload-dialog.tsx';

function useDocumentHandlers(datasetId: string, onSegments: (document: DatasetDocument) => void, onRename: (document: DatasetDocument) => void): DocumentHandlers {
  const { t } = useTranslation('datasets');
  const { message } = App.useApp();
  const update = useUpdateDocument(datasetId);
  const reindex = useReindexDocument(datasetId);
  const remove = useDeleteDocument(datasetId);
  // Failures are shown by the query client; the promises settle so the confirmations close.
  return {
    onSegments,
    onRename,
    onToggle: (document, enabled) =>
      update.mutate({ docId: document.id, enabled }, { onSuccess: () => void message.success(t(enabled ? 'doc.toast.enabled' : 'doc.toast.disabled')) }),
    onReindex: (document) => reindex.mutateAsync(document.id).then(() => void message.success(t('doc.toast.reindexing')), () => undefined),
    onDelete: (document) => remove.mutateAsync(document.id).then(() => void message.success(t('doc.toast.deleted')), () => undefined),
  };
}

/** The documents of a knowledge base with their live status; upload, paste and the segments of each. */
export function DocumentsPanel({ datasetId }: { datasetId: string }) {
  const { t } = useTranslation('datasets');
  const { data, isLoading } = useDocuments(datasetId);
  const [uploading, setUploading] = useState(false);
  const [pasting, setPasting] = useState(false);
  const [renaming, setRenaming] = useState<DatasetDocument | null>(null);
  const [segmentsOf, setSegmentsOf] = useState<string | null>(null);
  const handlers = useDocumentHandlers(datasetId, (document) => setSegmentsOf(document.id), setRenaming);
  const documents = data ?? [];
  const open = documents.find((document) => document.id === segmentsOf) ?? null;

  const actions = (
    <Flex gap={8} wrap>
      <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>{t('doc.upload')}</Button>
      <Button icon={<FontSizeOutlined />} onClick={() => setPasting(true)}>{t('doc.paste')}</Button>
    </Flex>
  );

  const body = () => {
    if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (documents.length === 0) {
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text strong>{t('doc.emptyTitle')}</Typography.Text>}>
          <Typography.Paragraph type="secondary" style={{ maxWidth: 520, margin: '0 auto 16px' }}>{t('doc.emptyHint', { size: DOCUMENT_MAX_MB })}</Typography.Paragraph>
          <Flex justify="center">{actions}</Flex>
        </Empty>
      );
    }
    return (
      <Flex vertical>
        {documents.map((document, index) => (
          <div key={document.id} style={{ padding: '12px 0', borderTop: index === 0 ? undefined : '1px solid #f0f0f0' }}>
            <DocumentItem document={document} handlers={handlers} />
          </div>
        ))}
      </Flex>
    );
  };

  return (
    <>
      {documents.length > 0 ? <Flex justify="flex-end" style={{ marginBottom: 8 }}>{actions}</Flex> : null}
      {body()}
      <UploadDialog datasetId={datasetId} open={uploading} onClose={() => setUploading(false)} />
      <PasteTextDialog datasetId={datasetId} open={pasting} onClose={() => setPasting(false)} />
      <RenameDocumentDialog datasetId={datasetId} document={renaming} onClose={() => setRenaming(null)} />
      <SegmentsDrawer datasetId={datasetId} document={open} onClose={() => setSegmentsOf(null)} />
    </>
  );
}
