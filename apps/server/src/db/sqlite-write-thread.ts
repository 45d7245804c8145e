import { Worker } from 'node:worker_threads';

const WORKER = new URL('./sqlite-write-worker.ts', import.meta.url);

export interface WriteStatement {
  sql: string;
  parameters: readonly unknown[];
}

interface Answer {
  id: number;
  error?: string;
}

/**
 * A thread with its own connection to an SQLite file, for writes no request waits for (last-seen times): SQLite runs a
 * statement on the thread that calls it, and a 100-device update held the event loop for milliseconds. Each statement
 * commits on its own without waiting for the disk, so the app's connection waits at most one statement for the write
 * lock (a crash may lose the last ones, as batching them already may).
 */
export class SqliteWriteThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  readonly #inFlight = new Set<Promise<void>>();
  #next = 0;
  #failure: Error | undefined;

  constructor(location: string) {
    this.#worker = new Worker(WORKER, { workerData: { location } });
    this.#worker.on('message', ({ id, error }: Answer) => {
      const waiting = this.#waiting.get(id);
      this.#waiting.delete(id);
      if (error === undefined) waiting?.resolve();
      else waiting?.reject(new Error(error));
    });
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`sqlite write thread exited (${code})`)));
  }

  /** Resolves once every statement is committed, in order. */
  run(statements: readonly WriteStatement[]): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = ++this.#next;
    const written = new Promise<void>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ id, statements });
    });
    this.#inFlight.add(written);
    void written.catch(() => undefined).finally(() => this.#inFlight.delete(written));
    return written;
  }

  /** After what was sent is written. */
  async close(): Promise<void> {
    await Promise.allSettled(this.#inFlight);
    this.#failure ??= new Error('sqlite write thread closed');
    await this.#worker.terminate();
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const { reject } of this.#waiting.values()) reject(error);
    this.#waiting.clear();
  }
}
