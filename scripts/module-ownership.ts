// Which server module owns each repository, and where a module's files reach another module's repositories through
// the shared bag (`repos.x`, `trx.x` …), which import rules cannot see. Used by the architecture report and by the
// server's module-ownership test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const serverModules = path.join(root, 'apps/server/src/modules');

/** Source files under `dir`, tests left out. */
export function filesUnder(dir: string, pattern = /\.(ts|tsx)$/): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...filesUnder(full, pattern));
    else if (pattern.test(name) && !/\.test\.(ts|tsx)$/.test(name)) found.push(full);
  }
  return found;
}

/** Repository key in the shared bag → the module whose folder holds its class. */
function repositoryOwners(): Map<string, string> {
  const source = readFileSync(path.join(serverModules, 'repositories.ts'), 'utf8');
  const classFolder = new Map<string, string>();
  for (const [, names, folder] of source.matchAll(/^import \{([^}]+)\} from '\.\/([^/]+)\//gm)) {
    for (const name of names!.split(',')) classFolder.set(name.trim(), folder!);
  }
  const owners = new Map<string, string>();
  for (const [, key, className] of source.matchAll(/^\s+(\w+): new (\w+)\(/gm)) owners.set(key!, classFolder.get(className!) ?? '?');
  return owners;
}

/** Modules' files inside their own folders, each with the module it belongs to. */
function moduleFiles(): { file: string; module: string }[] {
  return filesUnder(serverModules)
    .map((file) => ({ file, module: path.relative(serverModules, file).split(path.sep)[0]! }))
    .filter(({ module }) => statSync(path.join(serverModules, module)).isDirectory());
}

/** One line per use: `<file>: <module> → <owner> (<key>)`, the file relative to the repository's root. */
export function crossModuleRepositoryUses(): string[] {
  const owners = repositoryOwners();
  const uses: string[] = [];
  for (const { file, module } of moduleFiles()) {
    const text = readFileSync(file, 'utf8');
    for (const [, key] of text.matchAll(/\b(?:repos|trx|tx|repositories)\.(\w+)\b/g)) {
      const owner = owners.get(key!);
      if (owner && owner !== module) uses.push(`${path.relative(root, file)}: ${module} → ${owner} (${key})`);
    }
  }
  return uses;
}

/** One line per place a module's code takes the whole bag (`repos: Repositories`) instead of what it uses. */
export function wholeBagTakers(): string[] {
  const found: string[] = [];
  for (const { file } of moduleFiles()) {
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      if (/\w: Repositories\b/.test(line)) found.push(`${path.relative(root, file)}:${index + 1}`);
    });
  }
  return found;
}
