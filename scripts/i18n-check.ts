// Fails when a locale file is missing a key another language has (or has one the source lacks).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = 'apps/web/src/locales';
const locales = ['zh_CN', 'zh_TW', 'en'];
const source = 'zh_CN';

function flatten(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function keysOf(locale: string, file: string): Set<string> {
  const path = join(root, locale, file);
  if (!existsSync(path)) return new Set();
  return new Set(flatten(JSON.parse(readFileSync(path, 'utf8'))));
}

const problems: string[] = [];
const files = new Set(locales.flatMap((locale) => (existsSync(join(root, locale)) ? readdirSync(join(root, locale)) : [])));
for (const file of [...files].filter((name) => name.endsWith('.json')).sort()) {
  const expected = keysOf(source, file);
  for (const locale of locales) {
    if (!existsSync(join(root, locale, file))) {
      problems.push(`${locale}/${file}: file missing`);
      continue;
    }
    const actual = keysOf(locale, file);
    for (const key of expected) if (!actual.has(key)) problems.push(`${locale}/${file}: missing key "${key}"`);
    for (const key of actual) if (!expected.has(key)) problems.push(`${locale}/${file}: key "${key}" is not in ${source}`);
  }
}

if (files.size === 0) problems.push(`no locale files found under ${root}`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`i18n check: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`i18n check: ${files.size} namespace file(s), ${locales.length} languages, keys match`);
