import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { navigateTo } from '../../lib/navigation.ts';

export function Forbidden() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('forbidden.title')}
      subTitle={t('forbidden.description')}
      extra={
        <Button type="primary" onClick={() => navigateTo(paths.home)}>
          {t('action.backHome')}
        </Button>
      }
    />
  );
}
