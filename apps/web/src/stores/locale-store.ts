import { DEFAULT_LOCALE, type AppLocale } from '@vox/contracts';
import { create } from 'zustand';

interface LocaleState {
  /** The UI locale once its texts (i18next, antd, dayjs) are loaded; set by lib/i18n/change-locale.ts. */
  locale: AppLocale;
}

export const useLocaleStore = create<LocaleState>()(() => ({ locale: DEFAULT_LOCALE }));

export const getLocale = () => useLocaleStore.getState().locale;
