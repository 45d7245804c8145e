import { MEMORY_ATTENTION_DESCRIPTION_MAX, MEMORY_ATTENTION_NAME_MAX, MEMORY_VALUE_MAX, type AttentionListItem } from '@vox/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';

export interface AttentionValues {
  name: string;
  description: string;
  default_value: string;
  is_single_value: boolean;
}

interface Props {
  subject: AttentionListItem | 'new' | null;
  pending: boolean;
  onSubmit: (values: AttentionValues, editing: AttentionListItem | null) => Promise<void>;
  onClose: () => void;
}

export function AttentionDialog({ subject, pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation('memories');
  const [form] = Form.useForm<AttentionValues>();
  return (
    <FormDialog<AttentionValues, AttentionListItem>
      subject={subject}
      form={form}
      pending={pending}
      title={(editing) => (editing ? t('attention.edit') : t('attention.add'))}
      valuesOf={(editing) => ({ name: editing?.name ?? '', description: editing?.description ?? '', default_value: editing?.default_value ?? '', is_single_value: editing?.is_single_value ?? false })}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('attention.name')} rules={[{ required: true, whitespace: true, message: t('attention.nameRequired') }]}>
        <Input maxLength={MEMORY_ATTENTION_NAME_MAX} placeholder={t('attention.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="description" label={t('attention.description')} extra={t('attention.descriptionHint')} rules={[{ required: true, whitespace: true, message: t('attention.descriptionRequired') }]}>
        <Input.TextArea rows={2} maxLength={MEMORY_ATTENTION_DESCRIPTION_MAX} placeholder={t('attention.descriptionPlaceholder')} />
      </Form.Item>
      <Form.Item name="default_value" label={t('attention.default')} extra={t('attention.defaultHint')}>
        <Input maxLength={MEMORY_VALUE_MAX} />
      </Form.Item>
      <Form.Item name="is_single_value" label={t('attention.kind')}>
        <Radio.Group
          options={[
            { value: true, label: t('attention.single') },
            { value: false, label: t('attention.multi') },
          ]}
        />
      </Form.Item>
    </FormDialog>
  );
}
