import { PlusOutlined } from '@ant-design/icons';
import type { Firmware } from '@vox/contracts';
import { App, Button, Card, Flex, Grid, Select, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tablePagination } from '../../../components/pagination.ts';
import { SearchInput } from '../../../components/search-input.tsx';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { useDeleteFirmware, useDownloadFirmware } from '../api/firmware-mutations.ts';
import { useBoardTypes, useFirmwareList } from '../api/get-firmware.ts';
import { startDownload } from '../utils/download.ts';
import { firmwareColumns } from './firmware-columns.tsx';
import { FirmwareDialog } from './firmware-dialog.tsx';

const FILTERS = ['firmwareName', 'type'] as const;

export function FirmwarePage() {
  const { t } = useTranslation(['firmware', 'common']);
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const { page, limit, filters, setPage, setFilter } = useTableUrlState(FILTERS);
  const { data, isFetching } = useFirmwareList({ page, limit, firmwareName: filters.firmwareName, type: filters.type });
  const boardQuery = useBoardTypes();
  const remove = useDeleteFirmware();
  const download = useDownloadFirmware();
  const [editing, setEditing] = useState<Firmware | 'new' | null>(null);
  const rows = data?.list ?? [];
  const boardTypes = useMemo(() => boardQuery.data ?? [], [boardQuery.data]);
  const labels = useMemo(() => new Map(boardTypes.map((board) => [board.key, board.name])), [boardTypes]);

  const onDelete = (row: Firmware) =>
    remove
      .mutateAsync(row.id)
      .then(() => {
        void message.success(t('toast.deleted'));
        if (rows.length === 1 && page > 1) setPage(page - 1);
      })
      .catch(() => undefined);

  const onDownload = (row: Firmware) => download.mutateAsync(row.id).then(startDownload).catch(() => undefined);

  const columns = firmwareColumns(t, { wide, boardLabel: (type) => labels.get(type) ?? type, onDownload, onEdit: setEditing, onDelete });
  const typeOptions = [{ value: '', label: t('filter.allTypes') }, ...boardTypes.map((board) => ({ value: board.key, label: board.name }))];

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('title')}</Typography.Title>
      <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 12 } }}>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Flex gap={8} wrap style={{ flex: '1 1 320px', minWidth: 0 }}>
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
          </Flex>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('action.add')}</Button>
        </Flex>
        <Table<Firmware>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={isFetching || remove.isPending}
          scroll={wide ? { x: 1100 } : undefined}
          locale={{ emptyText: t('empty') }}
          pagination={tablePagination({
            page,
            limit,
            total: data?.total ?? 0,
            onChange: setPage,
            showTotal: true,
          })}
        />
      </Card>
      <FirmwareDialog firmware={editing} boardTypes={boardTypes} wide={wide} onClose={() => setEditing(null)} />
    </>
  );
}
