import { APP_LOCALES, DEFAULT_LOCALE, localeFromTag, type AppLocale } from '@vox/contracts';
import { storageKeys } from '../../config/storage-keys.ts';
import { storage } from '../../stores/storage.ts';

export const isAppLocale = (value: unknown): value is AppLocale => APP_LOCALES.includes(value as AppLocale);

/** The saved `userLanguage`, else the browser language, else Simplified Chinese. */
export function detectLocale(): AppLocale {
  const saved = storage.get(storageKeys.userLanguage);
  if (isAppLocale(saved)) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const locale = localeFromTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
