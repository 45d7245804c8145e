import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TestClock } from '../../../test/helper.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { SqlKeyValueStore } from './sql-kv-store.ts';

describe('SqlKeyValueStore on the real database', () => {
  let database: DatabaseHandle;
  let clock: TestClock;
  let kv: SqlKeyValueStore;
  beforeEach(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
    clock = new TestClock();
    kv = new SqlKeyValueStore(database.db, clock);
  });
  afterEach(() => database.destroy());

  it('stores, overwrites and expires values', async () => {
    await kv.set('a', '1', 10);
    await kv.set('a', '2', 10);
    await kv.set('forever', 'x');
    expect(await kv.get('a')).toBe('2');
    clock.advance(10);
    expect(await kv.get('a')).toBeNull();
    clock.advance(10_000_000);
    expect(await kv.get('forever')).toBe('x');
  });

  it('takes a value once', async () => {
    await kv.set('t', 'v', 60);
    expect(await kv.take('t')).toBe('v');
    expect(await kv.take('t')).toBeNull();
    await kv.set('old', 'v', 1);
    clock.advance(2);
    expect(await kv.take('old')).toBeNull();
  });

  it('sets only when no live value exists', async () => {
    expect(await kv.setIfAbsent('n', 'first', 10)).toBe(true);
    expect(await kv.setIfAbsent('n', 'second', 10)).toBe(false);
    expect(await kv.get('n')).toBe('first');
    clock.advance(10);
    expect(await kv.setIfAbsent('n', 'third', 10)).toBe(true);
    expect(await kv.get('n')).toBe('third');
    await kv.set('forever', 'x');
    expect(await kv.setIfAbsent('forever', 'y', 10)).toBe(false);
  });

  it('deletes only on an equal, live value', async () => {
    await kv.set('h', 'abc');
    expect(await kv.deleteIfEquals('h', 'abd')).toBe(false);
    expect(await kv.deleteIfEquals('h', 'abc')).toBe(true);
    expect(await kv.deleteIfEquals('h', 'abc')).toBe(false);
  });

  it('counts within a window that starts at the first increment', async () => {
    expect(await kv.increment('n', 100)).toBe(1);
    clock.advance(50);
    expect(await kv.increment('n', 100)).toBe(2);
    clock.advance(49);
    expect(await kv.increment('n', 100)).toBe(3);
    clock.advance(1);
    expect(await kv.increment('n', 100)).toBe(1);
  });

  it('purges expired rows only', async () => {
    await kv.set('gone', '1', 1);
    await kv.set('kept', '1', 100);
    await kv.set('forever', '1');
    clock.advance(5);
    await kv.purgeExpired();
    const keys = await database.db.selectFrom('kv').select('key').orderBy('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['forever', 'kept']);
  });
});
