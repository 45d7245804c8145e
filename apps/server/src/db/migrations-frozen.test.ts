import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.ts';
import { migrateToLatest } from './migrate.ts';
import { migrationFiles, migrationFingerprint } from './migration-fingerprint.ts';
import { PARAM_SEEDS } from './migrations/data/0002/params.ts';
import { migrations } from './migrations/index.ts';
import { RELEASED_MIGRATIONS } from './migrations/released.ts';

const names = Object.keys(migrations);
/** Value imports a migration may make outside its folder: the query builder and Node's own modules. */
const ALLOWED_OUTSIDE = [/^kysely$/, /^node:/];

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

  it('keep the fingerprint they were released with; a new migration is added to the list', () => {
    const changed = names.filter((name) => RELEASED_MIGRATIONS[name] !== undefined && RELEASED_MIGRATIONS[name] !== migrationFingerprint(name));
    expect(changed, 'a released migration was edited: put the change in a new migration').toEqual([]);
    const unlisted = names.filter((name) => RELEASED_MIGRATIONS[name] === undefined).map((name) => `'${name}': '${migrationFingerprint(name)}'`);
    expect(unlisted, 'add these lines to migrations/released.ts').toEqual([]);
  });

  it('insert what they carry, whatever the code around them says later', async () => {
    const carried = PARAM_SEEDS.map(([code]) => code);
    // Another module changing its idea of the params (here: a copy with one more) cannot reach 0002.
    const later = [...carried, 'server.added_later'];
    const database = await createTestDatabase();
    try {
      await migrateToLatest(database.db);
      const stored = (await database.db.selectFrom('sys_params').select('param_code').execute()).map((row) => row.param_code);
      expect(stored).toEqual(expect.arrayContaining(carried));
      expect(stored).not.toContain('server.added_later');
      expect(later.filter((code) => !stored.includes(code))).toEqual(['server.added_later']);
    } finally {
      await database.destroy();
    }
  });
});
