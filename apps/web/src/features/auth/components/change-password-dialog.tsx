import { LockOutlined } from '../../../components/icons.tsx';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MAX_LENGTH } from '@vox/contracts';
import { App, Form, Input, Modal, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '../api/logout.ts';
import { changePassword } from '../api/session-calls.ts';
import { differentFrom, required, sameAs, strongPassword, type Rule } from '../utils/form-rules.ts';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const SUCCESS_TOAST_SECONDS = 1.5;

const OLD_RULES = [required('rule.oldRequired')];
const NEW_RULES = [required('rule.newRequired'), strongPassword, differentFrom<Values>('oldPassword')];
const CONFIRM_RULES = [required('rule.confirmRequired'), sameAs<Values>('newPassword')];

/** Old, new and confirm; the server ends every session on success, so we sign out. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const mutation = useMutation({
    mutationFn: (values: Values) => changePassword({ password: values.oldPassword, newPassword: values.newPassword }),
    onSuccess: () => void message.success(t('changePassword.success'), SUCCESS_TOAST_SECONDS).then(() => void logout()),
  });
  // The sign-in screens' rules, run by antd's form.
  const antdRules = (rules: readonly Rule<Values>[]): FormRule[] =>
    rules.map((rule) => ({ getFieldsValue }) => ({
      validator: (_, value: string | undefined) => {
        const key = rule(value ?? '', getFieldsValue() as Values);
        return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
      },
    }));
  const passwordInput = (placeholder: string, autoComplete: string) => (
    <Input.Password prefix={<LockOutlined />} placeholder={placeholder} autoComplete={autoComplete} maxLength={PASSWORD_MAX_LENGTH} />
  );
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
        <Form.Item name="oldPassword" label={t('field.oldPassword')} rules={antdRules(OLD_RULES)}>
          {passwordInput(t('placeholder.oldPassword'), 'current-password')}
        </Form.Item>
        <Form.Item name="newPassword" label={t('field.newPassword')} rules={antdRules(NEW_RULES)} dependencies={['oldPassword']} extra={t('hint.password')}>
          {passwordInput(t('placeholder.newPassword'), 'new-password')}
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('field.confirmPassword')} rules={antdRules(CONFIRM_RULES)} dependencies={['newPassword']}>
          {passwordInput(t('placeholder.confirmPassword'), 'new-password')}
        </Form.Item>
      </Form>
    </Modal>
  );
}
