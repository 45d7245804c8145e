import { ErrorCode } from '@vox/contracts';
import { Button, Card, Flex, Result, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ArrowLeftOutlined, EditOutlined } from '../../../components/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { failureText } from '../../../lib/api-failure.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { useDataset } from '../api/datasets.ts';
import { DatasetDialog } from './dataset-dialog.tsx';
import { DocumentsPanel } from './documents-panel.tsx';
import { RetrievalPanel } from './retrieval-panel.tsx';

/** `/datasets/{id}`: the documents of one knowledge base and its retrieval test. */
export function DatasetDetailPage() {
  const { t } = useTranslation('datasets');
  const id = useParams().id ?? '';
  const { data: dataset, isLoading, error } = useDataset(id);
  const [editing, setEditing] = useState(false);
  const back = (
    <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigateTo(paths.datasets)} style={{ paddingInline: 0 }}>
      {t('action.back')}
    </Button>
  );

  if (error) {
    const gone = Number(error.code) === ErrorCode.NOT_FOUND || error.status === 404;
    return <Result status={gone ? '404' : 'error'} title={t(gone ? 'detail.notFound' : 'toast.loadFailed')} subTitle={failureText(error, '')} extra={back} />;
  }
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!dataset) return <Result status="404" title={t('detail.notFound')} extra={back} />;

  return (
    <>
      {back}
      <Flex justify="space-between" align="flex-start" gap={12} wrap style={{ margin: '4px 0 16px' }}>
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>{dataset.name}</Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>{dataset.desc || t('noDesc')}</Typography.Paragraph>
          <Flex gap={4} wrap>
            <Tag color="blue">{t('card.documents', { count: dataset.document_count })}</Tag>
            <Tag>{t('card.segments', { count: dataset.segment_count })}</Tag>
            <Tag color={dataset.agent_count > 0 ? 'green' : 'default'}>{dataset.agent_count > 0 ? t('card.agents', { count: dataset.agent_count }) : t('card.noAgents')}</Tag>
          </Flex>
        </div>
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>{t('action.edit')}</Button>
      </Flex>
      <Card variant="borderless" styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          items={[
            { key: 'documents', label: t('detail.tabDocuments'), children: <DocumentsPanel datasetId={dataset.id} /> },
            { key: 'retrieval', label: t('detail.tabRetrieval'), children: <RetrievalPanel dataset={dataset} /> },
          ]}
        />
      </Card>
      <DatasetDialog subject={editing ? dataset : null} onClose={() => setEditing(false)} />
    </>
  );
}
