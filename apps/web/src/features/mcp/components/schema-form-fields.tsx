import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { isBlank, parseJsonText, type SchemaField } from '../utils/schema-fields.ts';

/** Form.Item injects id, value and onChange into its child; they must reach the real control. */
function FieldControl({ field, ...control }: { field: SchemaField; [prop: string]: unknown }) {
  switch (field.kind) {
    case 'secret':
      return <Input.Password autoComplete="new-password" {...control} />;
    case 'number':
    case 'integer':
      return <InputNumber style={{ width: '100%' }} precision={field.kind === 'integer' ? 0 : undefined} min={field.minimum} max={field.maximum} {...control} />;
    case 'boolean':
      return <Switch {...control} />;
    case 'enum':
      return <Select allowClear={!field.required} options={field.options.map((option) => ({ value: option as string, label: String(option) }))} {...control} />;
    case 'json':
      return <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} spellCheck={false} style={{ fontFamily: 'monospace' }} {...control} />;
    default:
      return <Input {...control} />;
  }
}

interface Props {
  fields: readonly SchemaField[];
  /** Where the values live in the surrounding form, e.g. ['params']. */
  prefix: readonly string[];
  /** A hint under every secret input, e.g. that the mask keeps the stored value. */
  secretHint?: string;
}

/** Inputs generated from a JSON Schema: its types, required keys, masked secrets, and descriptions as help. */
export function SchemaFormFields({ fields, prefix, secretHint }: Props) {
  const { t } = useTranslation('mcp');
  return (
    <>
      {fields.map((field) => {
        const rules: Rule[] = [];
        // A type-blind check: the built-in one assumes strings and fails a filled number or enum as "not a string".
        if (field.required && field.kind !== 'boolean') {
          rules.push({ validator: (_, value: unknown) => (isBlank(value) ? Promise.reject(new Error(t('form.required'))) : Promise.resolve()) });
        }
        if (field.kind === 'json') {
          rules.push({
            validator: (_, value: unknown) =>
              typeof value !== 'string' || value.trim() === '' || parseJsonText(value).ok ? Promise.resolve() : Promise.reject(new Error(t('form.badJson'))),
          });
        }
        const help = [field.description, field.kind === 'secret' ? secretHint : ''].filter(Boolean).join(' ');
        return (
          <Form.Item
            key={field.key}
            name={[...prefix, field.key]}
            label={field.label}
            tooltip={field.label !== field.key ? field.key : undefined}
            extra={help || undefined}
            required={field.required}
            rules={rules}
            valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
          >
            <FieldControl field={field} />
          </Form.Item>
        );
      })}
    </>
  );
}
