import type { ProviderField } from '@vox/contracts';
import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldKind, isValidJsonOrText } from '../utils/config-form.ts';

/** Form.Item injects id, value and onChange into its child; they must reach the real control. */
function FieldInput({ field, ...control }: { field: ProviderField; [prop: string]: unknown }) {
  switch (fieldKind(field)) {
    case 'secret':
      // Shows the masked value; sent back untouched it keeps the stored secret.
      return <Input.Password autoComplete="new-password" {...control} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} {...control} />;
    case 'boolean':
      return <Switch {...control} />;
    case 'json':
      return <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} spellCheck={false} style={{ fontFamily: 'monospace' }} {...control} />;
    default:
      return <Input {...control} />;
  }
}

/** The provider's field schema as inputs, two per row on wide screens; values live under `config.<key>`. */
export function ConfigFields({ fields }: { fields: readonly ProviderField[] }) {
  const { t } = useTranslation('models');
  if (fields.length === 0) return null;
  return (
    <Row gutter={16}>
      {fields.map((field) => (
        <Col xs={24} md={fieldKind(field) === 'json' ? 24 : 12} key={field.key}>
          <Form.Item
            name={['config', field.key]}
            label={field.label || field.key}
            tooltip={field.label ? field.key : undefined}
            extra={fieldKind(field) === 'secret' ? t('form.secretHint') : undefined}
            valuePropName={fieldKind(field) === 'boolean' ? 'checked' : 'value'}
            rules={[{ validator: (_, value) => (isValidJsonOrText(field, value) ? Promise.resolve() : Promise.reject(new Error(t('form.badJson')))) }]}
          >
            <FieldInput field={field} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
