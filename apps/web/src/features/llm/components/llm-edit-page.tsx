import { PlusOutlined } from '../../../components/icons.tsx';
import type { V1Model } from '@vox/contracts';
import { App, Button, Card, Flex, Grid, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useDeleteLlm, usePrivateLlms, useTestLlm } from '../api/private-llms.ts';
import { LlmDialog } from './llm-dialog.tsx';
import { llmColumns } from './llm-columns.tsx';
import { TestResultModal, type TestState } from './test-result-modal.tsx';

export function LlmEditPage() {
  const { t } = useTranslation('llm');
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const { data, isFetching } = usePrivateLlms();
  const remove = useDeleteLlm();
  const test = useTestLlm();
  const [editing, setEditing] = useState<V1Model | 'new' | null>(null);
  const [testing, setTesting] = useState<TestState | null>(null);

  const runTest = (row: V1Model) => {
    setTesting({ name: row.name, pending: true });
    test.mutate(row.id, {
      onSuccess: (result) => setTesting({ name: row.name, pending: false, result }),
      onError: (error) => setTesting({ name: row.name, pending: false, failure: isApiError(error) ? error.message : String(error) }),
    });
  };

  const columns = llmColumns(t, {
    wide,
    onTest: runTest,
    onEdit: setEditing,
    onDelete: (row) => remove.mutateAsync(row.id).then(() => void message.success(t('toast.deleted'))).catch(() => undefined),
  });

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('title')}</Typography.Title>
      <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 12 } }}>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary" style={{ flex: '1 1 240px' }}>{t('description')}</Typography.Text>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{t('action.add')}</Button>
        </Flex>
        <Table<V1Model>
          rowKey="id"
          columns={columns}
          dataSource={data ?? []}
          loading={isFetching || remove.isPending}
          scroll={wide ? { x: 860 } : undefined}
          locale={{ emptyText: t('empty') }}
          pagination={false}
        />
      </Card>
      <LlmDialog model={editing} onClose={() => setEditing(null)} />
      <TestResultModal state={testing} onClose={() => setTesting(null)} />
    </>
  );
}
