import { Outlet, useNavigation } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { useRouteHandle } from '../hooks/use-route-handle.ts';

/** Thin bar while a lazy screen loads, so slow networks see progress; styled in index.html. */
function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return <div role="progressbar" aria-busy="true" className="app-navigation-progress" />;
}

/** The router's root; the toasts and the update notice sit around the router, in app-frame.tsx. */
export function Root() {
  useDocumentTitle(useRouteHandle()?.titleKey);
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
