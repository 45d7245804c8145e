import { MEMORY_IDENTIFIER_MAX, MEMORY_NODE_MAX } from '@vox/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddPersonFact } from '../api/memories.ts';

interface Values {
  identifyId: string;
  content: string;
}

/** Someone the agent should know before any conversation: who they are and a first fact about them. */
export function AddPersonDialog({ memoryId, open, onClose, onAdded }: { memoryId: string; open: boolean; onClose: () => void; onAdded: (identifyId: string) => void }) {
  const { t } = useTranslation('memories');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddPersonFact(memoryId);
  const submit = async (values: Values) => {
    const identifyId = values.identifyId.trim();
    await add.mutateAsync({ identifyId, content: values.content.trim() });
    void message.success(t('toast.saved'));
    form.resetFields();
    onAdded(identifyId);
  };
  return (
    <Modal open={open} title={t('people.add')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={add.isPending} destroyOnHidden>
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)}>
        <Form.Item name="identifyId" label={t('people.identifier')} extra={t('people.identifierHint')} rules={[{ required: true, whitespace: true, message: t('people.identifierRequired') }, { max: MEMORY_IDENTIFIER_MAX }]}>
          <Input maxLength={MEMORY_IDENTIFIER_MAX} autoFocus />
        </Form.Item>
        <Form.Item name="content" label={t('node.content')} rules={[{ required: true, whitespace: true, message: t('node.required') }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={MEMORY_NODE_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
