import { MCP_CONFIG_TYPES, MCP_DESC_MAX, MCP_NAME_MAX, MCP_TAG_MAX, MCP_TAGS_MAX, MCP_URL_MAX, type McpServer } from '@vox/contracts';
import { Alert, App, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error.ts';
import { failureText } from '../../../lib/api-failure.ts';
import { useServerMutations } from '../api/store-servers.ts';
import { configProblem, toServerBody, toServerFormValues, type ServerFormValues } from '../utils/server-form.ts';

interface Props {
  /** null: closed; 'new': create; else the server to edit. */
  server: McpServer | 'new' | null;
  /** A super-admin creates and edits public servers. */
  superAdmin: boolean;
  onClose: () => void;
}

const urlRule = { pattern: /^https?:\/\/\S+$/i };

/** Create or edit a store server: its listing (name, description, logo, tags, rich content) and its config_schema. */
export function ServerDialog({ server, superAdmin, onClose }: Props) {
  const { t } = useTranslation('mcp');
  const { message } = App.useApp();
  const [form] = Form.useForm<ServerFormValues>();
  const { save } = useServerMutations();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const editing = server !== null && server !== 'new';
  const isPublic = editing ? !server.is_private : superAdmin;

  useEffect(() => {
    if (server === null) return;
    setFailure(null);
    form.setFieldsValue(toServerFormValues(editing ? server : null));
  }, [server, editing, form]);

  const submit = async (values: ServerFormValues) => {
    setFailure(null);
    const [, error] = await save.mutateAsync({ id: editing ? server.id : undefined, isPublic, body: toServerBody(values, isPublic) });
    if (error) {
      setFailure(error);
      return;
    }
    void message.success(t('toast.saved'));
    onClose();
  };

  const required = { required: true, whitespace: true, message: t('form.required') };
  const configRule = {
    validator: (_: unknown, config: string) => {
      const problem = configProblem({ config: config ?? '', transport: form.getFieldValue('transport') as string, url: (form.getFieldValue('url') as string | undefined) ?? '' });
      if (!problem) return Promise.resolve();
      return Promise.reject(new Error(problem.kind === 'json' ? t('form.badJson') : t('custom.badConfig', { detail: problem.detail })));
    },
  };
  return (
    <Modal
      open={server !== null}
      title={editing ? t('custom.editTitle') : isPublic ? t('custom.createPublic') : t('custom.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      width={720}
      destroyOnHidden
    >
      <Form<ServerFormValues> form={form} layout="vertical" onFinish={(values) => void submit(values)} preserve={false}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('field.name')} rules={[required, { max: MCP_NAME_MAX }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="tags" label={t('field.tags')} rules={[{ type: 'array', max: MCP_TAGS_MAX, message: t('custom.tooManyTags', { max: MCP_TAGS_MAX }) }]}>
              <Select mode="tags" tokenSeparators={[',', '，']} maxTagTextLength={MCP_TAG_MAX} open={false} suffixIcon={null} placeholder={t('custom.tagsHint')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="desc" label={t('field.desc')} rules={[{ max: MCP_DESC_MAX }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="logo_url" label={t('field.logoUrl')} rules={[{ ...urlRule, message: t('form.badUrl') }, { max: MCP_URL_MAX }]}>
              <Input inputMode="url" placeholder="https://" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="document_url" label={t('field.documentUrl')} rules={[{ ...urlRule, message: t('form.badUrl') }, { max: MCP_URL_MAX }]}>
              <Input inputMode="url" placeholder="https://" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="transport" label={t('field.transport')}>
              <Select options={MCP_CONFIG_TYPES.map((type) => ({ value: type, label: type.toUpperCase() }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={18}>
            <Form.Item name="url" label={t('field.url')} extra={t('custom.urlHint')} rules={[{ ...urlRule, message: t('form.badUrl') }, { max: MCP_URL_MAX }]}>
              <Input inputMode="url" placeholder="https://example.com/mcp" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="config" label={t('field.configSchema')} extra={t('custom.configHint')} rules={[configRule]} dependencies={['url', 'transport']}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 14 }} spellCheck={false} style={{ fontFamily: 'monospace', fontSize: 12 }} />
        </Form.Item>
        <Form.Item name="content" label={t('field.content')} extra={t('custom.contentHint')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} spellCheck={false} style={{ fontFamily: 'monospace', fontSize: 12 }} />
        </Form.Item>
      </Form>
      {failure ? <Alert type="error" showIcon title={failureText(failure, t('custom.saveFailed'))} /> : null}
    </Modal>
  );
}
