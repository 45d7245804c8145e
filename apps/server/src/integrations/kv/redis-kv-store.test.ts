import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/helper.ts';
import { freePort } from '../../../test/console-process.ts';
import { KeyValueStoreUnavailableError } from './kv-store.ts';
import { RedisKeyValueStore } from './redis-kv-store.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RedisKeyValueStore on the real Redis', () => {
  let redis: Redis;
  let kv: RedisKeyValueStore;
  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL, { keyPrefix: `vox-test-${randomUUID()}:`, lazyConnect: false });
    kv = new RedisKeyValueStore(redis);
  });
  afterAll(() => redis.quit());

  it('stores, takes once, and expires values', async () => {
    await kv.set('a', '1', 60);
    await kv.set('a', '2', 60);
    await kv.set('forever', 'x');
    expect(await kv.get('a')).toBe('2');
    expect(await redis.ttl('forever')).toBe(-1);
    expect(await kv.take('a')).toBe('2');
    expect(await kv.take('a')).toBeNull();
    await kv.set('short', 'v', 1);
    await pause(1_100);
    expect(await kv.get('short')).toBeNull();
  });

  it('sets only when absent and deletes only an equal value', async () => {
    expect(await kv.setIfAbsent('n', 'first', 10)).toBe(true);
    expect(await kv.setIfAbsent('n', 'second', 10)).toBe(false);
    expect(await kv.get('n')).toBe('first');
    expect(await kv.deleteIfEquals('n', 'other')).toBe(false);
    expect(await kv.deleteIfEquals('n', 'first')).toBe(true);
    expect(await kv.get('n')).toBeNull();
  });

  it('counts within a window that starts at the first increment and is not extended by later ones', async () => {
    expect(await kv.increment('c', 100)).toBe(1);
    const ttl = await redis.ttl('c');
    expect(ttl).toBeGreaterThan(90);
    expect(await kv.increment('c', 1000)).toBe(2);
    expect(await redis.ttl('c')).toBeLessThanOrEqual(100);
  });

  it('tells a Redis that does not answer from a command Redis refused', async () => {
    await kv.set('text', 'not a number', 60);
    await expect(kv.increment('text', 60)).rejects.toThrow(/ERR/);
    await expect(kv.increment('text', 60)).rejects.not.toBeInstanceOf(KeyValueStoreUnavailableError);

    const nobody = new Redis(`redis://127.0.0.1:${await freePort()}`, { enableOfflineQueue: false, lazyConnect: true, retryStrategy: () => null });
    const away = new RedisKeyValueStore(nobody);
    await expect(away.get('a')).rejects.toBeInstanceOf(KeyValueStoreUnavailableError);
    await expect(away.increment('c', 10)).rejects.toBeInstanceOf(KeyValueStoreUnavailableError);
    nobody.disconnect();
  });
});
