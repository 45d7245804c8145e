import { APP_LOCALES, DEFAULT_LOCALE, toAcceptLanguage, type AppLocale } from '@vox/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../../config/storage-keys.ts';
import { useLocaleStore } from '../../stores/locale-store.ts';
import { storage } from '../../stores/storage.ts';
import { detectLocale, isAppLocale } from './detect-locale.ts';
import { localeBackend } from './locale-backend.ts';
import { writeLocaleCookie } from './locale-cookie.ts';

export const i18n = i18next.createInstance();

/**
 * Loaded before the first paint. `auth` is here because the first screen is usually a sign-in screen; the build ships
 * these three namespaces as one file per language (vite.config.ts), so this is one request. Other namespaces load with
 * their screen.
 */
export const BASE_NAMESPACES: readonly string[] = ['common', 'menu', 'auth'];

type LocaleLoader = (locale: AppLocale) => Promise<void>;

/** Texts outside i18next that must switch with it, e.g. antd's and dayjs's, registered once the console loads them. */
const localeLoaders = new Set<LocaleLoader>();

let ready: Promise<void> | undefined;

export function addLocaleLoader(loader: LocaleLoader): void {
  localeLoaders.add(loader);
}

/** Starts i18next once; resolves when the base texts of the detected locale are loaded. */
export function initI18n(locale: AppLocale = detectLocale()): Promise<void> {
  // A choice saved before the cookie existed reaches the server from the next page load on.
  const saved = storage.get(storageKeys.userLanguage);
  if (!ready && isAppLocale(saved)) writeLocaleCookie(saved);
  ready ??= i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...APP_LOCALES],
      load: 'currentOnly',
      // A copy: i18next adds every namespace it loads later to the array it was given.
      ns: [...BASE_NAMESPACES],
      defaultNS: 'common',
      // Keys are flat dotted strings inside each namespace file.
      keySeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    .then(() => applyLocale(locale));
  return ready;
}

function applyLocale(locale: AppLocale): void {
  document.documentElement.lang = toAcceptLanguage(locale);
  useLocaleStore.setState({ locale });
}

/**
 * Switches i18next and every registered loader (antd, dayjs) together and remembers the choice as `userLanguage`
 * in localStorage and in a cookie of the same name for the server. Everything is fetched first, so the screen changes language in one step.
 */
export async function changeLocale(locale: AppLocale): Promise<void> {
  await initI18n(locale);
  await Promise.all([...[...localeLoaders].map((load) => load(locale)), i18n.loadLanguages(locale)]);
  await i18n.changeLanguage(locale);
  storage.set(storageKeys.userLanguage, locale);
  writeLocaleCookie(locale);
  applyLocale(locale);
}
