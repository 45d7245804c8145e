import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { isSsoMode } from '../../../stores/session-store.ts';
import { usePubConfig } from '../api/pub-config.ts';
import styles from './auth-shell.module.css';
import { AuthShell } from './auth-shell.tsx';
import { LoginForm } from './login-form.tsx';
import { SsoSignIn } from './sso-sign-in.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { pubConfig } = usePubConfig();
  const sso = isSsoMode(pubConfig.sso.enabled);
  // "SSO only" hides the password form; localStorage ssoDisabled = 'true' brings it back for the break-glass admin.
  const passwordForm = !sso || !pubConfig.sso.ssoOnly;
  return (
    <AuthShell title={t('login.title')} subtitle={t('login.subtitle')}>
      {sso ? <SsoSignIn providerName={pubConfig.sso.displayName} alone={!passwordForm} /> : null}
      {passwordForm ? (
        <>
          <LoginForm />
          <div className={styles.links}>
            <span>
              {pubConfig.allowUserRegister ? (
                <>
                  {t('login.noAccount')} <AppLink to={paths.register}>{t('login.toRegister')}</AppLink>
                </>
              ) : null}
            </span>
            <AppLink to={paths.retrievePassword}>{t('login.forgot')}</AppLink>
          </div>
        </>
      ) : null}
    </AuthShell>
  );
}
