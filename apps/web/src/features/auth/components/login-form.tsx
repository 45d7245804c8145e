import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePubConfig } from '../api/pub-config.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useLoginSubmit, type LoginValues } from '../hooks/use-login-submit.ts';
import { CaptchaField } from './captcha-field.tsx';
import { PhoneFields } from './phone-fields.tsx';

type Mode = 'mobile' | 'username';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const { pubConfig, settled } = usePubConfig();
  const [chosenMode, setChosenMode] = useState<Mode>();
  // upstream.md §1.4: phone sign-in is the default when mobile registration is on, a plain user name otherwise.
  const mode: Mode = chosenMode ?? (pubConfig.enableMobileRegister ? 'mobile' : 'username');
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha();
  const { submit, pending } = useLoginSubmit(form, captcha, mode === 'mobile');

  return (
    <Form form={form} layout="vertical" requiredMark={false} size="large" onFinish={(values) => void submit(values)}>
      {!settled ? (
        <Skeleton.Input active block size="large" style={{ marginBottom: 24 }} />
      ) : mode === 'mobile' ? (
        <PhoneFields areas={pubConfig.mobileAreaList} />
      ) : (
        <Form.Item name="username" label={t('field.username')} rules={[{ required: true, whitespace: true, message: t('rule.usernameRequired') }]}>
          <Input prefix={<UserOutlined />} placeholder={t('placeholder.username')} autoComplete="username" maxLength={50} />
        </Form.Item>
      )}
      <Form.Item name="password" label={t('field.password')} rules={[{ required: true, message: t('rule.passwordRequired') }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('placeholder.password')} autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('login.submit')}
      </Button>
      <Button
        type="link"
        block
        icon={mode === 'mobile' ? <UserOutlined /> : <MobileOutlined />}
        onClick={() => setChosenMode(mode === 'mobile' ? 'username' : 'mobile')}
        style={{ marginTop: 8 }}
      >
        {mode === 'mobile' ? t('login.useUsername') : t('login.useMobile')}
      </Button>
    </Form>
  );
}
