// Fails when a locale file is missing a key another language has (or has one the source lacks), or a text's
// placeholders differ from the source's. Every language the console offers is checked.
import { readdirSync } from 'node:fs';
import { APP_LOCALES } from '../packages/contracts/src/common/locale.ts';
import { localeProblems } from './i18n/locale-files.ts';

const root = 'apps/web/src/locales';
const problems = localeProblems(root, APP_LOCALES);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`i18n check: ${problems.length} problem(s)`);
  process.exit(1);
}
const files = readdirSync(`${root}/${APP_LOCALES[0]}`).filter((name) => name.endsWith('.json'));
console.log(`i18n check: ${files.length} namespace file(s), ${APP_LOCALES.length} languages (${APP_LOCALES.join(', ')}), keys and placeholders match`);
