import { MCP_DESC_MAX, MCP_NAME_MAX, type McpInstance } from '@vox/contracts';
import { Alert, App, Divider, Form, Input, Modal } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api-failure.ts';
import { useSaveMcp } from '../api/instances.ts';
import { editFields, toEditValues, toUpdateBody, type EditValues } from '../utils/subscribe-form.ts';
import { SchemaFormFields } from './schema-form-fields.tsx';

/** Edit an MCP (e.g. rotate a key): secrets arrive masked and a mask left as it is keeps the stored value. */
export function McpEditDialog({ mcp, onClose }: { mcp: McpInstance | null; onClose: () => void }) {
  const { t } = useTranslation('mcp');
  const { message } = App.useApp();
  const [form] = Form.useForm<EditValues>();
  const save = useSaveMcp();
  const fields = useMemo(() => (mcp ? editFields(mcp) : { params: [], header: [] }), [mcp]);

  useEffect(() => {
    if (!mcp) return;
    save.reset();
    form.setFieldsValue(toEditValues(mcp));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mcp, form]);

  const submit = (values: EditValues) => {
    if (!mcp) return;
    save.mutate(
      { id: mcp.id, body: toUpdateBody(mcp, values) },
      {
        onSuccess: () => {
          void message.success(t('toast.saved'));
          onClose();
        },
      },
    );
  };

  const required = { required: true, whitespace: true, message: t('form.required') };
  const hasConfig = fields.params.length > 0 || fields.header.length > 0;
  return (
    <Modal open={mcp !== null} title={t('instances.editTitle')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} destroyOnHidden>
      <Form<EditValues> form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="name" label={t('field.name')} rules={[required, { max: MCP_NAME_MAX }]}>
          <Input />
        </Form.Item>
        <Form.Item name="desc" label={t('field.desc')} rules={[{ max: MCP_DESC_MAX }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="url" label={t('field.url')} extra={mcp?.mcp_id ? t('instances.urlFromServer') : undefined}>
          <Input readOnly={Boolean(mcp?.mcp_id)} inputMode="url" />
        </Form.Item>
        {hasConfig ? <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>{t('subscribe.config')}</Divider> : null}
        <SchemaFormFields fields={fields.params} prefix={['params']} secretHint={t('form.secretHint')} />
        <SchemaFormFields fields={fields.header} prefix={['header']} secretHint={t('form.secretHint')} />
      </Form>
      {save.error ? <Alert type="error" showIcon title={failureText(save.error, t('instances.saveFailed'))} /> : null}
    </Modal>
  );
}
