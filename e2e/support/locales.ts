// The console's languages and its own texts, read from the web app's locale files, so a spec can look for what a
// person reads in any language without repeating the translations.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { APP_LOCALES } from '../../packages/contracts/src/common/locale.ts';

const localeDir = resolve(import.meta.dirname, '../../apps/web/src/locales');

/** The console's languages whose web texts exist (a language being added counts once its folder does). */
export const LOCALES: readonly string[] = APP_LOCALES.filter((locale) => existsSync(resolve(localeDir, locale)));

/** The texts of one namespace in one language (`menu`, `agents`, …). */
export function texts(locale: string, namespace: string): Record<string, string> {
  const file = resolve(localeDir, locale, `${namespace}.json`);
  if (!existsSync(file)) throw new Error(`no ${namespace} texts in ${locale}`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** A text with its `{{name}}` placeholders filled. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
