import type { Logger } from '../../lib/logger.ts';

export interface LastSeenOptions {
  /** Longest a check-in's last-seen time waits before it is written; 0 writes each at once (tests). */
  maxDelayMs: number;
  /** A batch this large is written without waiting. */
  maxBatch: number;
}

export const DEFAULT_LAST_SEEN: LastSeenOptions = { maxDelayMs: 1_000, maxBatch: 1_000 };

/**
 * Last-seen times of OTA check-ins, written in batches: one statement per batch instead of one disk flush per
 * check-in, which bounded the device path at about a thousand check-ins a second. Only the time is batched (a crash
 * loses at most the last batch of times); what a check-in changes about a device (its first Client-Id, board,
 * firmware version) and everything about binding and activation is written at once by the caller.
 */
export class LastSeenBatcher {
  readonly #write: (seen: ReadonlyMap<string, string>) => Promise<void>;
  readonly #options: LastSeenOptions;
  readonly #log: Logger;
  #pending = new Map<string, string>();
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();

  constructor(write: (seen: ReadonlyMap<string, string>) => Promise<void>, options: LastSeenOptions, log: Logger) {
    this.#write = write;
    this.#options = options;
    this.#log = log;
  }

  /** Resolves once the time is queued, or written when batching is off. */
  async record(deviceId: string, at: string): Promise<void> {
    this.#pending.set(deviceId, at);
    if (this.#options.maxDelayMs === 0 || this.#pending.size >= this.#options.maxBatch) {
      await this.flush();
      return;
    }
    this.#timer ??= setTimeout(() => void this.flush(), this.#options.maxDelayMs);
  }

  /** Writes what is queued; batches are written one after another, never two at once. */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const batch = this.#pending;
    this.#pending = new Map();
    if (batch.size === 0) return this.#writing;
    this.#writing = this.#writing.then(() =>
      this.#write(batch).catch((error: unknown) => this.#log.warn({ err: error, devices: batch.size }, 'last-seen batch not written')),
    );
    return this.#writing;
  }
}
