import { PlusOutlined } from '@ant-design/icons';
import { MODEL_TYPES, type ModelProvider } from '@vox/contracts';
import { App, Button, Card, Flex, Grid, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tablePagination } from '../../../components/pagination.ts';
import { SearchInput } from '../../../components/search-input.tsx';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { useProviders } from '../api/get-providers.ts';
import { useDeleteProviders } from '../api/provider-mutations.ts';
import { PluginNames } from './plugin-names.tsx';
import { providerColumns } from './provider-columns.tsx';
import { ProviderDialog } from './provider-dialog.tsx';

const FILTERS = ['modelType', 'name'] as const;

export function ProvidersPage() {
  const { t } = useTranslation(['providers', 'common']);
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const { page, limit, filters, setPage, setFilter } = useTableUrlState(FILTERS);
  const { data, isFetching } = useProviders({ page, limit, modelType: filters.modelType, name: filters.name });
  const remove = useDeleteProviders();
  const [editing, setEditing] = useState<ModelProvider | 'new' | null>(null);
  const rows = data?.list ?? [];

  const onDelete = (row: ModelProvider) =>
    remove
      .mutateAsync([row.id])
      .then(() => {
        void message.success(t('toast.deleted'));
        if (rows.length === 1 && page > 1) setPage(page - 1);
      })
      .catch(() => undefined);

  const columns = providerColumns(t, { wide, onEdit: setEditing, onDelete });
  const typeOptions = [{ value: '', label: t('filter.allTypes') }, ...MODEL_TYPES.map((type) => ({ value: type, label: type }))];

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('title')}</Typography.Title>
      <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 12 } }}>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Flex gap={8} wrap style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Select
              aria-label={t('field.modelType')}
              value={filters.modelType}
              options={typeOptions}
              onChange={(value) => setFilter('modelType', value)}
              style={{ width: wide ? 140 : '100%' }}
            />
            <SearchInput value={filters.name} onSearch={(name) => setFilter('name', name)} placeholder={t('filter.search')} style={{ maxWidth: wide ? 280 : undefined }} />
          </Flex>
          <Flex gap={8} wrap>
            <PluginNames />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('action.add')}</Button>
          </Flex>
        </Flex>
        <Table<ModelProvider>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={isFetching || remove.isPending}
          scroll={wide ? { x: 820 } : undefined}
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
      <ProviderDialog provider={editing} defaultType={filters.modelType} wide={wide} onClose={() => setEditing(null)} />
    </>
  );
}
