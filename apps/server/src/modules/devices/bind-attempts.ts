import { ErrorCode } from '@vox/contracts';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import { AppError } from '../../lib/app-error.ts';

const MAX_WRONG_CODES = 10;
const WINDOW_SECONDS = 600;
const key = (userId: string) => `device:bind-failures:${userId}`;

/**
 * Upstream let anyone guess activation codes without limit: a user gets ten wrong
 * codes per ten minutes, counted from the first miss.
 */
export class BindAttempts {
  readonly #kv: KeyValueStore;

  constructor(kv: KeyValueStore) {
    this.#kv = kv;
  }

  async assertAllowed(userId: string): Promise<void> {
    if (Number(await this.#kv.get(key(userId))) >= MAX_WRONG_CODES) {
      throw new AppError(ErrorCode.ACTIVATION_ATTEMPTS_EXCEEDED, [WINDOW_SECONDS / 60]);
    }
  }

  async recordMiss(userId: string): Promise<void> {
    await this.#kv.increment(key(userId), WINDOW_SECONDS);
  }
}
