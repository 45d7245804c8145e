import { DeleteOutlined, PlusOutlined } from '../../../components/icons.tsx';
import type { DictDataDetail } from '@vox/contracts';
import { App, Button, Card, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTable } from '../../../components/page-table.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { useDeleteDictData } from '../api/dict-mutations.ts';
import { useDictData, useDictType } from '../api/get-dicts.ts';
import { useCheckedRows } from '../../../hooks/use-checked-rows.ts';
import { dataColumns } from './data-columns.tsx';
import { DataDialog } from './data-dialog.tsx';

const FILTERS = ['dictLabel', 'dictValue'] as const;

interface Props {
  dictTypeId: string;
  wide: boolean;
}

/** The data of the selected type: label and value filters, paged 10, add/edit/delete one or several. */
export function DataPanel({ dictTypeId, wide }: Props) {
  const { t } = useTranslation(['dicts', 'common']);
  const { message, modal } = App.useApp();
  const { filters, setFilter, ...paging } = useTableUrlState(FILTERS);
  const { page, limit } = paging;
  const type = useDictType(dictTypeId);
  const query = dictTypeId ? { dictTypeId, dictLabel: filters.dictLabel, dictValue: filters.dictValue, page, limit } : null;
  const { data, isFetching } = useDictData(query);
  const remove = useDeleteDictData();
  const [editing, setEditing] = useState<DictDataDetail | 'new' | null>(null);
  const [checked, setChecked] = useCheckedRows<DictDataDetail>(JSON.stringify(query));

  const deleteNow = (targets: readonly DictDataDetail[]) =>
    remove.mutateAsync(targets.map((item) => item.id)).then(() => {
      void message.success(t('toast.deleted'));
      setChecked([]);
    });
  const deleteChecked = () =>
    modal.confirm({
      title: t('data.delete'),
      content: t('data.confirmDeleteMany', { count: checked.length }),
      okButtonProps: { danger: true },
      onOk: () => deleteNow(checked).catch(() => undefined),
    });

  const title = type.data ? t('data.titleOf', { name: type.data.dictName }) : t('data.title');
  if (!dictTypeId) {
    return (
      <Card variant="borderless" title={t('data.title')}>
        <Empty description={t('data.none')} />
      </Card>
    );
  }

  return (
    <Card
      variant="borderless"
      title={<span title={type.data?.dictType}>{title}</span>}
      extra={<Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('data.add')}</Button>}
      styles={{ body: { padding: wide ? 24 : 12 } }}
    >
      <PageTable<DictDataDetail>
        filters={
          <>
            <SearchInput value={filters.dictLabel} onSearch={(text) => setFilter('dictLabel', text)} placeholder={t('data.searchLabel')} style={{ flex: '1 1 200px', maxWidth: wide ? 260 : undefined }} />
            <SearchInput value={filters.dictValue} onSearch={(text) => setFilter('dictValue', text)} placeholder={t('data.searchValue')} style={{ flex: '1 1 200px', maxWidth: wide ? 260 : undefined }} />
            {checked.length > 0 ? (
              <Button danger icon={<DeleteOutlined />} onClick={deleteChecked}>{t('data.deleteSelected', { count: checked.length })}</Button>
            ) : null}
          </>
        }
        paging={paging}
        data={data}
        loading={isFetching || remove.isPending}
        emptyText={t('data.empty')}
        rowKey="id"
        columns={dataColumns(t, { wide, onEdit: setEditing, onDelete: (item) => deleteNow([item]).catch(() => undefined) })}
        tableLayout="fixed"
        rowSelection={{ selectedRowKeys: checked.map((item) => item.id), onChange: (_, selectedRows) => setChecked(selectedRows), columnWidth: 40 }}
      />
      <DataDialog dictTypeId={dictTypeId} item={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
