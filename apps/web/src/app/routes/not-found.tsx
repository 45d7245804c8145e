import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { navigateTo } from '../../lib/navigation.ts';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.description')}
      style={{ paddingTop: '12vh' }}
      extra={
        <Button type="primary" onClick={() => navigateTo(paths.home)}>
          {t('action.backHome')}
        </Button>
      }
    />
  );
}
