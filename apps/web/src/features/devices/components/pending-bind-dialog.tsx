import { ACTIVATION_CODE_LENGTH, ACTIVATION_CODE_PATTERN, type PendingDevice } from '@vox/contracts';
import { App, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBindPendingDevice } from '../api/presence.ts';

interface Props {
  agentId: string;
  device: PendingDevice | null;
  onClose: () => void;
  boardLabel: (code: string | null) => string | null;
}

/** Binds one waiting device to this agent with the code the device shows or says; admins get the code filled in. */
export function PendingBindDialog({ agentId, device, onClose, boardLabel }: Props) {
  const { t } = useTranslation('devices');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string }>();
  const bind = useBindPendingDevice();
  const submit = ({ code }: { code: string }) => {
    if (!device) return;
    bind.mutate(
      { id: device.id, body: { agentId, code } },
      {
        onSuccess: () => {
          void message.success(t('bind.done'));
          onClose();
        },
        onError: (error) => form.setFields([{ name: 'code', errors: [error.message] }]),
      },
    );
  };

  return (
    <Modal open={device !== null} title={t('pending.bindTitle')} okText={t('bind.submit')} onOk={() => form.submit()} onCancel={onClose} confirmLoading={bind.isPending} destroyOnHidden>
      {device ? (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('column.mac')}>{device.macAddress}</Descriptions.Item>
            <Descriptions.Item label={t('column.board')}>{boardLabel(device.board) ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('column.firmware')}>{device.appVersion ?? '—'}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary">{t(device.revealed ? 'pending.adminHint' : 'pending.codeHint')}</Typography.Paragraph>
          <Form form={form} layout="vertical" onFinish={submit} preserve={false} initialValues={{ code: device.revealed ? device.activationCode : '' }}>
            <Form.Item
              name="code"
              label={t('bind.code')}
              normalize={(value?: string) => value?.replace(/\s/g, '')}
              rules={[
                { required: true, message: t('bind.codeRequired') },
                { pattern: ACTIVATION_CODE_PATTERN, message: t('bind.codeFormat') },
              ]}
            >
              <Input autoFocus inputMode="numeric" autoComplete="one-time-code" maxLength={ACTIVATION_CODE_LENGTH} placeholder="123456" style={{ fontSize: 22, letterSpacing: 6, maxWidth: 220 }} />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
