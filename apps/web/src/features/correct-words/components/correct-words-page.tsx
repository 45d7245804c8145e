import type { CorrectWordFile } from '@vox/contracts';
import { App, Button, Grid, Popconfirm, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined, PlusOutlined } from '../../../components/icons.tsx';
import { PageTable } from '../../../components/page-table.tsx';
import { useCheckedRows } from '../../../hooks/use-checked-rows.ts';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { formatDateTime, parseGmt8 } from '../../../lib/date-time.ts';
import { reportFailure } from '../../../lib/query-client.ts';
import { downloadCorrectWordFile, useCorrectWordFiles, useDeleteCorrectWordFiles } from '../api/correct-words.ts';
import { WordFileDialog } from './word-file-dialog.tsx';

const FILTERS = [] as const;

/** Replacement words: the user's word files, picked per agent in role configuration. */
export function CorrectWordsPage() {
  const { t } = useTranslation('correctWords');
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const paging = useTableUrlState(FILTERS);
  const { data, isFetching } = useCorrectWordFiles({ page: paging.page, limit: paging.limit });
  const remove = useDeleteCorrectWordFiles();
  const [editing, setEditing] = useState<CorrectWordFile | 'new' | null>(null);
  const [selected, setSelected] = useCheckedRows<CorrectWordFile>(`${paging.page}|${paging.limit}`);

  const onDelete = (ids: string[]) =>
    remove
      .mutateAsync(ids)
      .then(() => {
        setSelected([]);
        void message.success(t('toast.deleted', { count: ids.length }));
      })
      .catch(() => undefined);

  const onDownload = (row: CorrectWordFile) =>
    downloadCorrectWordFile(row.id, row.fileName).catch((error: unknown) => reportFailure(error, { errorText: t('error.download') }));

  const columns: TableColumnsType<CorrectWordFile> = [
    {
      title: t('field.fileName'),
      dataIndex: 'fileName',
      ellipsis: true,
      render: (name: string, row) =>
        wide ? name : (
          <Space direction="vertical" size={2}>
            <Typography.Text strong>{name}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('field.wordCountShort', { count: row.wordCount })}</Typography.Text>
          </Space>
        ),
    },
    { title: t('field.wordCount'), dataIndex: 'wordCount', width: 110, align: 'right', hidden: !wide },
    {
      title: t('field.preview'),
      dataIndex: 'content',
      ellipsis: true,
      hidden: !wide,
      render: (content: string[]) => <Typography.Text type="secondary">{content.slice(0, 3).join('，')}{content.length > 3 ? ' …' : ''}</Typography.Text>,
    },
    { title: t('field.updatedAt'), dataIndex: 'updatedAt', width: 170, hidden: !wide, render: (value: string) => { const date = parseGmt8(value); return date ? formatDateTime(date) : value; } },
    {
      title: t('column.actions'),
      key: 'actions',
      fixed: wide ? 'right' : undefined,
      width: wide ? 190 : 90,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing(row)}>{t('action.edit')}</Button>
          <Button type="link" size="small" onClick={() => void onDownload(row)}>{t('action.download')}</Button>
          <Popconfirm title={t('confirm.delete', { name: row.fileName })} okButtonProps={{ danger: true }} onConfirm={() => onDelete([row.id])}>
            <Button type="link" size="small" danger>{t('action.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTable<CorrectWordFile>
        title={t('title')}
        actions={
          <>
            <Popconfirm title={t('confirm.batchDelete', { count: selected.length })} okButtonProps={{ danger: true }} disabled={selected.length === 0} onConfirm={() => onDelete(selected.map((row) => row.id))}>
              <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0}>{t('action.batchDelete', { count: selected.length })}</Button>
            </Popconfirm>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('action.add')}</Button>
          </>
        }
        paging={paging}
        data={data}
        loading={isFetching || remove.isPending}
        emptyText={t('empty')}
        rowKey="id"
        rowSelection={{ selectedRowKeys: selected.map((row) => row.id), onChange: (_, rows) => setSelected(rows) }}
        columns={columns}
        minWidth={760}
      />
      <WordFileDialog subject={editing} wide={wide} onClose={() => setEditing(null)} />
    </>
  );
}
