import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely, Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrationFiles, migrationFingerprint, releasedFingerprint, releasedLine, runnableText } from './migration-fingerprint.ts';
import { PARAM_SEEDS } from './migrations/data/0002/params.ts';
import { loadMigrations } from './migrations/index.ts';

const names = Object.keys(await loadMigrations());
/** Value imports a migration may make outside its folder: the query builder and Node's own modules. */
const ALLOWED_OUTSIDE = [/^kysely$/, /^node:/];

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * A copy of db/migrations at the same depth in an empty tree with kysely as its only package: a migration reaching
 * for code outside its folder (live seed data, a helper, another package), however it imports it, fails to load there.
 */
async function detachedMigrations(root: string): Promise<Record<string, Migration>> {
  const copy = path.join(root, 'apps', 'server', 'src', 'db', 'migrations');
  cpSync(MIGRATIONS_DIR, copy, { recursive: true });
  const kyselyEntry = createRequire(import.meta.url).resolve('kysely');
  mkdirSync(path.join(root, 'node_modules'));
  symlinkSync(kyselyEntry.slice(0, kyselyEntry.lastIndexOf(`${path.sep}dist${path.sep}`)), path.join(root, 'node_modules', 'kysely'));
  return ((await import(path.join(copy, 'index.ts'))) as { loadMigrations: () => Promise<Record<string, Migration>> }).loadMigrations();
}

const RANDOM_ID = /^[0-9a-f]{32}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

/** Every table's rows, sorted, with the ids and times a migration draws at random or from the clock masked. */
async function allRows(db: Kysely<Database>): Promise<Record<string, string[]>> {
  // Dates reach the replacer as ISO strings (their toJSON runs first).
  const mask = (_key: string, value: unknown) => (typeof value === 'string' && (RANDOM_ID.test(value) || TIMESTAMP.test(value)) ? '<masked>' : value);
  const rows: Record<string, string[]> = {};
  for (const { name } of await db.introspection.getTables()) {
    const table = (await db.selectFrom(name as keyof Database).selectAll().execute()).map((row) => JSON.stringify(row, mask));
    if (table.length > 0) rows[name] = table.sort();
  }
  return rows;
}

async function migratedRows(migrationsToRun?: Record<string, Migration>): Promise<Record<string, string[]>> {
  const database = await createTestDatabase();
  try {
    await migrateToLatest(database.db, migrationsToRun);
    return await allRows(database.db);
  } finally {
    await database.destroy();
  }
}

describe('released migrations are frozen', () => {
  it('import no live code: only their own folder (data, support), kysely and node: modules (types are free)', () => {
    const offenders: string[] = [];
    for (const name of names) {
      for (const file of migrationFiles(name)) {
        for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*?from '([^']+)'/gm)) {
          const resolved = specifier!.startsWith('.') ? path.resolve(path.dirname(file), specifier!) : specifier!;
          const inside = resolved.includes(`${path.sep}db${path.sep}migrations${path.sep}`);
          if (!inside && !ALLOWED_OUTSIDE.some((pattern) => pattern.test(resolved))) offenders.push(`${path.basename(file)} imports ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('are found by file name: every other file of the folder is a migration', () => {
    const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
    expect(files.map((file) => file.slice(0, -'.ts'.length)).sort()).toEqual(names);
    expect(names.length).toBeGreaterThan(40);
  });

  it('keep the fingerprint they were released with, which each file names on its first line', () => {
    const changed = names.filter((name) => ![undefined, migrationFingerprint(name)].includes(releasedFingerprint(name)));
    expect(changed, 'a released migration was edited: put the change in a new migration').toEqual([]);
    const unstamped = names.filter((name) => releasedFingerprint(name) === undefined).map((name) => `${name}.ts: ${releasedLine(migrationFingerprint(name))}`);
    expect(unstamped, 'make these the first line of each file').toEqual([]);
  });

  it('are fingerprinted by the code they run: a corrected comment keeps the fingerprint, a changed value does not', () => {
    const released = "/** Seeds (see the old doc). */\nexport const SEEDS = ['a', 'b'];\n";
    expect(runnableText('0099-x.ts', "// Seeds, as upstream has them.\nexport const SEEDS = ['a', 'b']; // two\n")).toBe(runnableText('0099-x.ts', released));
    expect(runnableText('0099-x.ts', "/** Seeds (see the old doc). */\nexport const SEEDS = ['a', 'c'];\n")).not.toBe(runnableText('0099-x.ts', released));
  });

  it('insert what they carry, whatever the code around them says later', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vox-detached-migrations-'));
    try {
      const detached = await migratedRows(await detachedMigrations(root));
      const storedCodes = (detached.sys_params ?? []).map((row) => (JSON.parse(row) as { param_code: string }).param_code);
      expect(storedCodes).toEqual(expect.arrayContaining(PARAM_SEEDS.map(([code]) => code)));
      expect(detached).toEqual(await migratedRows());
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
