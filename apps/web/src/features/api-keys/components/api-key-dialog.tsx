import { API_KEY_DESC_MAX, type ApiKeyView } from '@vox/contracts';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useSaveApiKey } from '../api/api-keys.ts';

interface Values {
  desc: string;
}

/** Create a key with a description, or change the description of one. */
export function ApiKeyDialog({ subject, onClose, onCreated }: { subject: ApiKeyView | 'new' | null; onClose: () => void; onCreated: (created: ApiKeyView) => void }) {
  const { t } = useTranslation('apiKeys');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveApiKey();

  const submit = async (values: Values, editing: ApiKeyView | null) => {
    const saved = await save.mutateAsync({ id: editing?.id, desc: values.desc.trim() });
    onClose();
    if (editing) void message.success(t('toast.saved'));
    else onCreated(saved);
  };

  return (
    <FormDialog<Values, ApiKeyView>
      subject={subject}
      title={(editing) => t(editing ? 'dialog.edit' : 'dialog.create')}
      form={form}
      valuesOf={(editing) => ({ desc: editing?.desc ?? '' })}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      okText={subject === 'new' ? t('dialog.createOk') : undefined}
    >
      <Form.Item name="desc" label={t('field.desc')} extra={t('field.descHint')} rules={[{ max: API_KEY_DESC_MAX, message: t('form.descTooLong', { max: API_KEY_DESC_MAX }) }]}>
        <Input autoFocus maxLength={API_KEY_DESC_MAX} showCount placeholder={t('field.descPlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}
