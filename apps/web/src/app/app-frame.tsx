import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../components/toaster.tsx';
import { UpdateNotice } from '../components/update-notice.tsx';
import { i18n as appI18n } from '../lib/i18n/i18n.ts';

/**
 * What every screen sits in: texts, the toasts and the update notice. The sign-in screens render in it before the
 * router has loaded and the console after; both trees have this shape, so a toast shown as the sign-in hands over
 * (e.g. "signed in") stays. The build's prerender passes its own i18next instance.
 */
export function AppFrame({ i18n = appI18n, children }: { i18n?: typeof appI18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Toaster />
      <Suspense fallback={null}>{children}</Suspense>
      <UpdateNotice />
    </I18nextProvider>
  );
}
