import type { FeatureKey } from '@vox/contracts';
import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { navigateTo } from '../../lib/navigation.ts';

/** What a screen behind a switched-off feature shows instead of itself. */
export function FeatureOff({ feature, isAdmin }: { feature: FeatureKey; isAdmin: boolean }) {
  const { t } = useTranslation('menu');
  const name = t(`feature.${feature}`);
  return (
    <Result
      status="info"
      title={t('featureOff.title', { name })}
      subTitle={isAdmin ? t('featureOff.admin') : t('featureOff.user')}
      extra={
        <Space wrap style={{ justifyContent: 'center' }}>
          {isAdmin ? (
            <Button type="primary" onClick={() => navigateTo(paths.featureManagement)}>
              {t('route.featureManagement')}
            </Button>
          ) : null}
          <Button onClick={() => navigateTo(paths.home)}>{t('featureOff.home')}</Button>
        </Space>
      }
    />
  );
}
