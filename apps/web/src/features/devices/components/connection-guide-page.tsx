import { Alert, Button, Card, Flex, Skeleton, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { useConnectionGuide } from '../api/get-connection-guide.ts';
import { unreachableHost } from '../utils/ota-address.ts';
import { CopyField } from './copy-field.tsx';

/** /device-connection-guide: the OTA address to flash and the steps from power-on to a bound device. */
export function ConnectionGuidePage() {
  const { t } = useTranslation('devices');
  const { data: guide, isPending } = useConnectionGuide();
  const badHost = guide ? unreachableHost(guide.otaUrl) : null;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>{t('guide.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('guide.subtitle')}</Typography.Text>
      </div>
      <Card variant="borderless" title={t('guide.otaTitle')}>
        {isPending || !guide ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">{t('guide.otaDescription')}</Typography.Text>
            <CopyField value={guide.otaUrl} label={t('guide.otaTitle')} />
            {guide.otaConfigured ? null : <Alert type="info" showIcon title={t('guide.otaDerived')} />}
            {badHost ? <Alert type="warning" showIcon title={t('guide.otaUnreachable', { host: badHost })} /> : null}
          </Flex>
        )}
      </Card>
      <Card variant="borderless" title={t('guide.stepsTitle')}>
        <Steps
          orientation="vertical"
          items={([1, 2, 3, 4] as const).map((step) => ({ title: t(`guide.step${step}`), content: t(`guide.step${step}Detail`), status: 'process' }))}
        />
        <Button type="primary" style={{ marginTop: 8 }} onClick={() => navigateTo(paths.home)}>{t('guide.toAgents')}</Button>
      </Card>
    </Flex>
  );
}
