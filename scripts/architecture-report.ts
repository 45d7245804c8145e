// Prints the architecture's own measures, so a change that slips shows in figures:
// - cross-module repository uses: a module's files reaching a repository of another module through the shared bag
//   (`repos.x`, `trx.x` …), which import rules cannot see, and module code taking the whole bag;
// - hand failure toasts: web features showing a request failure themselves instead of through the query client;
// - SQL naming another module's tables: outside the documented files, in documented read models, still to replace;
// - central files: files outside any module or feature that import from a third or more of them;
// - central files an area edits: every registry an area is added to, found by what it imports (descriptor list,
//   composition root, table types, migration list, contracts indexes, error messages, web route table, locales);
// - import cycles among the server's and the web's own files.
// `npm run architecture` runs it; `--list` prints every finding, not only the counts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { crossModuleRepositoryUses, documentedTableUses, filesUnder, modulesWithoutDescriptor, root, serverModules, undocumentedTableUses, wholeBagTakers } from './module-ownership.ts';

const list = process.argv.includes('--list');
const relative = (file: string) => path.relative(root, file);

const webFeatures = path.join(root, 'apps/web/src/features');

function handFailureToasts(): string[] {
  const found: string[] = [];
  for (const file of filesUnder(webFeatures)) {
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      if (/message\.error\(\s*failureText|modal\.error\(/.test(line)) found.push(`${relative(file)}:${index + 1}`);
    });
  }
  return found;
}

/** Relative value imports of a file, resolved to files; `lazy` adds `import('…')` (a screen loaded on demand). */
function importsOf(file: string, lazy = false): string[] {
  const text = readFileSync(file, 'utf8');
  const targets: string[] = [];
  for (const [, specifier] of text.matchAll(/^(?:import|export)\s(?!type\b)[^;]*?from '(\.[^']+)'/gm)) targets.push(path.resolve(path.dirname(file), specifier!));
  if (lazy) for (const [, specifier] of text.matchAll(/import\('(\.[^']+)'\)/g)) targets.push(path.resolve(path.dirname(file), specifier!));
  return targets;
}

function centralFiles(): string[] {
  const areas = (dir: string) => readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
  const serverAreas = areas(serverModules);
  const webAreas = areas(webFeatures);
  const central: string[] = [];
  const count = (file: string, base: string, names: string[]) => {
    const reached = new Set(importsOf(file, true).filter((target) => target.startsWith(base + path.sep)).map((target) => path.relative(base, target).split(path.sep)[0]!));
    return names.filter((name) => reached.has(name)).length;
  };
  for (const file of filesUnder(path.join(root, 'apps/server/src'))) {
    if (file.startsWith(serverModules + path.sep) && path.dirname(file) !== serverModules) continue;
    const reached = count(file, serverModules, serverAreas);
    if (reached >= serverAreas.length / 3) central.push(`${relative(file)} (${reached} of ${serverAreas.length} modules)`);
  }
  for (const file of filesUnder(path.join(root, 'apps/web/src'))) {
    if (file.startsWith(webFeatures + path.sep)) continue;
    const reached = count(file, webFeatures, webAreas);
    if (reached >= webAreas.length / 3) central.push(`${relative(file)} (${reached} of ${webAreas.length} features)`);
  }
  const contracts = path.join(root, 'packages/contracts/src');
  const contractAreas = areas(contracts);
  for (const file of filesUnder(contracts)) {
    const reached = new Set(importsOf(file).map((target) => path.relative(contracts, target).split(path.sep)[0]!).filter((area) => contractAreas.includes(area)));
    if (reached.size >= contractAreas.length / 3 && !path.relative(contracts, file).includes(path.sep)) central.push(`${relative(file)} (${reached.size} of ${contractAreas.length} contract areas)`);
  }
  return central;
}

/** Every import of a file, type and JSON imports too, resolved to files; `import('…')` included. */
function everyImportOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\s[^;]*?from '(\.[^']+)'/gm), ...text.matchAll(/import\('(\.[^']+)'\)/g)].map(([, specifier]) => specifier!);
  return specifiers.map((specifier) => path.resolve(path.dirname(file), specifier));
}

