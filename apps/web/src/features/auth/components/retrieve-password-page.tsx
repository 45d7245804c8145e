import { Alert, App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { usePubConfig } from '../api/pub-config.ts';
import { retrievePassword } from '../api/session-calls.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCaptchaSubmit } from '../hooks/use-captcha-submit.ts';
import { fullPhone } from '../utils/form-rules.ts';
import styles from './auth.module.css';
import { AuthShell } from './auth-shell.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PhoneFields } from './phone-fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

interface RetrieveValues {
  areaCode: string;
  mobile: string;
  captcha: string;
  smsCode: string;
  newPassword: string;
}

export function RetrievePasswordPage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const { pubConfig, loaded } = usePubConfig();
  // upstream.md §1.8: retrieval works only with mobile registration on; otherwise an administrator resets it.
  const unavailable = loaded && !pubConfig.enableMobileRegister;
  const [form] = Form.useForm<RetrieveValues>();
  const captcha = useCaptcha();
  const { submit, pending } = useCaptchaSubmit(
    form,
    captcha,
    async ({ values, encrypt, onFailure }) =>
      retrievePassword(
        {
          phone: fullPhone(values.areaCode, values.mobile),
          code: values.smsCode.trim(),
          password: await encrypt(values.newPassword),
          captchaId: captcha.uuid,
        },
        onFailure,
      ),
    () => {
      void message.success(t('retrieve.success'));
      navigateTo(paths.login);
    },
  );

  return (
    <AuthShell title={t('retrieve.title')} subtitle={t('retrieve.subtitle')}>
      {unavailable ? <Alert type="warning" showIcon title={t('retrieve.unavailable')} style={{ marginBottom: 20 }} /> : null}
      <Form form={form} layout="vertical" requiredMark={false} size="large" disabled={unavailable} onFinish={(values) => void submit(values)}>
        <PhoneFields areas={pubConfig.mobileAreaList} />
        <CaptchaField captcha={captcha} />
        <SmsCodeField form={form} captcha={captcha} />
        <NewPasswordFields name="newPassword" label="field.newPassword" />
        <Button type="primary" htmlType="submit" block loading={pending}>
          {t('retrieve.submit')}
        </Button>
      </Form>
      <div className={styles.links} style={{ marginTop: 16, justifyContent: 'center' }}>
        <AppLink to={paths.login}>{t('retrieve.backToLogin')}</AppLink>
      </div>
    </AuthShell>
  );
}
