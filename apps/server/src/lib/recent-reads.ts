/** How long a read is reused: what another process saves shows here within this time. */
export const RECENT_READ_MS = 1_000;

interface Entry<V> {
  value: V;
  generation: number;
  readAt: number;
}

/**
 * Recent reads of one area's small, hot data (params, the firmware catalogue), so a check-in does not query them each
 * time. Any write through the area's repositories drops every entry at once; writes made by another process show as
 * soon as it announces them (through Redis, when set), and within RECENT_READ_MS in any case. What `read` returns is
 * shared: its callers must not change it.
 */
export class RecentReads<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #announce: () => void;
  #generation = 0;

  /** `announce` tells the other processes of a write here (RecentReadsByArea below wires it). */
  constructor(announce: () => void = () => {}) {
    this.#announce = announce;
  }

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
    this.forget();
    this.#announce();
  }

  /** Drops what this process read, without telling anyone: another process announced a write. */
  forget(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

/** How the processes sharing a database tell each other of a write: an area's name, sent to every other one. */
export interface WriteAnnouncements {
  announce(area: string): void;
  listen(heard: (area: string) => void): void;
  close(): Promise<void>;
}

/**
 * One per database: each area's recent reads, shared by its repositories on the database and on the database's
 * transactions, so a write inside a transaction drops what the app's own repositories had read. With `announcements`,
 * a write here drops the area in every other process too.
 */
export class RecentReadsByArea {
  readonly #areas = new Map<string, RecentReads<unknown>>();
  readonly #announcements: WriteAnnouncements | undefined;

  constructor(announcements?: WriteAnnouncements) {
    this.#announcements = announcements;
    announcements?.listen((area) => this.#areas.get(area)?.forget());
  }

  of<V>(area: string): RecentReads<V> {
    let reads = this.#areas.get(area);
    if (!reads) this.#areas.set(area, (reads = new RecentReads<unknown>(() => this.#announcements?.announce(area))));
    return reads as RecentReads<V>;
  }

  close(): Promise<void> {
    return this.#announcements?.close() ?? Promise.resolve();
  }
}
