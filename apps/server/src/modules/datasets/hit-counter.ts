import type { Logger } from '../../lib/logger.ts';

/** Longest a retrieval's hit waits before it is written. */
export const HIT_FLUSH_MS = 5_000;

/**
 * Segment hit counts, kept in memory and written in batches: a search reads and never writes, so twenty devices asking
 * at once never queue behind one another's UPDATE (SQLite has one writer). A crash loses at most the last few seconds
 * of counts, which only order the segment screens' "hits" column.
 */
export class HitCounter {
  readonly #write: (counts: ReadonlyMap<string, number>) => Promise<void>;
  readonly #log: Logger;
  readonly #delayMs: number;
  #pending = new Map<string, number>();
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();

  constructor(write: (counts: ReadonlyMap<string, number>) => Promise<void>, log: Logger, delayMs = HIT_FLUSH_MS) {
    this.#write = write;
    this.#log = log;
    this.#delayMs = delayMs;
  }

  record(ids: readonly string[]): void {
    if (ids.length === 0) return;
    for (const id of ids) this.#pending.set(id, (this.#pending.get(id) ?? 0) + 1);
    if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), this.#delayMs);
      this.#timer.unref();
    }
  }

  /** Writes what is counted; batches are written one after another, never two at once. */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const batch = this.#pending;
    this.#pending = new Map();
    if (batch.size === 0) return this.#writing;
    this.#writing = this.#writing.then(() => this.#write(batch).catch((error: unknown) => this.#log.warn({ err: error, segments: batch.size }, 'hit counts not written')));
    return this.#writing;
  }
}
