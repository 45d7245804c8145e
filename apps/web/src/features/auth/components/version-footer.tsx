import { useTranslation } from 'react-i18next';
import { usePubConfig } from '../api/pub-config.ts';
import styles from './version-footer.module.css';

const ICP_SITE = 'https://beian.miit.gov.cn/';
const POLICE_SITE = 'https://beian.mps.gov.cn/#/query/webSearch';

/** `{year} {name} {version}` plus the filing numbers when they are not 'null'. */
export function VersionFooter() {
  const { t } = useTranslation('auth');
  const { pubConfig } = usePubConfig();
  const { year, name, version, beianIcpNum, beianGaNum } = pubConfig;
  const credit = [year, name, version && `v${version.replace(/^v/i, '')}`].filter(Boolean).join(' ');
  return (
    <footer className={styles.footer}>
      {credit ? <span>{credit}</span> : null}
      {beianIcpNum && beianIcpNum !== 'null' ? (
        <a href={ICP_SITE} target="_blank" rel="noreferrer">
          {t('footer.icp', { value: beianIcpNum })}
        </a>
      ) : null}
      {beianGaNum && beianGaNum !== 'null' ? (
        <a href={POLICE_SITE} target="_blank" rel="noreferrer">
          {t('footer.police', { value: beianGaNum })}
        </a>
      ) : null}
    </footer>
  );
}
