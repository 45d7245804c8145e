import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { usePubConfig } from '../api/pub-config.ts';
import styles from './auth-shell.module.css';
import { AuthShell } from './auth-shell.tsx';
import { LoginForm } from './login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { pubConfig } = usePubConfig();
  return (
    <AuthShell title={t('login.title')} subtitle={t('login.subtitle')}>
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
    </AuthShell>
  );
}
