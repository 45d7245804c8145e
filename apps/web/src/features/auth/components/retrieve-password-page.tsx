import { DEFAULT_AREA_CODE } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { notify } from '../../../lib/notifier.ts';
import { usePubConfig } from '../api/pub-config.ts';
import { retrievePassword } from '../api/session-calls.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCaptchaSubmit } from '../hooks/use-captcha-submit.ts';
import { useForm, type FieldRules } from '../hooks/use-form.ts';
import { fullPhone, required, requiredText, sameAs, strongPassword, validMobile } from '../utils/form-rules.ts';
import styles from './auth-shell.module.css';
import { AuthShell } from './auth-shell.tsx';
import { Button } from './button.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { WarningNotice } from './notice.tsx';
import { PhoneFields } from './phone-fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

interface RetrieveValues {
  areaCode: string;
  mobile: string;
  captcha: string;
  smsCode: string;
  newPassword: string;
  confirmPassword: string;
}

const INITIAL: RetrieveValues = { areaCode: DEFAULT_AREA_CODE, mobile: '', captcha: '', smsCode: '', newPassword: '', confirmPassword: '' };

const RULES: FieldRules<RetrieveValues> = {
  mobile: [required('rule.mobileRequired'), validMobile],
  captcha: [requiredText('rule.captchaRequired')],
  smsCode: [requiredText('rule.smsCodeRequired')],
  newPassword: [required('rule.newRequired'), strongPassword],
  confirmPassword: [required('rule.confirmRequired'), sameAs<RetrieveValues>('newPassword')],
};

export function RetrievePasswordPage() {
  const { t } = useTranslation('auth');
  const { pubConfig, loaded } = usePubConfig();
  // Retrieval works only with mobile registration on; otherwise an administrator resets it.
  const unavailable = loaded && !pubConfig.enableMobileRegister;
  const form = useForm({ initial: INITIAL, rules: RULES, dependents: { areaCode: ['mobile'], newPassword: ['confirmPassword'] } });
  const captcha = useCaptcha();
  const { submit, pending } = useCaptchaSubmit<RetrieveValues>({
    captcha,
    clearCaptcha: () => form.resetValue('captcha'),
    send: async ({ values, encrypt, onFailure }) =>
      retrievePassword(
        {
          phone: fullPhone(values.areaCode, values.mobile),
          code: values.smsCode.trim(),
          password: await encrypt(values.newPassword),
          captchaId: captcha.uuid,
        },
        onFailure,
      ),
    onSuccess: () => {
      notify.success(t('retrieve.success'));
      navigateTo(paths.login);
    },
  });

  return (
    <AuthShell title={t('retrieve.title')} subtitle={t('retrieve.subtitle')}>
      {unavailable ? <WarningNotice>{t('retrieve.unavailable')}</WarningNotice> : null}
      <form ref={form.ref} noValidate onSubmit={form.handleSubmit((values) => void submit(values))}>
        <fieldset disabled={unavailable} className={styles.fieldset}>
          <PhoneFields areas={pubConfig.mobileAreaList} areaCode={form.field('areaCode')} mobile={form.field('mobile')} error={form.errors.mobile} />
          <CaptchaField captcha={captcha} binding={form.field('captcha')} error={form.errors.captcha} />
          <SmsCodeField binding={form.field('smsCode')} error={form.errors.smsCode} values={form.values} captcha={captcha} clearCaptcha={() => form.resetValue('captcha')} />
          <NewPasswordFields
            label="field.newPassword"
            password={form.field('newPassword')}
            confirm={form.field('confirmPassword')}
            errors={{ password: form.errors.newPassword, confirm: form.errors.confirmPassword }}
          />
          <Button type="submit" variant="primary" block loading={pending}>
            {t('retrieve.submit')}
          </Button>
        </fieldset>
      </form>
      <div className={`${styles.links} ${styles.centered}`}>
        <AppLink to={paths.login}>{t('retrieve.backToLogin')}</AppLink>
      </div>
    </AuthShell>
  );
}
