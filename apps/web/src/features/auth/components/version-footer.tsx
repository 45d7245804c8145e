import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePubConfig } from '../api/pub-config.ts';

const ICP_SITE = 'https://beian.miit.gov.cn/';
const POLICE_SITE = 'https://beian.mps.gov.cn/#/query/webSearch';

/** upstream.md §2: `{year} {name} {version}` plus the filing numbers when they are not 'null'. */
export function VersionFooter() {
  const { t } = useTranslation('auth');
  const { pubConfig } = usePubConfig();
  const { year, name, version, beianIcpNum, beianGaNum } = pubConfig;
  const credit = [year, name, version && `v${version.replace(/^v/i, '')}`].filter(Boolean).join(' ');
  return (
    <Flex component="footer" justify="center" wrap gap="4px 16px" style={{ padding: '12px 16px', fontSize: 12 }}>
      {credit ? <Typography.Text type="secondary">{credit}</Typography.Text> : null}
      {beianIcpNum && beianIcpNum !== 'null' ? (
        <Typography.Link type="secondary" href={ICP_SITE} target="_blank" rel="noreferrer">
          {t('footer.icp', { value: beianIcpNum })}
        </Typography.Link>
      ) : null}
      {beianGaNum && beianGaNum !== 'null' ? (
        <Typography.Link type="secondary" href={POLICE_SITE} target="_blank" rel="noreferrer">
          {t('footer.police', { value: beianGaNum })}
        </Typography.Link>
      ) : null}
    </Flex>
  );
}
