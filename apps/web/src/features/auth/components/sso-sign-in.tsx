import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifier.ts';
import { startSso } from '../api/sso-calls.ts';
import { Button } from './button.tsx';
import { SafetyIcon } from './icons.tsx';
import styles from './auth-shell.module.css';

/** "Sign in with <provider>": the server builds the provider's sign-in URL and the browser goes there. */
export function SsoSignIn({ providerName, alone }: { providerName: string; alone: boolean }) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  const begin = () => {
    setPending(true);
    startSso((error) => notify.error(error.message)).catch(() => setPending(false));
  };
  return (
    <div className={alone ? undefined : styles.ssoBlock}>
      <Button variant="primary" block icon={<SafetyIcon />} loading={pending} onClick={begin}>
        {t('sso.signInWith', { name: providerName })}
      </Button>
      {alone ? null : <div className={styles.divider}>{t('sso.orPassword')}</div>}
    </div>
  );
}
