import { MODEL_TYPES, type ModelProvider } from '@vox/contracts';
import { App, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useSaveProvider } from '../api/provider-mutations.ts';
import { fieldsProblem, rowsFromFields, serializeFields, type FieldRow } from '../utils/provider-fields.ts';
import { FieldsEditor } from './fields-editor.tsx';

interface Props {
  /** null: closed; 'new': add; else the provider to edit. */
  provider: ModelProvider | 'new' | null;
  defaultType: string;
  wide: boolean;
  onClose: () => void;
}

interface Values {
  modelType: string;
  providerCode: string;
  name: string;
  sort: number;
}

export function ProviderDialog({ provider, defaultType, wide, onClose }: Props) {
  const { t } = useTranslation('providers');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [rows, setRows] = useState<FieldRow[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveProvider();

  const valuesOf = (editing: ModelProvider | null): Partial<Values> =>
    editing
      ? { modelType: editing.modelType, providerCode: editing.providerCode, name: editing.name, sort: editing.sort }
      : { modelType: defaultType || undefined, sort: 0 };
  const onOpen = (editing: ModelProvider | null) => {
    setProblem(null);
    setRows(editing ? rowsFromFields(editing.fields) : []);
  };

  const submit = async (values: Values, editing: ModelProvider | null) => {
    const issue = fieldsProblem(rows);
    setProblem(issue ? t(`fields.${issue}`) : null);
    if (issue) return;
    const body = { modelType: values.modelType, providerCode: values.providerCode.trim(), name: values.name.trim(), sort: values.sort ?? 0, fields: serializeFields(rows) };
    await save.mutateAsync({ id: editing?.id, body });
    void message.success(t('toast.saved'));
    onClose();
  };

  return (
    <FormDialog
      subject={provider}
      title={(editing) => (editing ? t('dialog.edit') : t('dialog.add'))}
      form={form}
      valuesOf={valuesOf}
      onOpen={onOpen}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      width={wide ? 820 : undefined}
    >
      <Form.Item name="modelType" label={t('field.modelType')} rules={[{ required: true, message: t('form.required') }]}>
        <Select options={MODEL_TYPES.map((type) => ({ value: type, label: type }))} />
      </Form.Item>
      <Form.Item
        name="providerCode"
        label={t('field.providerCode')}
        rules={[{ required: true, whitespace: true, message: t('form.required') }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('form.codeInvalid') }, { max: 50 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="name" label={t('field.name')} rules={[{ required: true, whitespace: true, message: t('form.required') }, { max: 50 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="sort" label={t('field.sort')}>
        <InputNumber min={0} max={9999} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('field.fields')} validateStatus={problem ? 'error' : undefined} help={problem ?? undefined}>
        <FieldsEditor rows={rows} onChange={setRows} wide={wide} />
      </Form.Item>
    </FormDialog>
  );
}
