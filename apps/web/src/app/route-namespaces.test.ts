import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BASE_NAMESPACES } from '../lib/i18n/i18n.ts';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES = join(SRC, 'app/routes');
const NAMESPACES = readdirSync(join(SRC, 'locales/zh_CN')).map((file) => basename(file, '.json'));

const STATIC_IMPORT = /^\s*(?:import|export)\s(?!type\s)(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm;
const USE_TRANSLATION = /useTranslation\(([^)]*)\)/g;
const PREFIXED_KEY = new RegExp(`['"\`](${NAMESPACES.join('|')}):[\\w.]`, 'g');
const DECLARED = /export const namespaces = \[([^\]]*)\]/;

/** Every namespace the static module graph from `file` asks for: `useTranslation(…)` and `ns:key` keys. */
function namespacesReachedFrom(file: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue = [file];
  for (let next = queue.pop(); next; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const source = readFileSync(next, 'utf8');
    for (const [, args = ''] of source.matchAll(USE_TRANSLATION)) for (const [, name = ''] of args.matchAll(/'([\w-]+)'/g)) found.add(name);
    for (const [, name = ''] of source.matchAll(PREFIXED_KEY)) found.add(name);
    for (const [, specifier = ''] of source.matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.') && /\.tsx?$/.test(specifier) && existsSync(resolve(dirname(next), specifier))) queue.push(resolve(dirname(next), specifier));
    }
  }
  return [...found].filter((name) => !BASE_NAMESPACES.includes(name)).sort();
}

const declaredIn = (file: string): string[] | undefined => {
  const match = DECLARED.exec(readFileSync(file, 'utf8'));
  return match ? [...match[1]!.matchAll(/'([\w-]+)'/g)].map(([, name]) => name!).sort() : undefined;
};

const screens = [
  ...readdirSync(ROUTES).filter((file) => /\.tsx$/.test(file)).map((file) => join(ROUTES, file)),
  join(SRC, 'app/layout/console-layout.tsx'),
];

describe('texts that load with a screen', () => {
  // The router loads a screen's namespaces beside its code; one found only when a component renders (after its data,
  // say) costs the screen another round trip before it shows.
  it.each(screens.map((file) => [file.slice(SRC.length + 1), file]))('%s declares every namespace it uses', (_name, file) => {
    const needed = namespacesReachedFrom(file);
    const declared = declaredIn(file);
    expect(declared ?? [], `add to ${basename(file)}: export const namespaces = [${needed.map((name) => `'${name}'`).join(', ')}];`).toEqual(needed);
  });
});
