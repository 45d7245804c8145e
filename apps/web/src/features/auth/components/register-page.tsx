import { DEFAULT_AREA_CODE } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { notify } from '../../../lib/notifier.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { usePubConfig } from '../api/pub-config.ts';
import { register } from '../api/session-calls.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCaptchaSubmit } from '../hooks/use-captcha-submit.ts';
import { useForm, type FieldRules } from '../hooks/use-form.ts';
import { useRegisterGate } from '../hooks/use-register-gate.ts';
import { fullPhone, required, requiredText, sameAs, strongPassword, validMobile } from '../utils/form-rules.ts';
import styles from './auth-shell.module.css';
import { AuthShell } from './auth-shell.tsx';
import { BootstrapCodeField } from './bootstrap-code-field.tsx';
import { Button } from './button.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PhoneFields } from './phone-fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { UpstreamImportNotice } from './upstream-import-notice.tsx';

interface RegisterValues {
  areaCode: string;
  mobile: string;
  captcha: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
  bootstrapCode: string;
}

const INITIAL: RegisterValues = { areaCode: DEFAULT_AREA_CODE, mobile: '', captcha: '', smsCode: '', password: '', confirmPassword: '', bootstrapCode: '' };

const RULES: FieldRules<RegisterValues> = {
  mobile: [required('rule.mobileRequired'), validMobile],
  captcha: [requiredText('rule.captchaRequired')],
  password: [required('rule.passwordRequired'), strongPassword],
  confirmPassword: [required('rule.confirmRequired'), sameAs<RegisterValues>('password')],
};

/** The SMS code is asked for only while mobile registration is on. */
const WITH_SMS_RULES: FieldRules<RegisterValues> = { ...RULES, smsCode: [requiredText('rule.smsCodeRequired')] };

const optional = (value: string) => value.trim() || undefined;

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { pubConfig, loaded } = usePubConfig();
  useRegisterGate(loaded, pubConfig.allowUserRegister);
  const form = useForm({
    initial: INITIAL,
    rules: pubConfig.enableMobileRegister ? WITH_SMS_RULES : RULES,
    dependents: { areaCode: ['mobile'], password: ['confirmPassword'] },
  });
  const captcha = useCaptcha();
  const { submit, pending } = useCaptchaSubmit<RegisterValues>({
    captcha,
    clearCaptcha: () => form.resetValue('captcha'),
    send: async ({ values, encrypt, onFailure }) =>
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
    onSuccess: () => {
      notify.success(t('register.success'));
      // Sign-up may have created the first administrator, which changes the public config.
      useSessionStore.getState().invalidatePubConfig();
      navigateTo(paths.login);
    },
  });

  return (
    <AuthShell title={t('register.title')} subtitle={t('register.subtitle')}>
      {pubConfig.needsBootstrap ? <UpstreamImportNotice /> : null}
      <form ref={form.ref} noValidate onSubmit={form.handleSubmit((values) => void submit(values))}>
        <PhoneFields areas={pubConfig.mobileAreaList} areaCode={form.field('areaCode')} mobile={form.field('mobile')} error={form.errors.mobile} />
        <CaptchaField captcha={captcha} binding={form.field('captcha')} error={form.errors.captcha} />
        {pubConfig.enableMobileRegister ? (
          <SmsCodeField binding={form.field('smsCode')} error={form.errors.smsCode} values={form.values} captcha={captcha} clearCaptcha={() => form.resetValue('captcha')} />
        ) : null}
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
          errors={{ password: form.errors.password, confirm: form.errors.confirmPassword }}
        />
        {pubConfig.needsBootstrap ? <BootstrapCodeField binding={form.field('bootstrapCode')} /> : null}
        <Button type="submit" variant="primary" block loading={pending}>
          {t('register.submit')}
        </Button>
      </form>
      <div className={`${styles.links} ${styles.centered}`}>
        <span>
          {t('register.haveAccount')} <AppLink to={paths.login}>{t('register.toLogin')}</AppLink>
        </span>
      </div>
    </AuthShell>
  );
}
