import { SyncOutlined } from '@ant-design/icons';
import { Button, Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePwaStore } from '../stores/pwa-store.ts';

/** SPEC §2 floating notice once a new service worker is installed; the button reloads into the new version. */
export function UpdateNotice() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const updateReady = usePwaStore((state) => state.updateReady);
  if (!updateReady) return null;
  return (
    <div
      role="status"
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: token.zIndexPopupBase + 100,
        padding: '10px 14px',
        borderRadius: token.borderRadiusLG,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <Space wrap>
        <SyncOutlined />
        <Typography.Text>{t('pwa.updateReady')}</Typography.Text>
        <Button type="primary" size="small" onClick={() => window.location.reload()}>
          {t('pwa.refresh')}
        </Button>
      </Space>
    </div>
  );
}
