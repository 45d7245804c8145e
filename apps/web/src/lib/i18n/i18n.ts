import { APP_LOCALES, DEFAULT_LOCALE, toAcceptLanguage, type AppLocale } from '@vox/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../../config/storage-keys.ts';
import { useLocaleStore } from '../../stores/locale-store.ts';
import { storage } from '../../stores/storage.ts';
import { detectLocale } from './detect-locale.ts';
import { localeBackend } from './locale-backend.ts';
import { loadUiLocale } from './ui-locales.ts';

export const i18n = i18next.createInstance();

/** Namespaces every screen uses; feature namespaces load with their screen. */
const BASE_NAMESPACES = ['common', 'menu'];

let ready: Promise<void> | undefined;

/** Starts i18next once; resolves when the base texts of the detected locale are loaded. */
export function initI18n(locale: AppLocale = detectLocale()): Promise<void> {
  ready ??= i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...APP_LOCALES],
      load: 'currentOnly',
      ns: BASE_NAMESPACES,
      defaultNS: 'common',
      // Keys are flat dotted strings inside each namespace file (anchors.md Part 2.2).
      keySeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    .then(() => loadUiLocale(locale))
    .then(() => applyLocale(locale));
  return ready;
}

function applyLocale(locale: AppLocale): void {
  document.documentElement.lang = toAcceptLanguage(locale);
  useLocaleStore.setState({ locale });
}

/**
 * Switches i18next, antd and dayjs together and remembers the choice as `userLanguage` (upstream.md §9.5).
 * Everything is fetched first, so the screen changes language in one step.
 */
export async function changeLocale(locale: AppLocale): Promise<void> {
  await initI18n(locale);
  await Promise.all([loadUiLocale(locale), i18n.loadLanguages(locale)]);
  await i18n.changeLanguage(locale);
  storage.set(storageKeys.userLanguage, locale);
  applyLocale(locale);
}
