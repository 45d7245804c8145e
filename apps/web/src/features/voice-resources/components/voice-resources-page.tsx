import type { VoiceResource } from '@vox/contracts';
import { App, Button, Grid, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined, PlusOutlined } from '../../../components/icons.tsx';
import { PageTable } from '../../../components/page-table.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useCheckedRows } from '../../../hooks/use-checked-rows.ts';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { useTimeZone } from '../../../stores/ui-store.ts';
import { useDeleteVoiceResources, useVoiceResources } from '../api/voice-resources.ts';
import { AssignVoiceResourcesDialog } from './assign-dialog.tsx';
import { voiceResourceColumns } from './voice-resources-columns.tsx';

const FILTERS = ['name'] as const;

/** /voice-resource-management: super admins hand bought Volcengine voice ids (S_…) to users as clone slots. */
export function VoiceResourcesPage() {
  const { t } = useTranslation('voiceResources');
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const { filters, setFilter, ...paging } = useTableUrlState(FILTERS);
  const { data, isFetching } = useVoiceResources({ page: paging.page, limit: paging.limit, name: filters.name });
  const remove = useDeleteVoiceResources();
  const [assigning, setAssigning] = useState(false);
  const [selected, setSelected] = useCheckedRows<VoiceResource>(`${paging.page}|${paging.limit}|${filters.name}`);

  const onDelete = (ids: string[]) =>
    remove
      .mutateAsync(ids)
      .then(() => {
        setSelected([]);
        void message.success(t('toast.deleted', { count: ids.length }));
      })
      .catch(() => undefined);

  const columns = voiceResourceColumns(t, { wide, zone: useTimeZone(), onDelete: (row) => onDelete([row.id]) });

  return (
    <>
      <PageTable<VoiceResource>
        title={t('title')}
        filters={<SearchInput value={filters.name} onSearch={(name) => setFilter('name', name)} placeholder={t('filter.search')} style={{ maxWidth: wide ? 300 : undefined }} />}
        actions={
          <>
            <Popconfirm title={t('confirm.batchDelete', { count: selected.length })} okButtonProps={{ danger: true }} disabled={selected.length === 0} onConfirm={() => onDelete(selected.map((row) => row.id))}>
              <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0}>{t('action.batchDelete', { count: selected.length })}</Button>
            </Popconfirm>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAssigning(true)}>{t('action.add')}</Button>
          </>
        }
        paging={paging}
        data={data}
        loading={isFetching || remove.isPending}
        emptyText={filters.name ? t('emptySearch') : t('empty')}
        rowKey="id"
        rowSelection={{ selectedRowKeys: selected.map((row) => row.id), onChange: (_, rows) => setSelected(rows) }}
        columns={columns}
        minWidth={1100}
      />
      <AssignVoiceResourcesDialog open={assigning} wide={wide} onClose={() => setAssigning(false)} />
    </>
  );
}
