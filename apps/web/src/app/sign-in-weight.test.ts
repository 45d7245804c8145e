import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_KIT } from '../../chunk-groups.ts';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Only what the sign-in screens may load before anything lazy: not even the router (app/sign-in/start-sign-in.tsx). */
const SIGN_IN_PACKAGES = ['@vox/contracts', 'i18next', 'react', 'react-dom', 'react-i18next', 'zustand'];

/** Static value imports (`import … from`, `export … from`, `import '…'`); `import type` and lazy `import()` are not loads. */
const STATIC_IMPORT = /^\s*(?:import|export)\s(?!type\s)(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm;

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

/** Every package the static module graph from `files` reaches. */
function packagesReachedFrom(files: string[]): string[] {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) packages.add(packageOf(specifier));
      else if (/\.tsx?$/.test(specifier) && existsSync(resolve(dirname(file), specifier))) queue.push(resolve(dirname(file), specifier));
    }
  }
  return [...packages].sort();
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('sign-in path weight', () => {
  it('the entry, its boot and the sign-in routes load neither the router, antd, its icons, TanStack Query, dayjs nor zod', () => {
    const entries = ['main.tsx', 'app/boot.tsx', 'app/routes/login.tsx', 'app/routes/register.tsx', 'app/routes/retrieve-password.tsx'];
    expect(packagesReachedFrom(entries.map((entry) => resolve(SRC, entry)))).toEqual(SIGN_IN_PACKAGES);
  });

  it('the sign-in chunk group (chunk-groups.ts) takes in no module that would bring them along', () => {
    const kit = sourceFiles(SRC).filter((file) => SIGN_IN_KIT.test(file));
    expect(kit.length).toBeGreaterThan(10);
    expect(packagesReachedFrom(kit).filter((name) => !SIGN_IN_PACKAGES.includes(name))).toEqual([]);
  });
});
