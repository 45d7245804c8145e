export const APP_LOCALES = ['zh_CN', 'zh_TW', 'en', 'de', 'vi', 'pt_BR'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'zh_CN';

/** Every text the server sends exists in these; the others fall back to English where a text has no wording of its own. */
export type CoreLocale = 'zh_CN' | 'zh_TW' | 'en';

/** A server text: always in the core languages, in German, Vietnamese and Brazilian Portuguese where translated. */
export type LocalizedText = Readonly<Record<CoreLocale, string> & Partial<Record<AppLocale, string>>>;

/** The wording of `text` for `locale`, English where that language has none. */
export function textFor(text: LocalizedText, locale: AppLocale): string {
  return text[locale] ?? text.en;
}

/**
 * The cookie that mirrors the language the user chose (the web app's `userLanguage`), so the server can send the
 * prerendered sign-in screen in that language before any script runs.
 */
export const LOCALE_COOKIE = 'userLanguage';

const ACCEPT_LANGUAGE: Record<AppLocale, string> = { zh_CN: 'zh-CN', zh_TW: 'zh-TW', en: 'en-US', de: 'de-DE', vi: 'vi-VN', pt_BR: 'pt-BR' };

export function toAcceptLanguage(locale: AppLocale): string {
  return ACCEPT_LANGUAGE[locale];
}

/**
 * Browser or header language tag to an app locale, as upstream reads it; zh-HK/zh-MO read traditional, and any
 * Portuguese reads Brazilian Portuguese (the one Portuguese the console speaks).
 */
export function localeFromTag(tag: string | undefined | null): AppLocale | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase().replace('_', '-');
  if (/^zh-(tw|hk|mo|hant)/.test(lower)) return 'zh_TW';
  if (lower.startsWith('zh')) return 'zh_CN';
  if (/^en(-|$)/.test(lower)) return 'en';
  if (/^de(-|$)/.test(lower)) return 'de';
  if (/^vi(-|$)/.test(lower)) return 'vi';
  if (/^pt(-|$)/.test(lower)) return 'pt_BR';
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
