export const APP_LOCALES = ['zh_CN', 'zh_TW', 'en'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'zh_CN';

/**
 * The cookie that mirrors the language the user chose (the web app's `userLanguage`), so the server can send the
 * prerendered sign-in screen in that language before any script runs.
 */
export const LOCALE_COOKIE = 'userLanguage';

const ACCEPT_LANGUAGE: Record<AppLocale, string> = { zh_CN: 'zh-CN', zh_TW: 'zh-TW', en: 'en-US' };

export function toAcceptLanguage(locale: AppLocale): string {
  return ACCEPT_LANGUAGE[locale];
}

/** Browser or header language tag to an app locale, as upstream reads it; zh-HK/zh-MO read traditional. */
export function localeFromTag(tag: string | undefined | null): AppLocale | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase().replace('_', '-');
  if (/^zh-(tw|hk|mo|hant)/.test(lower)) return 'zh_TW';
  if (lower.startsWith('zh')) return 'zh_CN';
  if (lower.startsWith('en')) return 'en';
  return undefined;
}

/** First supported language in an Accept-Language header; Chinese (simplified) otherwise. */
export function localeFromAcceptLanguage(header: string | undefined): AppLocale {
  for (const part of (header ?? '').split(',')) {
    const locale = localeFromTag(part.split(';')[0]);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
