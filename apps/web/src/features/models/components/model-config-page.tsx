import { PlusOutlined } from '../../../components/icons.tsx';
import { MODEL_CONFIG_SORTS, MODEL_CONFIG_USUAL_SORT } from '@vox/contracts';
import { Button, Card, Flex, Grid, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTable } from '../../../components/page-table.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { tableSort } from '../../../components/table-sort.ts';
import { DEFAULT_LIMIT } from '../../../config/ui.ts';
import { useModels } from '../api/get-models.ts';
import type { ModelConfig } from '../api/model-types.ts';
import { useModelActions } from '../hooks/use-model-actions.ts';
import { modelColumns } from './model-columns.tsx';
import { ModelDrawer } from './model-drawer.tsx';
import { ModelTypeNav, toConfigType, type ConfigType } from './model-type-nav.tsx';
import { TtsVoicesDrawer } from './tts-voices-drawer.tsx';

/** The model list starts at page 0 (the server reads it as the first page). */
const FIRST_PAGE = 0;
const initialPaging = { page: FIRST_PAGE, limit: DEFAULT_LIMIT };

export function ModelConfigPage() {
  const { t } = useTranslation(['models', 'common']);
  const wide = Grid.useBreakpoint().md ?? false;
  const [params, setParams] = useSearchParams();
  const modelType = toConfigType(params.get('type'));
  const [modelName, setModelName] = useState('');
  const [paging, setPaging] = useState(initialPaging);
  const [drawer, setDrawer] = useState<string | null>(null);
  const [voicesOf, setVoicesOf] = useState<ModelConfig | null>(null);
  const setPage = useCallback((page: number, limit?: number) => setPaging((previous) => ({ page, limit: limit ?? previous.limit })), []);
  // The sort rides in the URL beside the type, and stays when the type changes: every type has the same columns.
  const sorting = tableSort(params.get('sort') ?? '', MODEL_CONFIG_SORTS, MODEL_CONFIG_USUAL_SORT, (value) => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set('sort', value);
      else next.delete('sort');
      return next;
    });
    setPage(FIRST_PAGE);
  });
  const { data, isFetching } = useModels({ modelType, modelName, ...paging, ...sorting.query });
  const actions = useModelActions();

  const changeType = (type: ConfigType) => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('type', type.toLowerCase());
      return next;
    });
    setModelName('');
    setPaging(initialPaging);
  };

  const columns = modelColumns(t, {
    wide,
    sortable: sorting.column,
    isTts: modelType === 'TTS',
    busyId: actions.busyId,
    onEnable: (row, enabled) => void actions.enable(row, enabled),
    onDefault: (row) => void actions.setDefault(row),
    onEdit: (row) => setDrawer(row.id),
    onVoices: setVoicesOf,
    onDelete: actions.remove,
  });

  const table = (
    <div style={{ flex: 1, minWidth: 0 }}>
      <PageTable<ModelConfig>
        filters={
          <SearchInput
            key={modelType}
            value={modelName}
            onSearch={(name) => {
              setModelName(name);
              setPaging({ ...paging, page: FIRST_PAGE });
            }}
            placeholder={t('search.placeholder')}
            style={{ maxWidth: 320 }}
          />
        }
        actions={<Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer('new')}>{t('action.add')}</Button>}
        paging={{ page: Math.max(1, paging.page), limit: paging.limit, setPage }}
        data={data}
        loading={isFetching || actions.busy}
        emptyText={t('empty')}
        onChange={sorting.onChange}
        rowKey="id"
        columns={columns}
        // What fits beside the side menu and the type menu at 1440 px: narrower, the table scrolls inside its card.
        minWidth={880}
      />
    </div>
  );

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('title')}</Typography.Title>
      <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 12 } }}>
        {wide ? (
          <Flex gap={24} align="flex-start">
            <ModelTypeNav value={modelType} onChange={changeType} wide />
            {table}
          </Flex>
        ) : (
          <>
            <ModelTypeNav value={modelType} onChange={changeType} wide={false} />
            {table}
          </>
        )}
      </Card>
      <ModelDrawer modelType={modelType} target={drawer} wide={wide} onClose={() => setDrawer(null)} />
      <TtsVoicesDrawer model={voicesOf} wide={wide} onClose={() => setVoicesOf(null)} />
    </>
  );
}
