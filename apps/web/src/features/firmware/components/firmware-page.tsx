import { PlusOutlined } from '../../../components/icons.tsx';
import { FIRMWARE_SORTS, FIRMWARE_USUAL_SORT, type Firmware } from '@vox/contracts';
import { App, Button, Grid, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTable } from '../../../components/page-table.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { tableSort } from '../../../components/table-sort.ts';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { useDeleteFirmware, useDownloadFirmware } from '../api/firmware-mutations.ts';
import { useBoardTypes, useFirmwareList } from '../api/get-firmware.ts';
import { startDownload } from '../utils/download.ts';
import { firmwareColumns } from './firmware-columns.tsx';
import { FirmwareDialog } from './firmware-dialog.tsx';
import { useTimeZone } from '../../../stores/ui-store.ts';

const FILTERS = ['firmwareName', 'type', 'sort'] as const;

export function FirmwarePage() {
  const { t } = useTranslation(['firmware', 'common']);
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const { filters, setFilter, ...paging } = useTableUrlState(FILTERS);
  const sorting = tableSort(filters.sort, FIRMWARE_SORTS, FIRMWARE_USUAL_SORT, (value) => setFilter('sort', value));
  const { data, isFetching } = useFirmwareList({ page: paging.page, limit: paging.limit, firmwareName: filters.firmwareName, type: filters.type, ...sorting.query });
  const boardQuery = useBoardTypes();
  const remove = useDeleteFirmware();
  const download = useDownloadFirmware();
  const [editing, setEditing] = useState<Firmware | 'new' | null>(null);
  const boardTypes = useMemo(() => boardQuery.data ?? [], [boardQuery.data]);
  const labels = useMemo(() => new Map(boardTypes.map((board) => [board.key, board.name])), [boardTypes]);

  const onDelete = (row: Firmware) =>
    remove
      .mutateAsync(row.id)
      .then(() => void message.success(t('toast.deleted')))
      .catch(() => undefined);

  const onDownload = (row: Firmware) => download.mutateAsync(row.id).then(startDownload).catch(() => undefined);

  const columns = firmwareColumns(t, { wide, zone: useTimeZone(), sortable: sorting.column, boardLabel: (type) => labels.get(type) ?? type, onDownload, onEdit: setEditing, onDelete });
  const typeOptions = [{ value: '', label: t('filter.allTypes') }, ...boardTypes.map((board) => ({ value: board.key, label: board.name }))];

  return (
    <>
      <PageTable<Firmware>
        title={t('title')}
        filters={
          <>
            <Select
              aria-label={t('field.type')}
              value={filters.type}
              options={typeOptions}
              showSearch
              optionFilterProp="label"
              onChange={(value) => setFilter('type', value)}
              style={{ width: wide ? 220 : '100%' }}
              popupMatchSelectWidth={false}
            />
            <SearchInput value={filters.firmwareName} onSearch={(name) => setFilter('firmwareName', name)} placeholder={t('filter.search')} style={{ maxWidth: wide ? 280 : undefined }} />
          </>
        }
        actions={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('action.add')}</Button>}
        paging={paging}
        data={data}
        loading={isFetching || remove.isPending}
        emptyText={t('empty')}
        onChange={sorting.onChange}
        rowKey="id"
        columns={columns}
        minWidth={1100}
      />
      <FirmwareDialog firmware={editing} boardTypes={boardTypes} wide={wide} onClose={() => setEditing(null)} />
    </>
  );
}
