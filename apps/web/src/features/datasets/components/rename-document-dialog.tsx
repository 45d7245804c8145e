import { DOCUMENT_NAME_MAX, type DatasetDocument } from '@vox/contracts';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useUpdateDocument } from '../api/documents.ts';

export function RenameDocumentDialog({ datasetId, document, onClose }: { datasetId: string; document: DatasetDocument | null; onClose: () => void }) {
  const { t } = useTranslation('datasets');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const update = useUpdateDocument(datasetId);
  const submit = async ({ name }: { name: string }, editing: DatasetDocument | null) => {
    if (!editing) return;
    await update.mutateAsync({ docId: editing.id, name: name.trim() });
    onClose();
    void message.success(t('doc.toast.renamed'));
  };
  return (
    <FormDialog<{ name: string }, DatasetDocument>
      subject={document}
      title={() => t('doc.renameTitle')}
      form={form}
      valuesOf={(editing) => ({ name: editing?.name ?? '' })}
      onSubmit={submit}
      onClose={onClose}
      pending={update.isPending}
    >
      <Form.Item name="name" label={t('doc.name')} rules={[{ required: true, whitespace: true, message: t('paste.nameRequired') }]}>
        <Input autoFocus maxLength={DOCUMENT_NAME_MAX} />
      </Form.Item>
    </FormDialog>
  );
}
