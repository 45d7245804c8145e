import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../../components/brand.tsx';
import styles from './auth-shell.module.css';
import { ApiIcon, CustomerServiceIcon, RobotIcon } from './icons.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { VersionFooter } from './version-footer.tsx';

const FEATURES = [
  { key: 'shell.feature.agents', Icon: RobotIcon },
  { key: 'shell.feature.models', Icon: CustomerServiceIcon },
  { key: 'shell.feature.tools', Icon: ApiIcon },
] as const;

/** The frame of the sign-in screens: brand, language switch, the form card and the version footer. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <Brand size={30} />
        <LanguageMenu />
      </header>
      <main className={styles.main}>
        <section className={styles.intro} aria-hidden="true">
          <Brand size={56} showName={false} />
          <h2 className={styles.introTitle}>{t('app.name', { ns: 'common' })}</h2>
          <p className={styles.introText}>{t('app.tagline', { ns: 'common' })}</p>
          <ul className={styles.features}>
            {FEATURES.map(({ key, Icon }) => (
              <li key={key}>
                <Icon className={styles.featureIcon} />
                {t(key)}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.card}>
          <h1 className={styles.cardTitle}>{title}</h1>
          <p className={styles.cardSubtitle}>{subtitle}</p>
          {children}
        </section>
      </main>
      <VersionFooter />
    </div>
  );
}
