import type { Redis } from 'ioredis';

/**
 * A connection of its own for SUBSCRIBE, which may wait for Redis: queued while Redis is away, sent once it answers,
 * and sent again by ioredis after each reconnect. Its outages are the main client's to report.
 */
export function subscriberOf(redis: Redis): Redis {
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
  subscriber.on('error', () => undefined);
  return subscriber;
}
