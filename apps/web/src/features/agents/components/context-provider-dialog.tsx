import { CONTEXT_PROVIDER_HEADERS_MAX, CONTEXT_PROVIDER_URL_MAX, CONTEXT_PROVIDERS_MAX, type ContextProvider } from '@vox/contracts';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { DeleteOutlined, PlusOutlined } from '../../../components/icons.tsx';
import { fromContextRows, toContextRows, type ContextRow } from '../utils/context-rows.ts';

interface Values {
  rows: ContextRow[];
}

interface Props {
  /** null: closed; else the sources being edited. */
  subject: { providers: ContextProvider[] } | null;
  wide: boolean;
  onApply: (providers: ContextProvider[]) => void;
  onClose: () => void;
}

const URL_PATTERN = /^https?:\/\/\S+$/i;

/** ContextProviderDialog: a card per source, its URL and header rows; kept until the page is saved. */
export function ContextProviderDialog({ subject, wide, onApply, onClose }: Props) {
  const { t } = useTranslation('agents');
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values, { providers: ContextProvider[] }>
      subject={subject}
      title={() => t('context.dialogTitle')}
      form={form}
      valuesOf={(editing) => ({ rows: toContextRows(editing?.providers ?? []) })}
      onSubmit={async (values) => {
        onApply(fromContextRows(values.rows ?? []));
        onClose();
      }}
      onClose={onClose}
      pending={false}
      okText={t('context.apply')}
      width={wide ? 720 : undefined}
    >
      <Typography.Paragraph type="secondary">{t('context.dialogHint')}</Typography.Paragraph>
      <Form.List name="rows">
        {(fields, { add, remove }) => (
          <Flex vertical gap={12}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={t('context.source', { n: index + 1 })}
                extra={<Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('context.removeSource', { n: index + 1 })} onClick={() => remove(field.name)} />}
              >
                <Form.Item
                  name={[field.name, 'url']}
                  label={t('context.url')}
                  rules={[{ pattern: URL_PATTERN, message: t('context.urlInvalid') }, { max: CONTEXT_PROVIDER_URL_MAX }]}
                >
                  <Input placeholder="https://example.com/context" maxLength={CONTEXT_PROVIDER_URL_MAX} />
                </Form.Item>
                <Form.List name={[field.name, 'headers']}>
                  {(headers, headerOps) => (
                    <Flex vertical gap={8}>
                      <Typography.Text type="secondary">{t('context.headers')}</Typography.Text>
                      {headers.map((header) => (
                        <Flex key={header.key} gap={8} align="start">
                          <Form.Item name={[header.name, 'key']} noStyle>
                            <Input placeholder={t('context.headerKey')} aria-label={t('context.headerKey')} maxLength={100} style={{ flex: 1, minWidth: 0 }} />
                          </Form.Item>
                          <Form.Item name={[header.name, 'value']} noStyle>
                            <Input placeholder={t('context.headerValue')} aria-label={t('context.headerValue')} maxLength={2000} style={{ flex: wide ? 2 : 1.4, minWidth: 0 }} />
                          </Form.Item>
                          <Button type="text" icon={<DeleteOutlined />} aria-label={t('context.removeHeader')} onClick={() => headerOps.remove(header.name)} />
                        </Flex>
                      ))}
                      <Button type="dashed" size="small" icon={<PlusOutlined />} disabled={headers.length >= CONTEXT_PROVIDER_HEADERS_MAX} onClick={() => headerOps.add({ key: '', value: '' })}>
                        {t('context.addHeader')}
                      </Button>
                    </Flex>
                  )}
                </Form.List>
              </Card>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= CONTEXT_PROVIDERS_MAX} onClick={() => add({ url: '', headers: [] })}>
              {t('context.addSource', { max: CONTEXT_PROVIDERS_MAX })}
            </Button>
          </Flex>
        )}
      </Form.List>
    </FormDialog>
  );
}
