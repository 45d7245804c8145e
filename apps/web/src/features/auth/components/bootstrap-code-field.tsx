import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../hooks/use-form.ts';
import { FormField } from './form-field.tsx';
import { BootstrapNotice } from './notice.tsx';
import { TextInput } from './text-input.tsx';

/** Only while the server has no administrator: the one-time code it printed in its log at first start. */
export function BootstrapCodeField({ binding }: { binding: FieldBinding }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <BootstrapNotice title={t('register.bootstrapTitle')}>{t('register.bootstrapHint')}</BootstrapNotice>
      <FormField label={t('field.bootstrapCode')}>
        <TextInput {...binding} placeholder={t('placeholder.bootstrapCode')} autoComplete="off" spellCheck={false} maxLength={64} />
      </FormField>
    </>
  );
}
