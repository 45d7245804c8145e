import { CopyOutlined, KeyOutlined } from '../../../components/icons.tsx';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useCopy } from '../../../hooks/use-copy.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { UpstreamImportNote } from './upstream-import-note.tsx';

/** The params screen, filtered to server.secret, with its reveal dialog opened. */
export const REVEAL_SERVER_SECRET = `${paths.paramsManagement}?paramCode=server.secret&reveal=server.secret`;

/**
 * Where xiaozhi-server is told about this console: `manager-api.url` and `manager-api.secret` in
 * its data/.config.yaml. The address is this page's own origin; the secret is revealed on the params screen.
 */
export function ConnectCard() {
  const { t } = useTranslation('deviceServers');
  const copy = useCopy();
  const apiUrl = `${window.location.origin}/xiaozhi`;
  const yaml = ['# data/.config.yaml', 'manager-api:', `  url: ${apiUrl}`, `  secret: ${t('connect.secretValue')}`].join('\n');

  return (
    <Card size="small" title={t('connect.title')} style={{ marginBottom: 16 }}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('connect.intro')}</Typography.Text>
        <UpstreamImportNote />
        <pre data-testid="manager-api-config" style={{ margin: 0, padding: '8px 12px', borderRadius: 6, background: 'var(--ant-color-fill-tertiary)', overflowX: 'auto', fontSize: 13 }}>
          {yaml}
        </pre>
        <Flex gap={8} wrap>
          <Button icon={<CopyOutlined />} onClick={() => void copy(apiUrl)}>{t('connect.copyUrl')}</Button>
          <Button type="primary" icon={<KeyOutlined />} href={REVEAL_SERVER_SECRET} onClick={(event) => {
            event.preventDefault();
            navigateTo(REVEAL_SERVER_SECRET);
          }}>
            {t('connect.reveal')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
