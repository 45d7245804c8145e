import { lazy, Suspense, useState } from 'react';
import { CDN_MODE } from '../config/cdn.ts';
import { Outlet } from 'react-router';
import { addLocaleLoader } from '../lib/i18n/i18n.ts';
import { loadUiLocale } from '../lib/i18n/ui-locales.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { getLocale } from '../stores/locale-store.ts';
import { AppProvider } from './provider.tsx';

/** antd's and dayjs's texts: the current language's before the first console screen, later ones with every switch. */
export async function loadConsoleLocale(): Promise<void> {
  addLocaleLoader(loadUiLocale);
  // Without them antd falls back to its built-in English texts, which beats an error screen.
  await loadUiLocale(getLocale()).catch(() => undefined);
}

/** Only CDN-mode builds ship the dialog's code at all (unreachable while the flag is off). */
const CacheDialog = CDN_MODE
  ? lazy(() => import('../features/cdn-cache/components/cache-dialog.tsx').then((module) => ({ default: module.CacheDialog })))
  : null;

/** The route that puts every screen after sign-in (and the 404 page) inside antd and TanStack Query. */
export default function ConsoleProviders() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProvider queryClient={queryClient}>
      <Outlet />
      {CacheDialog ? (
        <Suspense fallback={null}>
          <CacheDialog />
        </Suspense>
      ) : null}
    </AppProvider>
  );
}
