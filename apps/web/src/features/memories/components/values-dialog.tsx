import { MEMORY_VALUE_MAX, MEMORY_VALUES_PER_ATTENTION_MAX, type IdentifierAttentionValues } from '@vox/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';

interface Props {
  subject: IdentifierAttentionValues | null;
  pending: boolean;
  onSubmit: (values: string[], attention: IdentifierAttentionValues) => Promise<void>;
  onClose: () => void;
}

interface Fields {
  single: string;
  multi: string[];
}

/** A person's values of one attention: one text, or a list of tags for a multi-value attention. */
export function ValuesDialog({ subject, pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation('memories');
  const [form] = Form.useForm<Fields>();
  const single = subject?.is_single_value ?? false;
  return (
    <FormDialog<Fields, IdentifierAttentionValues>
      subject={subject}
      form={form}
      pending={pending}
      title={(editing) => t('values.edit', { name: editing?.name ?? '' })}
      valuesOf={(editing) => ({ single: editing?.values[0] ?? '', multi: editing?.values ?? [] })}
      onSubmit={(fields, editing) => onSubmit(single ? [fields.single.trim()].filter(Boolean) : fields.multi.map((value) => value.trim()).filter(Boolean), editing!)}
      onClose={onClose}
    >
      {single ? (
        <Form.Item name="single" label={subject?.name} extra={t('values.singleHint')}>
          <Input maxLength={MEMORY_VALUE_MAX} />
        </Form.Item>
      ) : (
        <Form.Item
          name="multi"
          label={subject?.name}
          extra={t('values.multiHint')}
          rules={[{ validator: (_, list: string[] = []) => (list.some((value) => [...value].length > MEMORY_VALUE_MAX) ? Promise.reject(new Error(t('values.tooLong', { max: MEMORY_VALUE_MAX }))) : Promise.resolve()) }]}
        >
          <Select mode="tags" open={false} maxCount={MEMORY_VALUES_PER_ATTENTION_MAX} tokenSeparators={['，', ',']} aria-label={subject?.name} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
