import { parentPort } from 'node:worker_threads';
import { rankVectors, type IvfIndex, type RankedSet } from './vector-index.ts';

export type SearchThreadRequest =
  | { kind: 'load'; key: number; matrix: Float32Array; count: number; dimensions: number; index: IvfIndex | null }
  | { kind: 'index'; key: number; index: IvfIndex }
  | { kind: 'drop'; key: number }
  | { kind: 'rank'; id: number; key: number; query: Float32Array; wanted: number };
export type SearchThreadAnswer = { id: number; rows: number[]; scores: Float32Array; complete: boolean } | { id: number; missing: true };

/** The vector sets the main thread registered (their matrices shared, not copied), ranked on request. */
const sets = new Map<number, RankedSet>();

parentPort!.on('message', (request: SearchThreadRequest) => {
  switch (request.kind) {
    case 'load':
      sets.set(request.key, { matrix: request.matrix, count: request.count, dimensions: request.dimensions, index: request.index });
      return;
    case 'index': {
      const set = sets.get(request.key);
      if (set) set.index = request.index;
      return;
    }
    case 'drop':
      sets.delete(request.key);
      return;
    case 'rank': {
      const set = sets.get(request.key);
      if (!set) return parentPort!.postMessage({ id: request.id, missing: true } satisfies SearchThreadAnswer);
      const ranked = rankVectors(set, request.query, request.wanted);
      parentPort!.postMessage({ id: request.id, ...ranked } satisfies SearchThreadAnswer, [ranked.scores.buffer as ArrayBuffer]);
    }
  }
});
