import { MODEL_ID_PATTERN, type ModelProvider } from '@vox/contracts';
import { App, Button, Col, Divider, Drawer, Form, Input, InputNumber, Row, Select, Space, Spin, Switch, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useModel, useProvideTypes } from '../api/get-models.ts';
import { useSaveModel } from '../api/model-mutations.ts';
import { parseFields, toFormValues } from '../utils/config-form.ts';
import { fromModel, openableUrl, providerOf, toModelBody, type ModelFormValues as FormValues } from '../utils/model-body.ts';
import { ConfigFields } from './config-fields.tsx';

interface Props {
  modelType: string;
  /** null: closed; 'new': add; else the id to edit. */
  target: string | null;
  wide: boolean;
  onClose: () => void;
}


export function ModelDrawer({ modelType, target, wide, onClose }: Props) {
  const { t } = useTranslation(['models', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const editing = target !== null && target !== 'new';
  const providers = useProvideTypes(modelType, target !== null);
  const model = useModel(editing ? target : null);
  const save = useSaveModel();
  const providerCode = Form.useWatch('provider', form);
  const docLink = openableUrl(Form.useWatch('docLink', form));
  const provider: ModelProvider | undefined = providers.data?.find((item) => item.providerCode === providerCode);
  const fields = useMemo(() => parseFields(provider?.fields), [provider?.fields]);

  useEffect(() => {
    if (target === null) return;
    if (!editing) {
      form.resetFields();
      return;
    }
    const data = model.data;
    if (!data) return;
    form.setFieldsValue(fromModel(data));
  }, [target, editing, model.data, form]);

  // A provider's fields, refilled when the provider changes: the saved values for the saved provider, else defaults.
  useEffect(() => {
    if (!provider) return;
    const saved = editing && providerOf(model.data) === provider.providerCode ? model.data?.configJson : null;
    form.setFieldValue('config', toFormValues(fields, saved));
  }, [provider, fields, editing, model.data, form]);

  const submit = async (values: FormValues) => {
    if (!values.provider) return;
    const body = toModelBody(values, fields, editing ? { isDefault: model.data?.isDefault === 1 } : null);
    await save.mutateAsync({ modelType, provider: values.provider, id: editing ? target : undefined, body });
    void message.success(t('toast.saved'));
    onClose();
  };

  const loading = providers.isLoading || (editing && model.isLoading);
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      title={editing ? t('drawer.edit') : t('drawer.add')}
      width={wide ? 720 : '100%'}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('action.cancel', { ns: 'common' })}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>{t('action.save')}</Button>
        </Space>
      }
    >
      <Spin spinning={loading}>
        <Form<FormValues> form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)} initialValues={{ isEnabled: true, sort: 0, config: {} }}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="provider" label={t('form.provider')} rules={[{ required: true, message: t('form.providerRequired') }]}>
                <Select
                  disabled={editing}
                  showSearch
                  optionFilterProp="label"
                  placeholder={t('form.providerPlaceholder')}
                  options={(providers.data ?? []).map((item) => ({ value: item.providerCode, label: `${item.name} (${item.providerCode})` }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              {editing ? (
                <Form.Item label={t('form.id')}><Typography.Text code>{target}</Typography.Text></Form.Item>
              ) : (
                <Form.Item name="id" label={t('form.id')} tooltip={t('form.idHint')} rules={[{ pattern: MODEL_ID_PATTERN, message: t('form.idInvalid') }, { max: 32 }]}>
                  <Input placeholder={t('form.idPlaceholder')} />
                </Form.Item>
              )}
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="modelName" label={t('form.modelName')} rules={[{ required: true, whitespace: true, message: t('form.modelNameRequired') }, { max: 50 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="modelCode" label={t('form.modelCode')} rules={[{ max: 50 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="sort" label={t('form.sort')}>
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="isEnabled" label={t('form.isEnabled')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="docLink" label={t('form.docLink')} rules={[{ type: 'url', message: t('form.docLinkInvalid') }]} extra={docLink ? <Typography.Link href={docLink} target="_blank" rel="noreferrer">{t('form.openDoc')}</Typography.Link> : undefined}>
                <Input placeholder="https://" inputMode="url" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="remark" label={t('form.remark')}>
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">{t('form.config')}</Divider>
          {provider ? (
            fields.length > 0 ? <ConfigFields fields={fields} /> : <Typography.Text type="secondary">{t('form.noFields')}</Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('form.pickProvider')}</Typography.Text>
          )}
        </Form>
      </Spin>
    </Drawer>
  );
}
