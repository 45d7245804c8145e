import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
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

/** Thin bar while a lazy screen loads, so slow networks see progress. */
function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return <div role="progressbar" aria-busy="true" className="app-navigation-progress" />;
}

export function Root() {
  useDocumentTitle();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
