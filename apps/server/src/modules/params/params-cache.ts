/** How long a read of params is reused: what another process saves shows here within this time. */
export const PARAMS_CACHE_MS = 1_000;

interface Entry {
  values: ReadonlyMap<string, string>;
  generation: number;
  readAt: number;
}

/**
 * Recent reads of params, shared by the repositories of one database (the app's and those bound to a transaction), so
 * a check-in does not query sys_params each time. Any write through them drops every entry at once; writes made by
 * another process show within PARAMS_CACHE_MS.
 */
export class ParamsCache {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;

  async read(codes: readonly string[], load: () => Promise<ReadonlyMap<string, string>>): Promise<ReadonlyMap<string, string>> {
    const key = codes.join('\n');
    const entry = this.#entries.get(key);
    if (entry && entry.generation === this.#generation && performance.now() - entry.readAt < PARAMS_CACHE_MS) return entry.values;
    const generation = this.#generation;
    const readAt = performance.now();
    const values = await load();
    // A write during the read may have been missed by it: keep it only if none happened.
    if (generation === this.#generation) this.#entries.set(key, { values, generation, readAt });
    return values;
  }

  /** Every write to sys_params calls this. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
