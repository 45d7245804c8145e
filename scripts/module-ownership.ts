// Which server module owns each repository and each table, and where a module's files reach another module's
// repositories through the shared bag (`repos.x`, `trx.x` …) or name its tables in SQL, which import rules cannot
// see. Used by the architecture report and by the server's module-ownership test.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/** Repository key in the shared bag → the module whose descriptor (`<area>/<area>.module.ts`) builds it. */
function repositoryOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const { file, module } of moduleFiles().filter(({ file }) => file.endsWith('.module.ts'))) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/^\s+(\w+): new \w+\(/gm)) owners.set(key!, module);
  }
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

/** Table name → the module whose `<area>.tables.ts` declares it in its `…Tables` interface. */
export function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const { file, module } of moduleFiles().filter(({ file }) => file.endsWith('.tables.ts'))) {
    const tables = readFileSync(file, 'utf8').match(/export interface \w+Tables \{([^}]*)\}/)?.[1] ?? '';
    for (const [, table] of tables.matchAll(/^\s+(\w+):/gm)) owners.set(table!, module);
  }
  return owners;
}

/**
 * Files whose SQL names other modules' tables, each listed in docs/architecture.md ("SQL across modules") with the
 * tables it names. `read model`: one paged, sorted or aggregated query (or a per-request sign-in lookup) that could
 * not be split between modules without reading every row. `to replace`: debt, to become a call to the owner's
 * index.ts. Any other file names only its own module's tables.
 */
export const CROSS_MODULE_SQL: Readonly<Record<string, { kind: 'read model' | 'to replace'; tables: readonly string[] }>> = {
  'apps/server/src/modules/admin-listings/admin-listings.repository.ts': { kind: 'read model', tables: ['devices', 'users', 'agent_chat_history', 'agents'] },
  'apps/server/src/modules/agents/agents.repository.ts': { kind: 'read model', tables: ['devices', 'model_configs', 'tts_voices', 'voice_clones'] },
  'apps/server/src/modules/api-keys/api-keys.repository.ts': { kind: 'read model', tables: ['users'] },
  'apps/server/src/modules/chat-history/chat-history.repository.ts': { kind: 'read model', tables: ['agents'] },
  'apps/server/src/modules/firmware/firmware.repository.ts': { kind: 'read model', tables: ['sys_dict_data', 'sys_dict_type'] },
  'apps/server/src/modules/sessions/tokens.repository.ts': { kind: 'read model', tables: ['users'] },
  'apps/server/src/modules/users/users.repository.ts': { kind: 'read model', tables: ['login_lockouts', 'devices'] },
  'apps/server/src/modules/voice-clones/voice-clones.repository.ts': { kind: 'read model', tables: ['model_configs', 'users'] },
};

/** One line per SQL statement part naming another module's table: `<file>:<line>: <module> → <owner> (<table>)`. */
export function crossModuleTableUses(): { use: string; file: string; table: string }[] {
  const owners = tableOwners();
  const uses: { use: string; file: string; table: string }[] = [];
  for (const { file, module } of moduleFiles()) {
    const relativeFile = path.relative(root, file);
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      for (const [, table] of line.matchAll(/\.(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|insertInto|updateTable|deleteFrom|mergeInto)\(\s*'(\w+)/g)) {
        const owner = owners.get(table!);
        if (owner && owner !== module) uses.push({ use: `${relativeFile}:${index + 1}: ${module} → ${owner} (${table})`, file: relativeFile, table: table! });
      }
    });
  }
  return uses;
}

/** SQL naming another module's table in a file and table `CROSS_MODULE_SQL` does not list. */
export function undocumentedTableUses(): string[] {
  return crossModuleTableUses()
    .filter(({ file, table }) => !CROSS_MODULE_SQL[file]?.tables.includes(table))
    .map(({ use }) => use);
}

/** SQL naming another module's table in the files `CROSS_MODULE_SQL` lists as this kind. */
export function documentedTableUses(kind: 'read model' | 'to replace'): string[] {
  return crossModuleTableUses()
    .filter(({ file, table }) => CROSS_MODULE_SQL[file]?.kind === kind && CROSS_MODULE_SQL[file].tables.includes(table))
    .map(({ use }) => use);
}

/** `CROSS_MODULE_SQL` entries naming a table the file no longer uses, or missing from docs/architecture.md. */
export function staleCrossModuleSqlEntries(): string[] {
  const uses = crossModuleTableUses();
  const docs = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const stale: string[] = [];
  for (const [file, { tables }] of Object.entries(CROSS_MODULE_SQL)) {
    for (const table of tables) if (!uses.some((use) => use.file === file && use.table === table)) stale.push(`${file}: ${table} no longer named`);
    if (!docs.includes(path.relative(serverModules, path.join(root, file)))) stale.push(`${file}: not in docs/architecture.md`);
  }
  return stale;
}

/** Module folders that `modules/index.ts` does not list (by their `<area>/<area>.module.ts` descriptor). */
export function modulesWithoutDescriptor(): string[] {
  const list = path.join(serverModules, 'index.ts');
  const listed = existsSync(list) ? readFileSync(list, 'utf8') : '';
  return readdirSync(serverModules)
    .filter((name) => statSync(path.join(serverModules, name)).isDirectory())
    .filter((name) => !listed.includes(`'./${name}/${name}.module.ts'`));
}
