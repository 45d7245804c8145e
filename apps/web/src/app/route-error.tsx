import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../config/paths.ts';
import { isChunkLoadError } from '../lib/chunk.ts';
import { navigateTo } from '../lib/navigation.ts';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <Result status="404" title={t('notFound.title')} subTitle={t('notFound.description')} />;
  }
  const chunk = isChunkLoadError(error);
  return (
    <Result
      status={chunk ? 'warning' : 'error'}
      title={t(chunk ? 'error.chunkTitle' : 'error.title')}
      subTitle={t(chunk ? 'error.chunkDescription' : 'error.description')}
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          {t('action.reload')}
        </Button>,
        <Button key="home" onClick={() => navigateTo(paths.home)}>
          {t('action.backHome')}
        </Button>,
      ]}
    />
  );
}
