interface Waiting<R> {
  resolve: (row: R | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Point reads by key asked for in one turn of the event loop, answered by one statement for all of them. Across a
 * socket (PostgreSQL) a check-in's device read cost more in its round trip than in the database; under load, the
 * requests read in one turn share one. A lone read waits only for the end of its turn.
 */
export class CoalescedReads<R> {
  readonly #readMany: (keys: string[]) => Promise<readonly R[]>;
  readonly #keyOf: (row: R) => string;
  #waiting = new Map<string, Waiting<R>[]>();

  constructor(readMany: (keys: string[]) => Promise<readonly R[]>, keyOf: (row: R) => string) {
    this.#readMany = readMany;
    this.#keyOf = keyOf;
  }

  /** The row with this key, or undefined; rejects when the shared statement fails. */
  read(key: string): Promise<R | undefined> {
    return new Promise((resolve, reject) => {
      if (this.#waiting.size === 0) setImmediate(() => void this.#readAll());
      const waiting = this.#waiting.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.#waiting.set(key, [{ resolve, reject }]);
    });
  }

  async #readAll(): Promise<void> {
    const batch = this.#waiting;
    this.#waiting = new Map();
    try {
      const rows = new Map((await this.#readMany([...batch.keys()])).map((row) => [this.#keyOf(row), row]));
      for (const [key, waiting] of batch) for (const { resolve } of waiting) resolve(rows.get(key));
    } catch (error) {
      if (batch.size === 1) for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
      // A key the database refuses (one caller's bad input) must not fail the others' reads: each is read alone.
      else for (const [key, waiting] of batch) void this.#readAlone(key, waiting);
    }
  }

  async #readAlone(key: string, waiting: readonly Waiting<R>[]): Promise<void> {
    try {
      const [row] = await this.#readMany([key]);
      for (const { resolve } of waiting) resolve(row);
    } catch (error) {
      for (const { reject } of waiting) reject(error);
    }
  }
}
