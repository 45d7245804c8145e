import { parentPort } from 'node:worker_threads';
import { buildIvf } from './vector-index.ts';

/** Builds one index from a matrix shared with the main thread (nothing copied) and hands its arrays back. */
parentPort!.once('message', (job: { matrix: Float32Array; count: number; dimensions: number }) => {
  const index = buildIvf(job.matrix, job.count, job.dimensions);
  parentPort!.postMessage(index, [index.centroids.buffer, index.offsets.buffer, index.rows.buffer] as ArrayBuffer[]);
});
