import { ACTIVATION_CODE_LENGTH, ACTIVATION_CODE_PATTERN } from '@vox/contracts';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useBindDevice } from '../api/device-mutations.ts';

interface Props {
  agentId: string;
  open: boolean;
  onClose: () => void;
}

/** The device speaks a 6-digit code after its OTA check-in; entering it here binds the device to this agent. */
export function ActivationCodeDialog({ agentId, open, onClose }: Props) {
  const { t } = useTranslation('devices');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string }>();
  const bind = useBindDevice(agentId);
  const submit = ({ code }: { code: string }) =>
    bind.mutate(code, {
      onSuccess: () => {
        void message.success(t('bind.done'));
        onClose();
      },
      onError: (error) => form.setFields([{ name: 'code', errors: [error.message] }]),
    });

  return (
    <Modal open={open} title={t('bind.title')} okText={t('bind.submit')} onOk={() => form.submit()} onCancel={onClose} confirmLoading={bind.isPending} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        {t('bind.description')} <AppLink to={paths.deviceConnectionGuide}>{t('bind.guide')}</AppLink>
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="code"
          label={t('bind.code')}
          normalize={(value?: string) => value?.replace(/\s/g, '')}
          rules={[
            { required: true, message: t('bind.codeRequired') },
            { pattern: ACTIVATION_CODE_PATTERN, message: t('bind.codeFormat') },
          ]}
        >
          <Input
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={ACTIVATION_CODE_LENGTH}
            placeholder="123456"
            style={{ fontSize: 22, letterSpacing: 6, maxWidth: 220 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
