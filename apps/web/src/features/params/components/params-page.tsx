import { PlusOutlined } from '@ant-design/icons';
import { isProtectedParam, type ParamRow } from '@vox/contracts';
import { App, Button, Card, Flex, Grid, Popconfirm, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tablePagination } from '../../../components/pagination.ts';
import { SearchInput } from '../../../components/search-input.tsx';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { useParamList } from '../api/get-params.ts';
import { useDeleteParams, useRegenerateKeyPair } from '../api/param-mutations.ts';
import { paramColumns } from './param-columns.tsx';
import { ParamDialog } from './param-dialog.tsx';

const FILTERS = ['paramCode'] as const;

export function ParamsPage() {
  const { t } = useTranslation(['params', 'common']);
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const { page, limit, filters, setPage, setFilter } = useTableUrlState(FILTERS);
  const { data, isFetching } = useParamList({ page, limit, paramCode: filters.paramCode });
  const remove = useDeleteParams();
  const [editing, setEditing] = useState<ParamRow | 'new' | null>(null);
  // The selection belongs to one page of one query; moving on drops it.
  const selectionKey = `${page}|${limit}|${filters.paramCode}`;
  const [selection, setSelection] = useState<{ key: string; ids: string[] }>({ key: '', ids: [] });
  const selected = selection.key === selectionKey ? selection.ids : [];
  const rows = data?.list ?? [];

  const deleteIds = (ids: string[]) =>
    remove
      .mutateAsync(ids)
      .then(() => {
        void message.success(t('toast.deleted', { count: ids.length }));
        setSelection({ key: selectionKey, ids: [] });
        if (ids.length >= rows.length && page > 1) setPage(page - 1);
      })
      .catch(() => undefined);

  const regenerate = useRegenerateKeyPair();
  const regenerateKeys = () => regenerate.mutateAsync().then(() => void message.success(t('toast.regenerated')));
  const columns = paramColumns(t, { wide, onEdit: setEditing, onDelete: (row) => deleteIds([row.id]), onRegenerateKeys: () => regenerateKeys().catch(() => undefined) });

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('title')}</Typography.Title>
      <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 12 } }}>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <SearchInput value={filters.paramCode} onSearch={(code) => setFilter('paramCode', code)} placeholder={t('filter.search')} style={{ flex: '1 1 240px', maxWidth: wide ? 320 : undefined }} />
          <Flex gap={8} wrap align="center">
            {selected.length > 0 ? (
              <>
                <Typography.Text type="secondary">{t('batch.selected', { count: selected.length })}</Typography.Text>
                <Popconfirm title={t('confirm.deleteMany', { count: selected.length })} okButtonProps={{ danger: true }} onConfirm={() => deleteIds(selected)}>
                  <Button danger>{t('batch.delete')}</Button>
                </Popconfirm>
              </>
            ) : null}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('action.add')}</Button>
          </Flex>
        </Flex>
        <Table<ParamRow>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={isFetching || remove.isPending}
          tableLayout="fixed"
          scroll={wide ? { x: 900 } : undefined}
          locale={{ emptyText: t('empty') }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelection({ key: selectionKey, ids: keys.map(String) }),
            getCheckboxProps: (row) => ({ disabled: isProtectedParam(row.paramCode) }),
            columnWidth: 40,
          }}
          pagination={tablePagination({
            page,
            limit,
            total: data?.total ?? 0,
            onChange: setPage,
            showTotal: true,
          })}
        />
      </Card>
      <ParamDialog param={editing} wide={wide} onClose={() => setEditing(null)} />
    </>
  );
}
