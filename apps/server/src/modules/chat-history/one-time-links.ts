import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@vox/contracts';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Anonymous links for the browser (audio playback, text download): a random uuid maps to a
 * value for a while and works once.
 */
export class OneTimeLinks {
  readonly #kv: KeyValueStore;
  readonly #prefix: string;
  readonly #ttlSeconds: number;

  constructor(kv: KeyValueStore, prefix: string, ttlSeconds: number) {
    this.#kv = kv;
    this.#prefix = prefix;
    this.#ttlSeconds = ttlSeconds;
  }

  async issue(value: string): Promise<string> {
    const uuid = randomUUID();
    await this.#kv.set(`${this.#prefix}${uuid}`, value, this.#ttlSeconds);
    return uuid;
  }

  /** The value, once; a used, expired or unknown link is 10136. */
  async redeem(uuid: string): Promise<string> {
    const value = await this.#kv.take(`${this.#prefix}${uuid}`);
    if (value === null) throw new AppError(ErrorCode.LINK_EXPIRED);
    return value;
  }
}
