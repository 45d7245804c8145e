import { randomBytes } from 'node:crypto';
import type { McpProxyRole } from '@vox/contracts';
import type { Redis } from 'ioredis';
import { subscriberOf } from '../../integrations/kv/redis-subscriber.ts';
import type { ProxyBus, ProxyBusMessage } from './mcp-proxy-bus.ts';

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/**
 * The MCP proxy relay over Redis. A registry key per user and role names the process holding that socket; each
 * process listens on a channel of its own (deliveries, "replaced") and on one channel for all (revocations). PUBLISH
 * answers how many listeners got a message, so a registry entry left by a process that died is noticed (0) and
 * dropped, and the sender answers "tool host not connected" as it would in one process.
 */
export class RedisProxyBus implements ProxyBus {
  readonly #redis: Redis;
  readonly #subscriber: Redis;
  /** Channel names are not covered by ioredis's keyPrefix, so they carry the prefix themselves. */
  readonly #prefix: string;
  readonly #processId = randomBytes(8).toString('hex');

  constructor(redis: Redis, prefix: string) {
    this.#redis = redis;
    this.#subscriber = subscriberOf(redis);
    this.#prefix = prefix;
  }

  #registry(userId: string, role: McpProxyRole): string {
    return `mcpproxy:holder:${userId}:${role}`;
  }

  #channel(processId: string): string {
    return `${this.#prefix}mcpproxy:process:${processId}`;
  }

  get #everyone(): string {
    return `${this.#prefix}mcpproxy:all`;
  }

  #send(processId: string, message: ProxyBusMessage): Promise<number> {
    return this.#redis.publish(this.#channel(processId), JSON.stringify(message));
  }

  async claim(userId: string, role: McpProxyRole): Promise<void> {
    const previous = await this.#redis.set(this.#registry(userId, role), this.#processId, 'GET');
    if (previous && previous !== this.#processId) await this.#send(previous, { type: 'replaced', userId, role });
  }

  async release(userId: string, role: McpProxyRole): Promise<void> {
    await this.#redis.eval(RELEASE, 1, this.#registry(userId, role), this.#processId);
  }

  async forward(userId: string, role: McpProxyRole, data: Buffer, binary: boolean): Promise<boolean> {
    const holder = await this.#redis.get(this.#registry(userId, role));
    if (!holder || holder === this.#processId) return false;
    const listeners = await this.#send(holder, { type: 'deliver', userId, role, data: data.toString('base64'), binary });
    if (listeners > 0) return true;
    await this.#redis.eval(RELEASE, 1, this.#registry(userId, role), holder);
    return false;
  }

  async closeUser(userId: string): Promise<void> {
    await this.#redis.publish(this.#everyone, JSON.stringify({ type: 'closeUser', userId } satisfies ProxyBusMessage));
  }

  async listen(handler: (message: ProxyBusMessage) => void): Promise<void> {
    this.#subscriber.on('message', (_channel: string, text: string) => handler(JSON.parse(text) as ProxyBusMessage));
    const subscribed = this.#subscriber.subscribe(this.#channel(this.#processId), this.#everyone);
    // Start-up waits for the subscription only while Redis answers; otherwise it is made when Redis comes back.
    if (this.#redis.status === 'ready') await subscribed;
    else subscribed.catch(() => undefined);
  }

  async close(): Promise<void> {
    this.#subscriber.disconnect();
  }
}
