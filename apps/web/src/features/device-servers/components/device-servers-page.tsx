import { Card, Col, Empty, Grid, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeviceServers } from '../api/device-servers.ts';
import { ConnectCard } from './connect-card.tsx';
import { DoctorCard } from './doctor-card.tsx';
import { ServerCard } from './server-card.tsx';

/** Server-side management: one card per address of server.websocket. */
export function DeviceServersPage() {
  const { t } = useTranslation('deviceServers');
  const wide = Grid.useBreakpoint().md ?? false;
  const { data, isLoading } = useDeviceServers();
  const servers = data ?? [];

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <ConnectCard />
      <DoctorCard />
      {isLoading ? (
        <Card variant="borderless"><Skeleton active /></Card>
      ) : servers.length === 0 ? (
        <Card variant="borderless"><Empty description={t('empty')} /></Card>
      ) : (
        <Row gutter={[16, 16]}>
          {servers.map((url) => (
            <Col key={url} span={wide ? 12 : 24}>
              <ServerCard url={url} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
