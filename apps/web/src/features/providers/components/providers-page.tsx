import { PlusOutlined } from '../../../components/icons.tsx';
import { MODEL_TYPES, type ModelProvider } from '@vox/contracts';
import { App, Button, Grid, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTable } from '../../../components/page-table.tsx';
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
  const { filters, setFilter, ...paging } = useTableUrlState(FILTERS);
  const { data, isFetching } = useProviders({ page: paging.page, limit: paging.limit, modelType: filters.modelType, name: filters.name });
  const remove = useDeleteProviders();
  const [editing, setEditing] = useState<ModelProvider | 'new' | null>(null);

  const onDelete = (row: ModelProvider) =>
    remove
      .mutateAsync([row.id])
      .then(() => void message.success(t('toast.deleted')))
      .catch(() => undefined);

  const columns = providerColumns(t, { wide, onEdit: setEditing, onDelete });
  const typeOptions = [{ value: '', label: t('filter.allTypes') }, ...MODEL_TYPES.map((type) => ({ value: type, label: type }))];

  return (
    <>
      <PageTable<ModelProvider>
        title={t('title')}
        filters={
          <>
            <Select
              aria-label={t('field.modelType')}
              value={filters.modelType}
              options={typeOptions}
              onChange={(value) => setFilter('modelType', value)}
              style={{ width: wide ? 140 : '100%' }}
            />
            <SearchInput value={filters.name} onSearch={(name) => setFilter('name', name)} placeholder={t('filter.search')} style={{ maxWidth: wide ? 280 : undefined }} />
          </>
        }
        actions={
          <>
            <PluginNames />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('action.add')}</Button>
          </>
        }
        paging={paging}
        data={data}
        loading={isFetching || remove.isPending}
        emptyText={t('empty')}
        rowKey="id"
        columns={columns}
        minWidth={820}
      />
      <ProviderDialog provider={editing} defaultType={filters.modelType} wide={wide} onClose={() => setEditing(null)} />
    </>
  );
}
