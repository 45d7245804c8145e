import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { getAntdLocale } from '../lib/i18n/ui-locales.ts';
import { useLocaleStore } from '../stores/locale-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { NotifierBridge } from './notifier-bridge.tsx';
import { buildTheme, overlayDefaults } from './theme.ts';

/** antd (theme, locale, App for message/modal) and TanStack Query: the console's frame, never the sign-in screens'. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const locale = useLocaleStore((state) => state.locale);
  const fontSize = useUiStore((state) => state.fontSize);
  const theme = useMemo(() => buildTheme(fontSize), [fontSize]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={getAntdLocale(locale)} theme={theme} {...overlayDefaults}>
        <App>
          <NotifierBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
