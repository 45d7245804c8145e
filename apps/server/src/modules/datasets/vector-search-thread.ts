import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { IvfIndex } from './vector-index.ts';
import type { SearchThreadAnswer, SearchThreadRequest } from './vector-search-worker.ts';

const WORKER = new URL('./vector-search-worker.ts', import.meta.url);
/** Searches ranked at once: one per core up to two, so many devices asking together use a second core. */
const THREADS = Math.max(1, Math.min(2, availableParallelism()));

interface Registered {
  matrix: Float32Array;
  count: number;
  dimensions: number;
  index: IvfIndex | null;
}

type Pending = Map<number, { resolve: (answer: SearchThreadAnswer) => void; reject: (error: Error) => void }>;

/**
 * Ranks large vector sets in worker threads (up to THREADS, each search to the least busy), so comparing a query with
 * tens of thousands of vectors (every one of them until the index is built) never holds up the event loop devices
 * share. Matrices live in SharedArrayBuffers, read in place by every thread. A set is dropped from the threads when the
 * owner object registered with it is collected. A thread that died is started again with every set still registered.
 */
export class VectorSearchThread {
  readonly #workers: ({ worker: Worker; pending: Pending } | null)[] = Array.from({ length: THREADS }, () => null);
  #nextKey = 1;
  #nextId = 1;
  readonly #sets = new Map<number, Registered>();
  readonly #owners = new FinalizationRegistry<number>((key) => this.#drop(key));

  /** Registers a set for as long as `owner` lives; answers its key. */
  load(owner: object, matrix: Float32Array, count: number, dimensions: number): number {
    const key = this.#nextKey++;
    const set = { matrix, count, dimensions, index: null };
    this.#sets.set(key, set);
    this.#owners.register(owner, key);
    this.#post({ kind: 'load', key, ...set });
    return key;
  }

  setIndex(key: number, index: IvfIndex): void {
    const set = this.#sets.get(key);
    if (!set) return;
    set.index = index;
    this.#post({ kind: 'index', key, index });
  }

  async rank(key: number, query: Float32Array, wanted: number): Promise<{ rows: number[]; scores: Float32Array; complete: boolean }> {
    const { worker, pending } = this.#leastBusy();
    const id = this.#nextId++;
    // Kept alive while it owes answers, and never otherwise.
    if (pending.size === 0) worker.ref();
    const answer = await new Promise<SearchThreadAnswer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ kind: 'rank', id, key, query, wanted } satisfies SearchThreadRequest);
    }).finally(() => {
      if (pending.size === 0) worker.unref();
    });
    if ('missing' in answer) throw new Error(`vector set ${key} is not in the search thread`);
    return answer;
  }

  #post(request: SearchThreadRequest): void {
    for (const slot of this.#workers) slot?.worker.postMessage(request);
  }

  #drop(key: number): void {
    this.#sets.delete(key);
    this.#post({ kind: 'drop', key });
  }

  /** A thread not yet started, else the one owing the fewest answers. */
  #leastBusy(): { worker: Worker; pending: Pending } {
    const free = this.#workers.findIndex((slot) => slot === null);
    if (free !== -1) return this.#start(free);
    return this.#workers.reduce((best, slot) => (slot!.pending.size < best!.pending.size ? slot : best))!;
  }

  #start(at: number): { worker: Worker; pending: Pending } {
    const worker = new Worker(WORKER);
    const slot = { worker, pending: new Map() as Pending };
    worker.unref();
    for (const [key, set] of this.#sets) worker.postMessage({ kind: 'load', key, ...set } satisfies SearchThreadRequest);
    worker.on('message', (answer: SearchThreadAnswer) => {
      const waiting = slot.pending.get(answer.id);
      slot.pending.delete(answer.id);
      waiting?.resolve(answer);
    });
    const fail = (error: Error) => {
      if (this.#workers[at] === slot) this.#workers[at] = null;
      for (const waiting of slot.pending.values()) waiting.reject(error);
      slot.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`vector search thread exited (${code})`)));
    this.#workers[at] = slot;
    return slot;
  }
}
