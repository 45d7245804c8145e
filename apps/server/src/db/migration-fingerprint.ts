import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** The files a migration is made of: itself and, transitively, the data files it imports from this folder. */
export function migrationFiles(name: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import [^;]*?from '(\.{1,2}\/[^']+)'/gm)) {
      const target = path.resolve(path.dirname(file), specifier!);
      if (target.startsWith(MIGRATIONS_DIR + path.sep)) visit(target);
    }
  };
  visit(path.join(MIGRATIONS_DIR, `${name}.ts`));
  return [...seen].sort();
}

/** sha256 over a migration's files, so a test can tell when a released one was edited. */
export function migrationFingerprint(name: string): string {
  const hash = createHash('sha256');
  for (const file of migrationFiles(name)) hash.update(path.relative(MIGRATIONS_DIR, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}
