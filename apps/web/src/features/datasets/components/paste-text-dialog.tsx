import { DOCUMENT_NAME_MAX, DOCUMENT_TEXT_MAX } from '@vox/contracts';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useAddTextDocument } from '../api/documents.ts';
import { defaultProcessRuleValues, type ProcessRuleValues, toProcessRule } from '../utils/process-rule.ts';
import { ProcessRuleFields } from './process-rule-fields.tsx';

interface Values {
  name: string;
  text: string;
  rule: ProcessRuleValues;
}

/** Pasted text becomes a document: a name, the text and how to split it. */
export function PasteTextDialog({ datasetId, open, onClose }: { datasetId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('datasets');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddTextDocument(datasetId);

  const submit = async (values: Values) => {
    await add.mutateAsync({ name: values.name.trim(), text: values.text, processRule: toProcessRule(values.rule) });
    onClose();
    void message.success(t('doc.toast.added'));
  };

  return (
    <FormDialog<Values, true>
      subject={open ? 'new' : null}
      title={() => t('paste.title')}
      form={form}
      valuesOf={() => ({ name: '', text: '', rule: defaultProcessRuleValues() })}
      onSubmit={submit}
      onClose={onClose}
      pending={add.isPending}
      okText={t('paste.ok')}
      width={720}
    >
      <Form.Item name="name" label={t('paste.name')} rules={[{ required: true, whitespace: true, message: t('paste.nameRequired') }]}>
        <Input autoFocus maxLength={DOCUMENT_NAME_MAX} placeholder={t('paste.namePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="text"
        label={t('paste.text')}
        rules={[
          { required: true, whitespace: true, message: t('paste.textRequired') },
          { max: DOCUMENT_TEXT_MAX, message: t('paste.textTooLong', { max: DOCUMENT_TEXT_MAX }) },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 14 }} placeholder={t('paste.textPlaceholder')} />
      </Form.Item>
      <ProcessRuleFields />
    </FormDialog>
  );
}
