import { describe, expect, it } from 'vitest';
import { buildIvf, searchIvf } from './vector-index.ts';
import { dotProducts, normalise, topRows } from './vector-math.ts';

/** Clustered unit vectors, as embeddings of texts on a few hundred topics are: a topic's direction plus noise. */
function clusteredSet(count: number, dimensions: number, topics: number, seed: number): Float32Array {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 2 - 1;
  const centres = Array.from({ length: topics }, () => normalise(Float32Array.from({ length: dimensions }, random)));
  const matrix = new Float32Array(count * dimensions);
  for (let row = 0; row < count; row++) {
    const centre = centres[Math.floor(((random() + 1) / 2) * topics) % topics]!;
    const vector = Float32Array.from(centre, (value) => value + random() * 0.08);
    matrix.set(normalise(vector), row * dimensions);
  }
  return matrix;
}

describe('IVF vector index', () => {
  it('finds at least 95% of the exact top 5 on a synthetic set', () => {
    const count = 10_000;
    const dimensions = 128;
    // The last 200 rows, from the same topics, are the queries; the index holds the others.
    const all = clusteredSet(count + 200, dimensions, 200, 7);
    const matrix = all.subarray(0, count * dimensions);
    const queries = all.subarray(count * dimensions);
    const index = buildIvf(matrix, count, dimensions);
    let found = 0;
    for (let q = 0; q < 200; q++) {
      const query = queries.subarray(q * dimensions, (q + 1) * dimensions);
      const exactScores = dotProducts(matrix, count, query);
      const exact = topRows(exactScores, 5);
      const fifth = exactScores[exact.at(-1)!]!;
      const approximate = searchIvf(index, matrix, query, 5);
      // Ties count as found: a row scoring as high as the exact fifth is as good an answer.
      found += approximate.rows.filter((row) => exactScores[row]! >= fifth - 1e-6).length;
    }
    const recall = found / (200 * 5);
    console.log(`IVF recall at top 5 over ${count} rows: ${recall.toFixed(3)}`);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  }, 60_000);

  it('scores candidates exactly, and lays every row out in exactly one list', () => {
    const count = 3_000;
    const dimensions = 32;
    const matrix = clusteredSet(count, dimensions, 40, 3);
    const index = buildIvf(matrix, count, dimensions);
    expect([...index.rows].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
    const query = matrix.slice(0, dimensions);
    const found = searchIvf(index, matrix, query, 3);
    const exact = dotProducts(matrix, count, query);
    found.rows.forEach((row, i) => expect(found.scores[i]).toBeCloseTo(exact[row]!, 5));
    expect(exact[found.rows[0]!]).toBeCloseTo(1, 5);
  }, 60_000);
});
