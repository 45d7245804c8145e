import { MCP_DESC_MAX, MCP_NAME_MAX, type McpServer } from '@vox/contracts';
import { Alert, App, Divider, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api-failure.ts';
import { useSaveMcp } from '../api/instances.ts';
import { subscribeFields, toSubscribeBody, type SubscribeValues } from '../utils/subscribe-form.ts';
import { initialValues } from '../utils/schema-fields.ts';
import { SchemaFormFields } from './schema-form-fields.tsx';

/** "Subscribe": a name and description for the new MCP, plus the form the server's config_schema asks for. */
export function SubscribeDialog({ server, onClose }: { server: McpServer | null; onClose: () => void }) {
  const { t } = useTranslation('mcp');
  const { message } = App.useApp();
  const [form] = Form.useForm<SubscribeValues>();
  const save = useSaveMcp();
  const fields = useMemo(() => (server ? subscribeFields(server) : { params: [], header: [] }), [server]);

  useEffect(() => {
    if (!server) return;
    save.reset();
    form.setFieldsValue({ name: server.name, desc: server.desc, params: initialValues(fields.params), header: initialValues(fields.header) });
    // A new dialog per server; the mutation object itself is stable enough for this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [server, fields, form]);

  const submit = (values: SubscribeValues) => {
    if (!server) return;
    save.mutate(
      { body: toSubscribeBody(server, values) },
      {
        onSuccess: () => {
          void message.success(t('subscribe.done'));
          onClose();
        },
      },
    );
  };

  const required = { required: true, whitespace: true, message: t('form.required') };
  const empty = fields.params.length === 0 && fields.header.length === 0;
  return (
    <Modal
      open={server !== null}
      title={t('subscribe.title', { name: server?.name ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('subscribe.submit')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<SubscribeValues> form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="name" label={t('field.name')} rules={[required, { max: MCP_NAME_MAX }]}>
          <Input />
        </Form.Item>
        <Form.Item name="desc" label={t('field.desc')} rules={[required, { max: MCP_DESC_MAX }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
        <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>{t('subscribe.config')}</Divider>
        {empty ? <Typography.Paragraph type="secondary">{t('subscribe.noConfig')}</Typography.Paragraph> : null}
        <SchemaFormFields fields={fields.params} prefix={['params']} />
        <SchemaFormFields fields={fields.header} prefix={['header']} />
      </Form>
      {save.error ? <Alert type="error" showIcon title={failureText(save.error, t('subscribe.failed'))} /> : null}
    </Modal>
  );
}
