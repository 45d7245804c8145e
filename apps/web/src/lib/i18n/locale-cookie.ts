import { LOCALE_COOKIE, type AppLocale } from '@vox/contracts';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Tells the server the saved language, which it prerenders the sign-in screens in (apps/server sign-in-pages.ts). */
export function writeLocaleCookie(locale: AppLocale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
