import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingOutlined, SoundOutlined } from '../../../components/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { isSuperAdmin, useSessionStore } from '../../../stores/session-store.ts';

const EXAMPLE = 'http://192.168.1.10:8005/voiceprint/health?key=…';

/** Without `server.voice_print` (10054): what voiceprints need and who sets it, instead of an error. */
export function SetupNotice() {
  const { t } = useTranslation('voiceprints');
  const admin = useSessionStore((state) => isSuperAdmin(state.userInfo));
  return (
    <Result
      icon={<SoundOutlined />}
      title={t('setup.title')}
      subTitle={
        <div style={{ maxWidth: 620, margin: '0 auto', textAlign: 'left' }} data-testid="voiceprint-setup">
          <Typography.Paragraph type="secondary">{t('setup.intro')}</Typography.Paragraph>
          <ol style={{ paddingInlineStart: 20, margin: 0 }}>
            <li><Typography.Text>{t('setup.step1')}</Typography.Text></li>
            <li>
              <Typography.Text>{t('setup.step2')}</Typography.Text>
              <br />
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>{EXAMPLE}</Typography.Text>
            </li>
            <li><Typography.Text>{t('setup.step3')}</Typography.Text></li>
          </ol>
          {admin ? null : <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>{t('setup.askAdmin')}</Typography.Paragraph>}
        </div>
      }
      extra={admin ? <Button type="primary" icon={<SettingOutlined />} onClick={() => navigateTo(`${paths.paramsManagement}?paramCode=server.voice_print`)}>{t('setup.openParams')}</Button> : null}
    />
  );
}
