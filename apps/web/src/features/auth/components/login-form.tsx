import { DEFAULT_AREA_CODE } from '@vox/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePubConfig } from '../api/pub-config.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useForm, type FieldRules } from '../hooks/use-form.ts';
import { useLoginSubmit, type LoginValues } from '../hooks/use-login-submit.ts';
import { required, requiredText, validMobile } from '../utils/form-rules.ts';
import { Button } from './button.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { FieldSkeleton, FormField } from './form-field.tsx';
import { LockIcon, MobileIcon, UserIcon } from './icons.tsx';
import { PhoneFields } from './phone-fields.tsx';
import { PasswordInput, TextInput } from './text-input.tsx';

type Mode = 'mobile' | 'username';

const INITIAL: LoginValues = { areaCode: DEFAULT_AREA_CODE, mobile: '', username: '', password: '', captcha: '' };

const COMMON_RULES: FieldRules<LoginValues> = {
  password: [required('rule.passwordRequired')],
  captcha: [requiredText('rule.captchaRequired')],
};

const RULES: Record<Mode, FieldRules<LoginValues>> = {
  mobile: { mobile: [required('rule.mobileRequired'), validMobile], ...COMMON_RULES },
  username: { username: [requiredText('rule.usernameRequired')], ...COMMON_RULES },
};

export function LoginForm() {
  const { t } = useTranslation('auth');
  const { pubConfig, settled } = usePubConfig();
  const [chosenMode, setChosenMode] = useState<Mode>();
  // Phone sign-in is the default when mobile registration is on, a plain user name otherwise.
  const mode: Mode = chosenMode ?? (pubConfig.enableMobileRegister ? 'mobile' : 'username');
  const form = useForm({ initial: INITIAL, rules: RULES[mode], dependents: { areaCode: ['mobile'] } });
  const captcha = useCaptcha();
  const { submit, pending } = useLoginSubmit({ captcha, mobileMode: mode === 'mobile', clearCaptcha: () => form.resetValue('captcha') });

  return (
    <form ref={form.ref} noValidate onSubmit={form.handleSubmit((values) => void submit(values))}>
      {!settled ? (
        <FieldSkeleton />
      ) : mode === 'mobile' ? (
        <PhoneFields areas={pubConfig.mobileAreaList} areaCode={form.field('areaCode')} mobile={form.field('mobile')} error={form.errors.mobile} />
      ) : (
        <FormField label={t('field.username')} error={form.errors.username}>
          <TextInput {...form.field('username')} icon={UserIcon} placeholder={t('placeholder.username')} autoComplete="username" maxLength={50} />
        </FormField>
      )}
      <FormField label={t('field.password')} error={form.errors.password}>
        <PasswordInput {...form.field('password')} icon={LockIcon} placeholder={t('placeholder.password')} autoComplete="current-password" maxLength={64} />
      </FormField>
      <CaptchaField captcha={captcha} binding={form.field('captcha')} error={form.errors.captcha} />
      <Button type="submit" variant="primary" block loading={pending}>
        {t('login.submit')}
      </Button>
      <Button
        variant="link"
        block
        icon={mode === 'mobile' ? <UserIcon /> : <MobileIcon />}
        onClick={() => setChosenMode(mode === 'mobile' ? 'username' : 'mobile')}
        // Its words depend on the mode the public config picks; shown once it has, so they do not shift in place.
        style={{ marginTop: 8, visibility: settled ? undefined : 'hidden' }}
      >
        {mode === 'mobile' ? t('login.useUsername') : t('login.useMobile')}
      </Button>
    </form>
  );
}
