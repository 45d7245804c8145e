import type { Redis } from 'ioredis';
import { KeyValueStoreUnavailableError, type KeyValueStore } from './kv-store.ts';

/** INCR, starting the window's expiry with the first increment only (a later INCR must not extend it). */
const INCREMENT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return n`;
const DELETE_IF_EQUALS = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/** A command Redis answered with an error is a bug to report as such; anything else means Redis did not answer. */
function unavailable(error: unknown): unknown {
  return error instanceof Error && error.name === 'ReplyError' ? error : new KeyValueStoreUnavailableError(error);
}

/**
 * The key-value store in Redis, shared by every console process (captcha answers, SMS codes and counters, activation
 * codes, one-time links). Redis expires keys itself, so nothing needs purging. Keys are prefixed by the client's own
 * `keyPrefix`. While Redis is away every call fails at once with KeyValueStoreUnavailableError (the client queues
 * nothing), which callers turn into a 503 or do without.
 */
export class RedisKeyValueStore implements KeyValueStore {
  readonly #redis: Redis;

  constructor(redis: Redis) {
    this.#redis = redis;
  }

  async #run<T>(command: (redis: Redis) => Promise<T>): Promise<T> {
    try {
      return await command(this.#redis);
    } catch (error) {
      throw unavailable(error);
    }
  }

  get(key: string): Promise<string | null> {
    return this.#run((redis) => redis.get(key));
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds === undefined) await this.#run((redis) => redis.set(key, value));
    else await this.#run((redis) => redis.set(key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds))));
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    return (await this.#run((redis) => redis.set(key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)), 'NX'))) === 'OK';
  }

  async delete(key: string): Promise<void> {
    await this.#run((redis) => redis.del(key));
  }

  take(key: string): Promise<string | null> {
    return this.#run((redis) => redis.getdel(key));
  }

  async deleteIfEquals(key: string, value: string): Promise<boolean> {
    return Number(await this.#run((redis) => redis.eval(DELETE_IF_EQUALS, 1, key, value))) === 1;
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    return Number(await this.#run((redis) => redis.eval(INCREMENT, 1, key, String(Math.max(1, Math.ceil(ttlSeconds))))));
  }

  async purgeExpired(): Promise<void> {
    // Redis expires keys on its own.
  }
}
