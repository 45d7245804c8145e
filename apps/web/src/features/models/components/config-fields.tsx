import { fieldRule, type FieldRule, type ProviderField } from '@vox/contracts';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldProblem, isJsonKind } from '../utils/config-form.ts';
import { problemText, ruleHint } from '../utils/field-texts.ts';

/** Form.Item injects id, value and onChange into its child; they must reach the real control. */
function FieldInput({ rule, ...control }: { rule: FieldRule; [prop: string]: unknown }) {
  switch (rule.kind) {
    case 'secret':
      // Shows the masked value; sent back untouched it keeps the stored secret.
      return <Input.Password autoComplete="new-password" {...control} />;
    case 'number':
    case 'integer':
      // Text, not InputNumber: InputNumber quietly reverts "abc" and clamps, so what was typed would be lost.
      return <Input inputMode={rule.kind === 'integer' ? 'numeric' : 'decimal'} {...control} />;
    case 'boolean':
      return <Switch {...control} />;
    case 'enum':
      return <Select allowClear options={(rule.options ?? []).map((option) => ({ value: option, label: option }))} {...control} />;
    case 'object':
    case 'array':
      return <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} spellCheck={false} style={{ fontFamily: 'monospace' }} {...control} />;
    case 'url':
      return <Input inputMode="url" placeholder="https://" {...control} />;
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
      {fields.map((field) => {
        const rule = fieldRule(field);
        return (
          <Col xs={24} md={isJsonKind(rule) ? 24 : 12} key={field.key}>
            <Form.Item
              name={['config', field.key]}
              label={field.label || field.key}
              tooltip={field.label ? field.key : undefined}
              extra={ruleHint(t, rule)}
              valuePropName={rule.kind === 'boolean' ? 'checked' : 'value'}
              rules={[
                {
                  validator: (_, value) => {
                    const problem = fieldProblem(field, value);
                    return problem ? Promise.reject(new Error(problemText(t, problem))) : Promise.resolve();
                  },
                },
              ]}
            >
              <FieldInput rule={rule} />
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
