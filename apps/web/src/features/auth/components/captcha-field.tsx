import { CAPTCHA_LENGTH } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../hooks/use-captcha.ts';
import type { FieldBinding } from '../hooks/use-form.ts';
import type { AuthKey } from '../utils/form-rules.ts';
import styles from './captcha-field.module.css';
import fieldStyles from './field.module.css';
import { FormField } from './form-field.tsx';
import { SafetyIcon } from './icons.tsx';
import { TextInput } from './text-input.tsx';

function CaptchaImage({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation('auth');
  if (captcha.loading && !captcha.imageUrl) return <span className={styles.loading} />;
  if (captcha.failed) return <span className={styles.failed}>{t('captcha.failed')}</span>;
  return <img src={captcha.imageUrl} alt={t('captcha.alt')} className={styles.image} />;
}

interface Props {
  captcha: Captcha;
  binding: FieldBinding;
  error?: AuthKey;
}

/** Image captcha input with its picture; clicking the picture fetches a new one. Field `captcha`. */
export function CaptchaField({ captcha, binding, error }: Props) {
  const { t } = useTranslation('auth');
  return (
    <FormField label={t('field.captcha')} error={error}>
      <div className={fieldStyles.row}>
        <TextInput
          {...binding}
          icon={SafetyIcon}
          placeholder={t('placeholder.captcha')}
          maxLength={CAPTCHA_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
        />
        <button type="button" className={styles.button} onClick={captcha.refresh} title={t('captcha.refresh')} aria-label={t('captcha.refresh')}>
          <CaptchaImage captcha={captcha} />
        </button>
      </div>
    </FormField>
  );
}
