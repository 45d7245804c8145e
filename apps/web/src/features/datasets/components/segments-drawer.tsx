import type { DatasetDocument, Segment } from '@vox/contracts';
import { App, Button, Drawer, Empty, Flex, Grid, Pagination, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '../../../components/icons.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useDeleteSegment, useSegments, useUpdateSegment } from '../api/segments.ts';
import { isSettled } from '../utils/document-status.ts';
import { SegmentDialog } from './segment-dialog.tsx';
import { SegmentItem } from './segment-item.tsx';

const PAGE_SIZE = 20;

function SegmentList({ datasetId, document }: { datasetId: string; document: DatasetDocument }) {
  const { t } = useTranslation('datasets');
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Segment | 'new' | null>(null);
  const { data, isLoading } = useSegments(datasetId, document.id, { page, limit: PAGE_SIZE, keyword });
  const update = useUpdateSegment(datasetId, document.id);
  const remove = useDeleteSegment(datasetId, document.id);

  const onToggle = (segment: Segment, enabled: boolean) =>
    update.mutate({ segId: segment.id, enabled }, { onSuccess: () => void message.success(t(enabled ? 'seg.toast.enabled' : 'seg.toast.disabled')) });
  // A failure is shown by the query client; the promise settles so the confirmation closes.
  const onDelete = (segment: Segment) => remove.mutateAsync(segment.id).then(() => void message.success(t('seg.toast.deleted')), () => undefined);

  const empty = () => {
    if (keyword) return t('seg.noMatch', { keyword });
    return isSettled(document.status) ? t('seg.empty') : t('seg.emptyBusy');
  };
  const segments = data?.segments ?? [];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="space-between">
        <SearchInput value={keyword} onSearch={(value) => { setKeyword(value); setPage(1); }} placeholder={t('seg.search')} style={{ flex: '1 1 220px' }} />
        <Button icon={<PlusOutlined />} disabled={!isSettled(document.status)} onClick={() => setEditing('new')}>{t('seg.add')}</Button>
      </Flex>
      {isLoading ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {!isLoading && segments.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty()} /> : null}
      {segments.map((segment) => <SegmentItem key={segment.id} segment={segment} onEdit={setEditing} onToggle={onToggle} onDelete={onDelete} />)}
      {data && data.total > 0 ? (
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary">{t('seg.total', { count: data.total })}</Typography.Text>
          <Pagination size="small" current={page} pageSize={PAGE_SIZE} total={data.total} showSizeChanger={false} showLessItems onChange={setPage} />
        </Flex>
      ) : null}
      <SegmentDialog datasetId={datasetId} docId={document.id} subject={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}

/** The segments of one document: read, search, edit, add, switch off, delete. */
export function SegmentsDrawer({ datasetId, document, onClose }: { datasetId: string; document: DatasetDocument | null; onClose: () => void }) {
  const { t } = useTranslation('datasets');
  const wide = Grid.useBreakpoint().md ?? false;
  return (
    <Drawer open={document !== null} onClose={onClose} size={wide ? 720 : '100%'} title={t('seg.title', { name: document?.name ?? '' })} destroyOnHidden>
      {document ? <SegmentList key={document.id} datasetId={datasetId} document={document} /> : null}
    </Drawer>
  );
}
