import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** Every file under a migration's data folder (`data/<NNNN>/`), read or imported. */
function dataFolderFiles(name: string): string[] {
  const folder = path.join(MIGRATIONS_DIR, 'data', name.slice(0, name.indexOf('-')));
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The files a migration runs: itself, its data folder, and, transitively, every file of this folder they import or
 * re-export (data of other migrations, the frozen helpers in support/).
 */
export function migrationFiles(name: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.ts')) return;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^(?:import|export) [^;]*?from '(\.{1,2}\/[^']+)'/gm)) {
      const target = path.resolve(path.dirname(file), specifier!);
      if (target.startsWith(MIGRATIONS_DIR + path.sep)) visit(target);
    }
  };
  visit(path.join(MIGRATIONS_DIR, `${name}.ts`));
  dataFolderFiles(name).forEach(visit);
  return [...seen].sort();
}

const printer = ts.createPrinter({ removeComments: true });

/** What a file runs: TypeScript printed without its comments, so a comment can be corrected; data as is. */
export function runnableText(file: string, text = readFileSync(file, 'utf8')): string {
  if (!file.endsWith('.ts')) return text;
  return printer.printFile(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
}

/**
 * sha256 over what a migration's files run, so a test can tell when a released one was changed. Each migration file
 * names the one it was released with in a first-line comment (`releasedLine`), which the fingerprint leaves out.
 */
export function migrationFingerprint(name: string): string {
  const hash = createHash('sha256');
  for (const file of migrationFiles(name)) hash.update(path.relative(MIGRATIONS_DIR, file)).update('\0').update(runnableText(file));
  return hash.digest('hex');
}

/** The first line of a released migration's file. */
const RELEASED_LINE = /^\/\/ Released with fingerprint ([0-9a-f]{64})\n/;

export const releasedLine = (fingerprint: string) => `// Released with fingerprint ${fingerprint}`;

/** The fingerprint a migration file says it was released with, or undefined when it has none. */
export function releasedFingerprint(name: string): string | undefined {
  return RELEASED_LINE.exec(readFileSync(path.join(MIGRATIONS_DIR, `${name}.ts`), 'utf8'))?.[1];
}
