import { AGENT_NAME_MAX } from '@vox/contracts';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLengthLimit } from '../../../hooks/use-length-limit.ts';
import { useCreateAgent } from '../api/agent-mutations.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (agentId: string) => void;
  /** From the agent market: start from this template instead of the default one. */
  templateId?: string;
  initialName?: string;
  description?: string;
}

/** One field, the name (≤ 64); the server fills in the rest from the (default) template. */
export function CreateAgentDialog({ open, onClose, onCreated, templateId, initialName = '', description }: Props) {
  const { t } = useTranslation(['agents', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ agentName: string }>();
  const nameLimit = useLengthLimit(AGENT_NAME_MAX);
  const create = useCreateAgent();

  const submit = ({ agentName }: { agentName: string }) =>
    create.mutate(
      { agentName: agentName.trim(), templateId },
      {
        onSuccess: (id) => {
          void message.success(t('create.done'));
          onCreated(id);
        },
        onError: (error) => form.setFields([{ name: 'agentName', errors: [error.message] }]),
      },
    );

  return (
    <Modal
      open={open}
      title={t('create.title')}
      okText={t('create.submit')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      {description ? <Typography.Paragraph type="secondary">{description}</Typography.Paragraph> : null}
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ agentName: initialName }} preserve={false}>
        <Form.Item
          name="agentName"
          label={t('create.name')}
          extra={t('create.nameHint')}
          rules={[{ required: true, whitespace: true, message: t('create.nameRequired') }, nameLimit.rule]}
        >
          <Input count={nameLimit.count} autoFocus placeholder={t('create.namePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
