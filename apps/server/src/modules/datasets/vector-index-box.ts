import { Worker } from 'node:worker_threads';
import type { IvfIndex } from './vector-index.ts';

const WORKER = new URL('./vector-index-worker.ts', import.meta.url);

/**
 * Builds vector indexes in a worker thread, one at a time (a 100,000-row index takes seconds of k-means, which the
 * event loop devices share must not wait for). Each build gets a thread of its own, ended when it answers: builds are
 * rare (a dataset's vectors changed), so keeping a thread would only keep its memory. The matrix must live in a
 * SharedArrayBuffer, so the thread reads it in place.
 */
export class VectorIndexBox {
  #queue: Promise<unknown> = Promise.resolve();

  build(matrix: Float32Array, count: number, dimensions: number): Promise<IvfIndex> {
    const run = this.#queue.then(() => buildInThread(matrix, count, dimensions));
    this.#queue = run.catch(() => undefined);
    return run;
  }
}

function buildInThread(matrix: Float32Array, count: number, dimensions: number): Promise<IvfIndex> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER);
    worker.once('message', (index: IvfIndex) => {
      resolve(index);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`vector index thread exited (${code})`)));
    worker.postMessage({ matrix, count, dimensions });
  });
}
