import { PlusOutlined } from '../../../components/icons.tsx';
import { isProtectedParam, PARAM_SORTS, PARAM_USUAL_SORT, type ParamRow } from '@vox/contracts';
import { App, Button, Grid, Popconfirm, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTable } from '../../../components/page-table.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { tableSort } from '../../../components/table-sort.ts';
import { useCheckedRows } from '../../../hooks/use-checked-rows.ts';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { useParamList } from '../api/get-params.ts';
import { useDeleteParams, useRegenerateKeyPair } from '../api/param-mutations.ts';
import { paramColumns } from './param-columns.tsx';
import { ParamDialog } from './param-dialog.tsx';
import { RevealSecretDialog } from './reveal-secret-dialog.tsx';
import { UpstreamImportHint } from './upstream-import-hint.tsx';

const FILTERS = ['paramCode', 'sort'] as const;

export function ParamsPage() {
  const { t } = useTranslation(['params', 'common']);
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const { filters, setFilter, ...paging } = useTableUrlState(FILTERS);
  const sorting = tableSort(filters.sort, PARAM_SORTS, PARAM_USUAL_SORT, (value) => setFilter('sort', value));
  const { data, isFetching } = useParamList({ page: paging.page, limit: paging.limit, paramCode: filters.paramCode, ...sorting.query });
  const remove = useDeleteParams();
  const [editing, setEditing] = useState<ParamRow | 'new' | null>(null);
  const [revealing, setRevealing] = useState<ParamRow | null>(null);
  const [copyOnReveal, setCopyOnReveal] = useState(false);
  // ?reveal=<code> (the device-server screen links here for server.secret) opens the reveal for that row once listed.
  const [search, setSearch] = useSearchParams();
  const revealCode = search.get('reveal');
  useEffect(() => {
    const row = revealCode ? data?.list.find((item) => item.paramCode === revealCode && item.secret) : undefined;
    if (!row) return;
    setRevealing(row);
    setCopyOnReveal(true);
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('reveal');
      return next;
    }, { replace: true });
  }, [revealCode, data, setSearch]);
  const [selected, setSelected] = useCheckedRows<string>(`${paging.page}|${paging.limit}|${filters.paramCode}|${filters.sort}`);

  const deleteIds = (ids: string[]) =>
    remove
      .mutateAsync(ids)
      .then(() => {
        void message.success(t('toast.deleted', { count: ids.length }));
        setSelected([]);
      })
      .catch(() => undefined);

  const regenerate = useRegenerateKeyPair();
  const regenerateKeys = () => regenerate.mutateAsync().then(() => void message.success(t('toast.regenerated')));
  const columns = paramColumns(t, { wide, sortable: sorting.column, onEdit: setEditing, onDelete: (row) => deleteIds([row.id]), onReveal: setRevealing, onRegenerateKeys: () => regenerateKeys().catch(() => undefined) });

  return (
    <>
      <PageTable<ParamRow>
        title={t('title')}
        notice={<UpstreamImportHint />}
        filters={<SearchInput value={filters.paramCode} onSearch={(code) => setFilter('paramCode', code)} placeholder={t('filter.search')} style={{ maxWidth: wide ? 320 : undefined }} />}
        actions={
          <>
            {selected.length > 0 ? (
              <>
                <Typography.Text type="secondary">{t('batch.selected', { count: selected.length })}</Typography.Text>
                <Popconfirm title={t('confirm.deleteMany', { count: selected.length })} okButtonProps={{ danger: true }} onConfirm={() => deleteIds(selected)}>
                  <Button danger>{t('batch.delete')}</Button>
                </Popconfirm>
              </>
            ) : null}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('action.add')}</Button>
          </>
        }
        paging={paging}
        data={data}
        loading={isFetching || remove.isPending}
        emptyText={t('empty')}
        onChange={sorting.onChange}
        rowKey="id"
        columns={columns}
        tableLayout="fixed"
        minWidth={900}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (row) => ({ disabled: isProtectedParam(row.paramCode) }),
          columnWidth: 40,
        }}
      />
      <ParamDialog param={editing} wide={wide} onClose={() => setEditing(null)} />
      <RevealSecretDialog param={revealing} copyOnReveal={copyOnReveal} onClose={() => {
        setRevealing(null);
        setCopyOnReveal(false);
      }} />
    </>
  );
}
