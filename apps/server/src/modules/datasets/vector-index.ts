import { dotProducts, scoreRows, topRows } from './vector-math.ts';

/**
 * An inverted-file index over a row-major matrix of unit vectors: the rows grouped into lists around centroids (k-means),
 * so a search compares the query with the centroids and then only with the rows of the few closest lists. Scores are
 * still exact dot products of the full vectors; only which rows are compared is approximate.
 */
export interface IvfIndex {
  dimensions: number;
  /** lists × dimensions unit vectors: each list's mean in the full space. */
  centroids: Float32Array;
  /** The rows of list l are rows[offsets[l] .. offsets[l + 1]). */
  offsets: Int32Array;
  rows: Int32Array;
}

/** Dimensions of the sketch k-means runs on: the full 768 would make building a 100,000-row index take minutes. */
const SKETCH = 64;
const KMEANS_ROUNDS = 8;
/** Rows k-means learns from per list; the rest are only assigned. */
const SAMPLE_PER_LIST = 40;
const LISTS_MAX = 1024;
/** Lists probed at least, and the share of rows compared at least. */
const PROBES_MIN = 8;
const SCANNED_SHARE = 0.08;

/** A fixed pseudo-random sequence, so the same vectors always give the same index. */
function* randoms(seed: number): Generator<number> {
  let state = seed >>> 0 || 1;
  for (;;) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    yield (state >>> 0) / 0x1_0000_0000;
  }
}

/**
 * Each row projected to SKETCH dimensions by a count sketch (every dimension added, with a fixed sign, into one of the
 * sketch's), then scaled to length 1: angles are roughly kept at a twelfth of the cost of a dense projection.
 */
function sketchRows(matrix: Float32Array, count: number, dimensions: number): Float32Array {
  const bucket = new Int32Array(dimensions);
  const sign = new Float32Array(dimensions);
  const random = randoms(0x9e3779b9);
  for (let d = 0; d < dimensions; d++) {
    bucket[d] = Math.floor(random.next().value! * SKETCH);
    sign[d] = random.next().value! < 0.5 ? -1 : 1;
  }
  const sketch = new Float32Array(count * SKETCH);
  for (let row = 0; row < count; row++) {
    const from = row * dimensions;
    const to = row * SKETCH;
    for (let d = 0; d < dimensions; d++) sketch[to + bucket[d]!]! += sign[d]! * matrix[from + d]!;
    normaliseAt(sketch, to, SKETCH);
  }
  return sketch;
}

function normaliseAt(values: Float32Array, offset: number, length: number): void {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += values[offset + i]! ** 2;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < length; i++) values[offset + i]! /= norm;
}

/** The index of the centroid closest (highest dot product) to the row. */
function nearest(centroids: Float32Array, lists: number, rows: Float32Array, row: number, dimensions: number): number {
  let best = 0;
  let bestScore = -Infinity;
  const from = row * dimensions;
  for (let list = 0; list < lists; list++) {
    const at = list * dimensions;
    let score = 0;
    for (let d = 0; d < dimensions; d++) score += centroids[at + d]! * rows[from + d]!;
    if (score > bestScore) {
      bestScore = score;
      best = list;
    }
  }
  return best;
}

/** How many lists for this many rows: about √rows, the usual balance of centroid and list work. */
export const listsFor = (count: number) => Math.max(1, Math.min(LISTS_MAX, Math.round(Math.sqrt(count))));

