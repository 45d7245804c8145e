/** How long a read is reused: what another process saves shows here within this time. */
export const RECENT_READ_MS = 1_000;

interface Entry<V> {
  value: V;
  generation: number;
  readAt: number;
}

/**
 * Recent reads of one area's small, hot data (params, the firmware catalogue), so a check-in does not query them each
 * time. Any write through the area's repositories drops every entry at once; writes made by another process show
 * within RECENT_READ_MS. What `read` returns is shared: its callers must not change it.
 */
export class RecentReads<V> {
  readonly #entries = new Map<string, Entry<V>>();
  #generation = 0;

  async read(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry && entry.generation === this.#generation && performance.now() - entry.readAt < RECENT_READ_MS) return entry.value;
    const generation = this.#generation;
    const readAt = performance.now();
    const value = await load();
    // A write during the read may have been missed by it: keep it only if none happened.
    if (generation === this.#generation) this.#entries.set(key, { value, generation, readAt });
    return value;
  }

  /** Every write to the area's tables calls this. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

/**
 * One per database: each area's recent reads, shared by its repositories on the database and on the database's
 * transactions, so a write inside a transaction drops what the app's own repositories had read.
 */
export class RecentReadsByArea {
  readonly #areas = new Map<string, RecentReads<unknown>>();

  of<V>(area: string): RecentReads<V> {
    let reads = this.#areas.get(area);
    if (!reads) this.#areas.set(area, (reads = new RecentReads<unknown>()));
    return reads as RecentReads<V>;
  }
}
