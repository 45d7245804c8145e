import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { WriteAnnouncements } from '../../lib/recent-reads.ts';
import { subscriberOf } from './redis-subscriber.ts';

/**
 * Writes announced to the other console processes on one Redis channel: `<process id> <area>`. A process ignores its
 * own. Nothing is stored: a process that misses a message (Redis away) sees the write when its recent reads age out.
 */
export class RedisWriteAnnouncements implements WriteAnnouncements {
  readonly #redis: Redis;
  readonly #subscriber: Redis;
  /** Channel names are not covered by ioredis's keyPrefix, so the channel carries the prefix itself. */
  readonly #channel: string;
  readonly #processId = randomBytes(8).toString('hex');

  constructor(redis: Redis, prefix: string) {
    this.#redis = redis;
    this.#subscriber = subscriberOf(redis);
    this.#channel = `${prefix}recent-reads`;
  }

  announce(area: string): void {
    // A lost announcement costs at most a second of an old value elsewhere: never a failed write here.
    this.#redis.publish(this.#channel, `${this.#processId} ${area}`).catch(() => undefined);
  }

  listen(heard: (area: string) => void): void {
    this.#subscriber.on('message', (_channel: string, text: string) => {
      const [from, area] = text.split(' ', 2);
      if (from !== this.#processId && area) heard(area);
    });
    this.#subscriber.subscribe(this.#channel).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.#subscriber.disconnect();
  }
}
