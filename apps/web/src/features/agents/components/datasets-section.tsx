import { AGENT_DATASETS_MAX } from '@vox/contracts';
import { Alert, Card, Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useDatasetOptions } from '../api/agent-datasets.ts';

/** The knowledge bases this agent retrieves from before it answers; saved with the rest of the configuration. */
export function DatasetsSection() {
  const { t } = useTranslation('agents');
  const { data, isPending, error } = useDatasetOptions();
  const options = (data ?? []).map((dataset) => ({ value: dataset.id, label: dataset.name, documents: dataset.document_count }));
  return (
    <Card title={t('section.datasets')} variant="borderless" extra={<AppLink to={paths.datasets}>{t('datasets.manage')}</AppLink>}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>{t('datasets.hint', { max: AGENT_DATASETS_MAX })}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon title={t('datasets.loadFailed')} description={error.message} style={{ marginBottom: 12 }} /> : null}
      <Form.Item name="datasetIds" label={t('datasets.label')} style={{ marginBottom: 0 }}>
        <Select
          mode="multiple"
          allowClear
          loading={isPending}
          maxCount={AGENT_DATASETS_MAX}
          placeholder={t('datasets.placeholder')}
          optionFilterProp="label"
          options={options}
          notFoundContent={isPending ? null : t('datasets.none')}
          optionRender={(option) => (
            <Flex justify="space-between" gap={8}>
              <Typography.Text ellipsis>{option.data.label}</Typography.Text>
              <Typography.Text type="secondary" style={{ flexShrink: 0, fontSize: 12 }}>{t('datasets.documents', { count: option.data.documents })}</Typography.Text>
            </Flex>
          )}
        />
      </Form.Item>
      {!isPending && !error && options.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('datasets.empty')} <AppLink to={paths.datasets}>{t('datasets.goCreate')}</AppLink>
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
