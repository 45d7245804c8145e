import type { Dataset } from '@vox/contracts';
import { App, Button, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '../../../components/icons.tsx';
import { navigateTo } from '../../../lib/navigation.ts';
import { useDatasets, useDeleteDataset } from '../api/datasets.ts';
import { datasetHref } from '../utils/dataset-links.ts';
import { DatasetCard } from './dataset-card.tsx';
import { DatasetDialog } from './dataset-dialog.tsx';
import { DatasetsEmpty } from './datasets-empty.tsx';

/** `/datasets`: the caller's knowledge bases as cards; a new one opens straight into its detail screen. */
export function DatasetsPage() {
  const { t } = useTranslation('datasets');
  const { message } = App.useApp();
  const { data, isPending } = useDatasets();
  const remove = useDeleteDataset();
  const [editing, setEditing] = useState<Dataset | 'new' | null>(null);

  // A refusal (613: used by an agent, still has documents) is shown by the query client with the server's msg.
  const onDelete = (dataset: Dataset) =>
    remove.mutateAsync(dataset.id).then(() => void message.success(t('toast.deleted')), () => undefined);

  const body = () => {
    if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (!data || data.length === 0) return <DatasetsEmpty onCreate={() => setEditing('new')} />;
    return (
      <Row gutter={[12, 12]}>
        {data.map((dataset) => (
          <Col key={dataset.id} xs={24} sm={12} xl={8} xxl={6}>
            <DatasetCard dataset={dataset} onEdit={setEditing} onDelete={onDelete} />
          </Col>
        ))}
      </Row>
    );
  };

  return (
    <>
      <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 16 }}>
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 4 }}>{t('title')}</Typography.Title>
          <Typography.Text type="secondary">{t('description')}</Typography.Text>
        </div>
        {data && data.length > 0 ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('action.create')}</Button> : null}
      </Flex>
      {body()}
      <DatasetDialog subject={editing} onClose={() => setEditing(null)} onCreated={(created) => navigateTo(datasetHref(created.id))} />
    </>
  );
}
