import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The source language: every other language must have exactly its keys, each with the same placeholders. */
export const SOURCE_LOCALE = 'zh_CN';

const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}/g;

type Texts = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Texts): Texts {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

function textsOf(root: string, locale: string, file: string): Texts | undefined {
  const path = join(root, locale, file);
  if (!existsSync(path)) return undefined;
  return flatten(JSON.parse(readFileSync(path, 'utf8')), '', new Map());
}

/** `{{count}}`, `{{name}}`: what i18next fills in, sorted, so two wordings can be compared whatever their order. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

/** Every difference between each locale's namespace files and the source's: missing files, keys and placeholders. */
export function localeProblems(root: string, locales: readonly string[]): string[] {
  const problems: string[] = [];
  const files = new Set(locales.flatMap((locale) => (existsSync(join(root, locale)) ? readdirSync(join(root, locale)) : [])));
  if (files.size === 0) return [`no locale files found under ${root}`];
  for (const file of [...files].filter((name) => name.endsWith('.json')).sort()) {
    const expected = textsOf(root, SOURCE_LOCALE, file) ?? new Map<string, string>();
    for (const locale of locales) {
      const actual = textsOf(root, locale, file);
      if (!actual) {
        problems.push(`${locale}/${file}: file missing`);
        continue;
      }
      for (const [key, text] of expected) {
        const own = actual.get(key);
        if (own === undefined) problems.push(`${locale}/${file}: missing key "${key}"`);
        else if (own.trim() === '' && text.trim() !== '') problems.push(`${locale}/${file}: "${key}" is empty`);
        else if (placeholdersOf(own).join() !== placeholdersOf(text).join()) {
          problems.push(`${locale}/${file}: "${key}" has placeholders [${placeholdersOf(own).join(', ')}], ${SOURCE_LOCALE} has [${placeholdersOf(text).join(', ')}]`);
        }
      }
      for (const key of actual.keys()) if (!expected.has(key)) problems.push(`${locale}/${file}: key "${key}" is not in ${SOURCE_LOCALE}`);
    }
  }
  return problems;
}
