import { PASSWORD_MAX_LENGTH } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../hooks/use-form.ts';
import type { AuthKey } from '../utils/form-rules.ts';
import { FormField } from './form-field.tsx';
import { LockIcon } from './icons.tsx';
import { PasswordInput } from './text-input.tsx';

interface Props {
  password: FieldBinding;
  confirm: FieldBinding;
  errors: { password?: AuthKey; confirm?: AuthKey };
  label?: 'field.password' | 'field.newPassword';
}

/** A new password with its strength hint, and the same password again. */
export function NewPasswordFields({ password, confirm, errors, label = 'field.password' }: Props) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField label={t(label)} error={errors.password} hint={t('hint.password')}>
        <PasswordInput {...password} icon={LockIcon} placeholder={t('placeholder.newPassword')} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </FormField>
      <FormField label={t('field.confirmPassword')} error={errors.confirm}>
        <PasswordInput {...confirm} icon={LockIcon} placeholder={t('placeholder.confirmPassword')} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </FormField>
    </>
  );
}
