import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_MAX_LENGTH } from '@vox/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmRules, differentRule, strongPasswordRules } from '../utils/form-rules.ts';

interface Props {
  /** Field name of the new password; the confirmation is `confirmPassword`. */
  name?: string;
  label?: 'field.password' | 'field.newPassword';
  /** Field holding the current password, which the new one must differ from (change-password dialog). */
  differentFrom?: string;
}

export function NewPasswordFields({ name = 'password', label = 'field.password', differentFrom }: Props) {
  const { t } = useTranslation('auth');
  const requiredKey = label === 'field.password' ? 'rule.passwordRequired' : 'rule.newRequired';
  const rules = differentFrom ? [...strongPasswordRules(t, requiredKey), differentRule(t, differentFrom)] : strongPasswordRules(t, requiredKey);
  return (
    <>
      <Form.Item name={name} label={t(label)} rules={rules} dependencies={differentFrom ? [differentFrom] : undefined} extra={t('hint.password')}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('placeholder.newPassword')} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('field.confirmPassword')} dependencies={[name]} rules={confirmRules(t, name)}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('placeholder.confirmPassword')} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
    </>
  );
}
