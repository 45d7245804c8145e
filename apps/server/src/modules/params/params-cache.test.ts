import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { createTestDatabase } from '../../../test/helper.ts';
import { createRepositories, transactionRunner } from '../repositories.ts';
import { PARAMS_CACHE_MS, ParamsCache } from './params-cache.ts';

describe('ParamsCache', () => {
  afterEach(() => vi.useRealTimers());

  it('reuses a read for a second, then reads again', async () => {
    vi.useFakeTimers();
    const cache = new ParamsCache();
    const load = vi.fn(async () => new Map([['server.websocket', 'ws://a']]));
    await cache.read(['server.websocket'], load);
    await cache.read(['server.websocket'], load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PARAMS_CACHE_MS);
    expect((await cache.read(['server.websocket'], load)).get('server.websocket')).toBe('ws://a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that a write overtook', async () => {
    const cache = new ParamsCache();
    let finish = (_: Map<string, string>) => {};
    const slow = cache.read(['k'], () => new Promise((resolve) => (finish = resolve)));
    cache.invalidate();
    finish(new Map([['k', 'old']]));
    expect((await slow).get('k')).toBe('old');
    expect((await cache.read(['k'], async () => new Map([['k', 'new']]))).get('k')).toBe('new');
  });
});

describe('params read through the cache', () => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => database?.destroy());

  it('shows a value saved inside a transaction to the next read, and one saved outside too', async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
    const cache = new ParamsCache();
    const repos = createRepositories(database.db, cache);
    const transaction = transactionRunner(database.db, cache);
    expect((await repos.params.valuesOf(['server.websocket'])).get('server.websocket')).not.toBe('ws://one');
    await transaction((inTransaction) => inTransaction.params.setValue('server.websocket', 'ws://one', new Date().toISOString()));
    expect((await repos.params.valuesOf(['server.websocket'])).get('server.websocket')).toBe('ws://one');
    await repos.params.setValue('server.websocket', 'ws://two', new Date().toISOString());
    expect((await repos.params.valuesOf(['server.websocket'])).get('server.websocket')).toBe('ws://two');
  });
});
