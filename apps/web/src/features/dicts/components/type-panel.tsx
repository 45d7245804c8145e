import { DeleteOutlined, EditOutlined, PlusOutlined } from '../../../components/icons.tsx';
import type { DictTypeDetail } from '@vox/contracts';
import { App, Button, Card, Flex, Popconfirm, Typography, theme, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTable } from '../../../components/page-table.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { DEFAULT_LIMIT } from '../../../config/ui.ts';
import { useDeleteDictTypes } from '../api/dict-mutations.ts';
import { useDictTypes } from '../api/get-dicts.ts';
import { useCheckedRows } from '../../../hooks/use-checked-rows.ts';
import { TypeDialog } from './type-dialog.tsx';

interface Props {
  selectedId: string;
  /** `replace`: an automatic choice, not a step the back button should revisit. */
  onSelect: (id: string, replace?: boolean) => void;
}

/** Dictionary types: code and name search, paged, add/edit/delete; clicking one shows its data. */
export function TypePanel({ selectedId, onSelect }: Props) {
  const { t } = useTranslation(['dicts', 'common']);
  const { message, modal } = App.useApp();
  const { token } = theme.useToken();
  const [query, setQuery] = useState({ page: 1, limit: DEFAULT_LIMIT, dictType: '', dictName: '' });
  const { data, isFetching } = useDictTypes(query);
  const remove = useDeleteDictTypes();
  const [editing, setEditing] = useState<DictTypeDetail | 'new' | null>(null);
  const [checked, setChecked] = useCheckedRows<DictTypeDetail>(JSON.stringify(query));
  // Types deleted here are never chosen again, even from a list fetched before they were gone.
  const deleted = useRef(new Set<string>());
  const firstId = data?.list.find((type) => !deleted.current.has(type.id))?.id;
  const setPage = useCallback((page: number, limit?: number) => setQuery((previous) => ({ ...previous, page, limit: limit ?? previous.limit })), []);
  const settled = !isFetching && !remove.isPending;
  // Nothing selected (first visit, or the selected type was deleted): show the first type's data.
  useEffect(() => {
    if (!selectedId && firstId && settled) onSelect(firstId, true);
  }, [selectedId, firstId, settled, onSelect]);

  const deleteNow = (targets: readonly DictTypeDetail[]) => {
    const ids = targets.map((type) => type.id);
    for (const id of ids) deleted.current.add(id);
    // The selected type's detail and data must not be fetched again once it is gone.
    if (ids.includes(selectedId)) onSelect('');
    return remove.mutateAsync(ids).then(
      () => {
        void message.success(t('toast.deleted'));
        setChecked([]);
      },
      (error: unknown) => {
        for (const id of ids) deleted.current.delete(id);
        throw error;
      },
    );
  };
  const deleteChecked = () =>
    modal.confirm({
      title: t('type.delete'),
      content: t('type.confirmDeleteMany', { count: checked.length }),
      okButtonProps: { danger: true },
      onOk: () => deleteNow(checked).catch(() => undefined),
    });

  const columns: TableColumnsType<DictTypeDetail> = [
    {
      title: t('field.dictName'),
      key: 'name',
      ellipsis: true,
      render: (_, row) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>{row.dictName}</Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>{row.dictType}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('column.actions'),
      key: 'actions',
      width: 84,
      render: (_, row) => (
        <Flex onClick={(event) => event.stopPropagation()}>
          <Button type="text" size="small" icon={<EditOutlined />} aria-label={`${t('action.edit')} ${row.dictName}`} onClick={() => setEditing(row)} />
          <Popconfirm title={t('type.confirmDelete', { name: row.dictName })} okButtonProps={{ danger: true }} onConfirm={() => deleteNow([row]).catch(() => undefined)}>
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${t('action.delete')} ${row.dictName}`} />
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Card
      variant="borderless"
      title={t('type.title')}
      extra={<Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('type.add')}</Button>}
      styles={{ body: { padding: 12 } }}
    >
      <PageTable<DictTypeDetail>
        compact
        filters={
          <>
            <SearchInput value={query.dictName} onSearch={(dictName) => setQuery({ ...query, dictName, page: 1 })} placeholder={t('type.searchName')} />
            <SearchInput value={query.dictType} onSearch={(dictType) => setQuery({ ...query, dictType, page: 1 })} placeholder={t('type.searchCode')} />
            {checked.length > 0 ? (
              <Button danger icon={<DeleteOutlined />} onClick={deleteChecked}>{t('type.deleteSelected', { count: checked.length })}</Button>
            ) : null}
          </>
        }
        paging={{ page: query.page, limit: query.limit, setPage }}
        data={data}
        loading={isFetching || remove.isPending}
        emptyText={t('type.empty')}
        rowKey="id"
        showHeader={false}
        columns={columns}
        rowSelection={{ selectedRowKeys: checked.map((row) => row.id), onChange: (_, selectedRows) => setChecked(selectedRows), columnWidth: 32 }}
        onRow={(row) => ({
          onClick: () => onSelect(row.id),
          onKeyDown: (event) => {
            if (event.key === 'Enter' && event.target === event.currentTarget) onSelect(row.id);
          },
          tabIndex: 0,
          'aria-selected': row.id === selectedId,
          style: { cursor: 'pointer', background: row.id === selectedId ? token.controlItemBgActive : undefined },
        })}
      />
      <TypeDialog type={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