const contractAreas = path.join(root, 'packages/contracts/src');
/** Contracts folders shared by every area, or holding one file per area (endpoints, error messages). */
const SHARED_CONTRACT_FOLDERS = ['common', 'endpoints', 'errors', 'http', 'validation'];

/** The area folder an import reaches (a server module, a web feature, a contracts area), or undefined. */
function areaOf(target: string): string | undefined {
  for (const base of [serverModules, webFeatures, contractAreas]) {
    const inside = path.relative(base, target);
    const folder = inside.split(path.sep)[0]!;
    if (base === contractAreas && SHARED_CONTRACT_FOLDERS.includes(folder)) continue;
    if (!inside.startsWith('..') && inside.includes(path.sep)) return path.join(base, folder);
  }
  return undefined;
}

/**
 * Registries an area is added to: files outside any area folder that import from at least REGISTRY_MIN area folders,
 * or at least REGISTRY_MIN files of one folder (one per migration, per endpoint group, per locale namespace): the
 * descriptor list, the composition root, the table types, the migration list, the contracts' indexes, the web route
 * table, the i18next types. Lists kept as strings or one-file catalogues are not found by imports and are named in
 * REGISTRIES_BY_NAME.
 */
const REGISTRY_MIN = 10;
const REGISTRIES_BY_NAME = [
  'packages/contracts/src/errors/codes.ts and messages.ts (an area with its own error codes)',
  'apps/web/src/locales/{zh_CN,zh_TW,en}/menu.json (a menu entry)',
];

function registriesAnAreaEdits(): string[] {
  const found: string[] = [];
  for (const dir of ['apps/server/src', 'apps/web/src', 'packages/contracts/src']) {
    for (const file of filesUnder(path.join(root, dir), /\.(ts|tsx)$/)) {
      if (areaOf(file) !== undefined) continue;
      const targets = everyImportOf(file);
      const areas = new Set(targets.map(areaOf).filter((area) => area !== undefined)).size;
      const perFolder = new Map<string, number>();
      for (const target of targets) if (areaOf(target) === undefined) perFolder.set(path.dirname(target), (perFolder.get(path.dirname(target)) ?? 0) + 1);
      const siblings = Math.max(0, ...perFolder.values());
      if (areas >= REGISTRY_MIN) found.push(`${relative(file)} (${areas} areas)`);
      else if (siblings >= REGISTRY_MIN) found.push(`${relative(file)} (${siblings} files of one folder)`);
    }
  }
  return [...found, ...REGISTRIES_BY_NAME];
}

/** Strongly connected groups of more than one file (Tarjan), over value imports between a tree's own files. */
function importCycles(dir: string): string[][] {
  const files = filesUnder(dir);
  const known = new Set(files);
  const edges = new Map(files.map((file) => [file, importsOf(file).filter((target) => known.has(target))]));
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, index);
    low.set(file, index++);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)!) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(relative(member));
    } while (member !== file);
    if (group.length > 1) cycles.push(group);
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return cycles;
}

function report(label: string, findings: readonly (string | string[])[]): void {
  console.log(`${label}: ${findings.length}`);
  if (list) for (const finding of findings) console.log(`  ${Array.isArray(finding) ? finding.join(' ⇄ ') : finding}`);
}

const uses = crossModuleRepositoryUses();
report('cross-module repository uses (sites)', uses);
const pairs = new Set(uses.map((use) => use.split(': ')[1]!.replace(/ \(.*\)$/, '')));
report('module pairs reaching another module\'s repositories', [...pairs]);
report('module code taking the whole repository bag', wholeBagTakers());
report('module folders without a descriptor in modules/index.ts', modulesWithoutDescriptor());
report("SQL naming another module's tables, undocumented (sites)", undocumentedTableUses());
report("SQL naming another module's tables, documented read models (sites)", documentedTableUses('read model'));
report("SQL naming another module's tables, documented and still to replace (sites)", documentedTableUses('to replace'));
report('hand failure toasts in web features', handFailureToasts());
report('central files (import a third or more of the areas)', centralFiles());
report('central files an area edits (registries it is added to)', registriesAnAreaEdits());
report('import cycles, server', importCycles(path.join(root, 'apps/server/src')));
report('import cycles, web', importCycles(path.join(root, 'apps/web/src')));