/** Builds the index of `count` unit rows (seconds at 100,000 × 768: run it off the event loop, see vector-index-box.ts). */
export function buildIvf(matrix: Float32Array, count: number, dimensions: number): IvfIndex {
  const lists = listsFor(count);
  const sketch = sketchRows(matrix, count, dimensions);
  const random = randoms(count);
  const sampleSize = Math.min(count, lists * SAMPLE_PER_LIST);
  const sample = Int32Array.from({ length: sampleSize }, (_, i) => Math.floor((i * count) / sampleSize));
  const centroids = new Float32Array(lists * SKETCH);
  const seedRow = (list: number) => {
    const row = sample[Math.floor(random.next().value! * sampleSize)]!;
    centroids.set(sketch.subarray(row * SKETCH, (row + 1) * SKETCH), list * SKETCH);
  };
  for (let list = 0; list < lists; list++) seedRow(list);
  const sums = new Float32Array(lists * SKETCH);
  const sizes = new Int32Array(lists);
  for (let round = 0; round < KMEANS_ROUNDS; round++) {
    sums.fill(0);
    sizes.fill(0);
    for (const row of sample) {
      const list = nearest(centroids, lists, sketch, row, SKETCH);
      sizes[list]!++;
      for (let d = 0; d < SKETCH; d++) sums[list * SKETCH + d]! += sketch[row * SKETCH + d]!;
    }
    centroids.set(sums);
    for (let list = 0; list < lists; list++) {
      if (sizes[list] === 0) seedRow(list);
      else normaliseAt(centroids, list * SKETCH, SKETCH);
    }
  }
  // Every row to its list, then the lists laid out one after another (a counting sort).
  const assigned = new Int32Array(count);
  const offsets = new Int32Array(lists + 1);
  for (let row = 0; row < count; row++) {
    assigned[row] = nearest(centroids, lists, sketch, row, SKETCH);
    offsets[assigned[row]! + 1]!++;
  }
  for (let list = 0; list < lists; list++) offsets[list + 1]! += offsets[list]!;
  const next = offsets.slice(0, lists);
  const rows = new Int32Array(count);
  for (let row = 0; row < count; row++) rows[next[assigned[row]!]!++] = row;
  // Lists are probed by their mean in the full space: closer to what the rows' exact scores will be than the sketch.
  const full = new Float32Array(lists * dimensions);
  for (let row = 0; row < count; row++) {
    const at = assigned[row]! * dimensions;
    const from = row * dimensions;
    for (let d = 0; d < dimensions; d++) full[at + d]! += matrix[from + d]!;
  }
  for (let list = 0; list < lists; list++) normaliseAt(full, list * dimensions, dimensions);
  return { dimensions, centroids: full, offsets, rows };
}

/**
 * The `wanted` rows of the highest positive scores among the probed lists, best first, with their exact scores. The
 * closest lists are probed until at least PROBES_MIN lists and SCANNED_SHARE of the rows are, and on until `wanted`
 * rows scored above 0 (a query near few rows probes further rather than falling back to comparing every vector).
 */
export function searchIvf(index: IvfIndex, matrix: Float32Array, query: Float32Array, wanted: number): { rows: number[]; scores: Float32Array; complete: boolean } {
  const { dimensions, centroids, offsets, rows } = index;
  const lists = offsets.length - 1;
  const count = rows.length;
  const listScores = new Float32Array(lists);
  for (let list = 0; list < lists; list++) {
    let score = 0;
    const at = list * dimensions;
    for (let d = 0; d < dimensions; d++) score += centroids[at + d]! * query[d]!;
    listScores[list] = score;
  }
  const order = Array.from(listScores.keys()).sort((a, b) => listScores[b]! - listScores[a]! || a - b);
  const enough = count * SCANNED_SHARE;
  const candidates = new Int32Array(count);
  const scores = new Float32Array(count);
  let scanned = 0;
  let positive = 0;
  let probed = 0;
  for (const list of order) {
    if (probed >= PROBES_MIN && scanned >= enough && positive >= wanted) break;
    probed++;
    const from = offsets[list]!;
    const to = offsets[list + 1]!;
    scoreRows(matrix, query, rows, from, to, scores, scanned);
    candidates.set(rows.subarray(from, to), scanned);
    for (let at = scanned; at < scanned + to - from; at++) if (scores[at]! > 0) positive++;
    scanned += to - from;
  }
  const best = topRows(scores.subarray(0, scanned), wanted);
  return { rows: best.map((candidate) => candidates[candidate]!), scores: Float32Array.from(best, (candidate) => scores[candidate]!), complete: scanned === count };
}

/** Vectors to rank: a row-major matrix of `count` unit rows and, once built, its index. */
export interface RankedSet {
  matrix: Float32Array;
  count: number;
  dimensions: number;
  index: IvfIndex | null;
}

/** The best `wanted` rows: through the index when it is built and found enough, else by comparing every vector. */
export function rankVectors(set: RankedSet, query: Float32Array, wanted: number): { rows: number[]; scores: Float32Array; complete: boolean } {
  if (set.index) {
    const found = searchIvf(set.index, set.matrix, query, wanted);
    if (found.rows.length >= wanted || found.complete) return found;
  }
  const scores = dotProducts(set.matrix, set.count, query);
  const rows = topRows(scores, wanted);
  return { rows, scores: Float32Array.from(rows, (row) => scores[row]!), complete: true };
}
