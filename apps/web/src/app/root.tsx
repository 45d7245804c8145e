import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { Toaster } from '../components/toaster.tsx';
import { UpdateNotice } from '../components/update-notice.tsx';
import { useRouteHandle } from '../hooks/use-route-handle.ts';

function useDocumentTitle() {
  const { t } = useTranslation(['menu', 'common']);
  const handle = useRouteHandle();
  const title = handle ? t(handle.titleKey, { ns: 'menu' }) : '';
  const product = t('app.name', { ns: 'common' });
  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
  }, [title, product]);
}

/** Thin bar while a lazy screen loads, so slow networks see progress; styled in index.html. */
function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return <div role="progressbar" aria-busy="true" className="app-navigation-progress" />;
}

/** Toaster before the outlet: the console's antd notifier mounts after it and takes over while the console shows. */
export function Root() {
  useDocumentTitle();
  return (
    <>
      <NavigationProgress />
      <Toaster />
      <Outlet />
      <UpdateNotice />
    </>
  );
}
