/**
 * Short-lived keyed values: captcha answers, SMS codes, send counters, the bootstrap code hash.
 * The default lives in the database; a Redis adapter can replace it when several processes run.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  /** `ttlSeconds` omitted: the value never expires. */
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /** Store only when no live value exists (Redis SET NX); true when this call stored it. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Read and delete in one step, so a value can be used once only. */
  take(key: string): Promise<string | null>;
  /** Delete only when the stored value equals `value`; true when this call deleted it. */
  deleteIfEquals(key: string, value: string): Promise<boolean>;
  /** Add one and return the new count; the window starts with the first increment. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  purgeExpired(): Promise<void>;
}

/** The store did not answer (Redis away or too slow), as opposed to a command it refused. */
export class KeyValueStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`key-value store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'KeyValueStoreUnavailableError';
  }
}
