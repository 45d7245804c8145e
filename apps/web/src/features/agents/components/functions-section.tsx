import { Alert, Button, Card, Flex, Form, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditOutlined } from '../../../components/icons.tsx';
import { useDatasetOptions } from '../api/agent-datasets.ts';
import { usePluginOptions } from '../api/plugin-options.ts';
import type { AgentFunctionValue, AgentFormValues } from '../utils/agent-form.ts';
import { toPluginOptions } from '../utils/plugin-params.ts';
import { FunctionDialog, type FunctionChoice } from './function-dialog.tsx';

interface FieldProps {
  value?: AgentFunctionValue[];
  onChange?: (value: AgentFunctionValue[]) => void;
}

/** The chips and the dialog; bound to the form's `functions`, and it sets `datasetIds`, which the datasets section shows. */
function FunctionsField({ value, onChange }: FieldProps) {
  const { t } = useTranslation('agents');
  const form = Form.useFormInstance<AgentFormValues>();
  const watchedDatasets = Form.useWatch('datasetIds', form) as string[] | undefined;
  const plugins = usePluginOptions();
  const datasets = useDatasetOptions();
  const [open, setOpen] = useState(false);
  const functions = useMemo(() => value ?? [], [value]);
  const datasetIds = useMemo(() => watchedDatasets ?? [], [watchedDatasets]);
  const options = useMemo(() => toPluginOptions(plugins.data ?? []), [plugins.data]);
  const choice = useMemo<FunctionChoice>(() => ({ functions, datasetIds }), [functions, datasetIds]);

  const nameOf = (id: string) => options.find((option) => option.id === id)?.name ?? datasets.data?.find((dataset) => dataset.id === id)?.name ?? id;
  const save = (next: FunctionChoice) => {
    form.setFieldValue('datasetIds', next.datasetIds);
    onChange?.(next.functions);
    setOpen(false);
  };

  return (
    <>
      {plugins.error ? <Alert type="error" showIcon title={t('functions.loadFailed')} description={plugins.error.message} style={{ marginBottom: 12 }} /> : null}
      {plugins.isPending ? <Skeleton active paragraph={{ rows: 1 }} title={false} /> : null}
      {!plugins.isPending && functions.length === 0 && datasetIds.length === 0 ? <Typography.Text type="secondary">{t('functions.none')}</Typography.Text> : null}
      <Flex wrap gap={8} aria-label={t('functions.chosen')} role="list">
        {functions.map((fn) => (
          <Tooltip key={fn.pluginId} title={Object.keys(fn.params).length > 0 ? t('functions.paramCount', { n: Object.keys(fn.params).length }) : undefined}>
            <Tag role="listitem" color="blue" style={{ marginInlineEnd: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>{nameOf(fn.pluginId)}</Tag>
          </Tooltip>
        ))}
        {datasetIds.map((id) => (
          <Tag role="listitem" key={id} color="green" style={{ marginInlineEnd: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {t('functions.knowledge')} · {nameOf(id)}
          </Tag>
        ))}
      </Flex>
      <Button icon={<EditOutlined />} onClick={() => setOpen(true)} disabled={plugins.isPending || Boolean(plugins.error)} style={{ marginTop: 12 }}>
        {t('functions.edit')}
      </Button>
      <FunctionDialog open={open} options={options} value={choice} onCancel={() => setOpen(false)} onSave={save} />
    </>
  );
}

/** 功能/插件: what the agent may call in a conversation (chosen in FunctionDialog), saved with the rest. */
export function FunctionsSection() {
  const { t } = useTranslation('agents');
  return (
    <Card title={t('section.functions')} variant="borderless">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>{t('functions.hint')}</Typography.Paragraph>
      <Form.Item name="functions" noStyle>
        <FunctionsField />
      </Form.Item>
    </Card>
  );
}
