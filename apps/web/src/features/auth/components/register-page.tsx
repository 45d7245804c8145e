import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { usePubConfig } from '../api/pub-config.ts';
import { register } from '../api/session-calls.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCaptchaSubmit } from '../hooks/use-captcha-submit.ts';
import { useRegisterGate } from '../hooks/use-register-gate.ts';
import { fullPhone } from '../utils/form-rules.ts';
import styles from './auth.module.css';
import { AuthShell } from './auth-shell.tsx';
import { BootstrapCodeField } from './bootstrap-code-field.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PhoneFields } from './phone-fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

interface RegisterValues {
  areaCode: string;
  mobile: string;
  captcha: string;
  smsCode?: string;
  password: string;
  bootstrapCode?: string;
}

const optional = (value: string | undefined) => value?.trim() || undefined;

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const { pubConfig, loaded } = usePubConfig();
  useRegisterGate(loaded, pubConfig.allowUserRegister);
  const [form] = Form.useForm<RegisterValues>();
  const captcha = useCaptcha();
  const { submit, pending } = useCaptchaSubmit(
    form,
    captcha,
    async ({ values, encrypt, onFailure }) =>
      register(
        {
          username: fullPhone(values.areaCode, values.mobile),
          password: await encrypt(values.password),
          captchaId: captcha.uuid,
          mobileCaptcha: optional(values.smsCode),
          bootstrapCode: optional(values.bootstrapCode),
        },
        onFailure,
      ),
    () => {
      void message.success(t('register.success'));
      // Sign-up may have created the first administrator, which changes the public config.
      useSessionStore.getState().invalidatePubConfig();
      navigateTo(paths.login);
    },
  );

  return (
    <AuthShell title={t('register.title')} subtitle={t('register.subtitle')}>
      <Form form={form} layout="vertical" requiredMark={false} size="large" onFinish={(values) => void submit(values)}>
        <PhoneFields areas={pubConfig.mobileAreaList} />
        <CaptchaField captcha={captcha} />
        {pubConfig.enableMobileRegister ? <SmsCodeField form={form} captcha={captcha} /> : null}
        <NewPasswordFields />
        {pubConfig.needsBootstrap ? <BootstrapCodeField /> : null}
        <Button type="primary" htmlType="submit" block loading={pending}>
          {t('register.submit')}
        </Button>
      </Form>
      <div className={styles.links} style={{ marginTop: 16, justifyContent: 'center' }}>
        <span>
          {t('register.haveAccount')} <AppLink to={paths.login}>{t('register.toLogin')}</AppLink>
        </span>
      </div>
    </AuthShell>
  );
}
