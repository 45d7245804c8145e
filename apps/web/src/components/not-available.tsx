import { ClockCircleOutlined } from './icons.tsx';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';
import { useRouteHandle } from '../hooks/use-route-handle.ts';
import { navigateTo } from '../lib/navigation.ts';

/** The one placeholder for screens that later work will build. */
export function NotAvailable() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const name = handle ? t(handle.titleKey, { ns: 'menu' }) : '';
  return (
    <Result
      icon={<ClockCircleOutlined />}
      title={t('notAvailable.title', { name })}
      subTitle={t('notAvailable.description')}
      extra={
        <Button type="primary" onClick={() => navigateTo(paths.home)}>
          {t('action.backHome')}
        </Button>
      }
    />
  );
}
