import type { V1Model } from '@vox/contracts';
import { App, Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveLlm } from '../api/private-llms.ts';
import { toBody, toFormValues, type LlmFormValues } from '../utils/llm-form.ts';

interface Props {
  /** null: closed; 'new': add; else the model to edit. */
  model: V1Model | 'new' | null;
  onClose: () => void;
}

export function LlmDialog({ model, onClose }: Props) {
  const { t } = useTranslation('llm');
  const { message } = App.useApp();
  const [form] = Form.useForm<LlmFormValues>();
  const save = useSaveLlm();
  const editing = model !== null && model !== 'new';

  useEffect(() => {
    if (model === null) return;
    form.setFieldsValue(toFormValues(editing ? model : null));
  }, [model, editing, form]);

  const submit = (values: LlmFormValues) =>
    save.mutate(
      { id: editing ? model.id : undefined, body: toBody(values) },
      {
        onSuccess: () => {
          void message.success(t('toast.saved'));
          onClose();
        },
      },
    );

  const required = { required: true, whitespace: true, message: t('form.required') };
  return (
    <Modal open={model !== null} title={editing ? t('dialog.edit') : t('dialog.add')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} destroyOnHidden>
      <Form<LlmFormValues> form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="name" label={t('field.name')} rules={[required, { max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="base_url" label={t('field.baseUrl')} rules={[required, { pattern: /^https?:\/\/\S+$/i, message: t('form.urlInvalid') }]}>
          <Input placeholder="https://api.openai.com/v1" inputMode="url" />
        </Form.Item>
        <Form.Item name="model_name" label={t('field.modelName')} rules={[required, { max: 100 }]}>
          <Input placeholder="gpt-4o-mini" />
        </Form.Item>
        <Form.Item name="api_key" label={t('field.apiKey')} extra={editing ? t('form.apiKeyHint') : undefined}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="temperature" label={t('field.temperature')}>
              <InputNumber min={0} max={2} step={0.1} placeholder="0.7" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="max_tokens" label={t('field.maxTokens')}>
              <InputNumber min={1} max={1_000_000} precision={0} placeholder="500" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="comment" label={t('field.comment')} rules={[{ max: 255 }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
