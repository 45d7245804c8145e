import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '../api/logout.ts';
import { changePassword } from '../api/session-calls.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

interface Values {
  oldPassword: string;
  newPassword: string;
}

const SUCCESS_TOAST_SECONDS = 1.5;

/** upstream.md §1.9: old, new and confirm; the server ends every session on success, so we sign out. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const mutation = useMutation({
    mutationFn: (values: Values) => changePassword({ password: values.oldPassword, newPassword: values.newPassword }),
    onSuccess: () => void message.success(t('changePassword.success'), SUCCESS_TOAST_SECONDS).then(() => void logout()),
  });
  return (
    <Modal
      open={open}
      title={t('changePassword.title')}
      okText={t('changePassword.submit')}
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => mutation.mutate(values)} style={{ marginTop: 16 }}>
        <Form.Item name="oldPassword" label={t('field.oldPassword')} rules={[{ required: true, message: t('rule.oldRequired') }]}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('placeholder.oldPassword')} autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" label="field.newPassword" differentFrom="oldPassword" />
      </Form>
    </Modal>
  );
}
