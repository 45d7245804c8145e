import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { UpdateNotice } from '../components/update-notice.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { getAntdLocale } from '../lib/i18n/ui-locales.ts';
import { useLocaleStore } from '../stores/locale-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { NotifierBridge } from './notifier-bridge.tsx';
import { buildTheme, overlayDefaults } from './theme.ts';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const locale = useLocaleStore((state) => state.locale);
  const fontSize = useUiStore((state) => state.fontSize);
  const theme = useMemo(() => buildTheme(fontSize), [fontSize]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={getAntdLocale(locale)} theme={theme} {...overlayDefaults}>
          <App>
            <NotifierBridge />
            {children}
            <UpdateNotice />
          </App>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
