import { describe, expect, it } from 'vitest';
import { dotProducts, normalise, scoreRows, topRows } from './vector-math.ts';

describe('vector math', () => {
  it('computes each row’s dot product, whatever the dimension count', () => {
    const query = new Float32Array([1, 2, 3, 4, 5]);
    const matrix = new Float32Array([1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1]);
    expect([...dotProducts(matrix, 3, query)]).toEqual([1, 10, 15]);
  });

  it('scores any rows in any order as a plain sum would, however many are left over from groups of four', () => {
    const dimensions = 7;
    const matrix = Float32Array.from({ length: 11 * dimensions }, (_, i) => Math.sin(i * 1.7));
    const query = Float32Array.from({ length: dimensions }, (_, i) => Math.cos(i));
    // Summed in dimension order, one row at a time.
    const whole = Array.from({ length: 11 }, (_, row) => Math.fround(query.reduce((sum, q, k) => sum + matrix[row * dimensions + k]! * q, 0)));
    expect([...dotProducts(matrix, 11, query)]).toEqual(whole);
    const picked = new Int32Array([9, 2, 10, 0, 5, 3, 7]);
    for (const [from, to] of [[0, 7], [1, 6], [2, 3], [0, 4], [3, 3]] as const) {
      const scores = new Float32Array(10).fill(-9);
      scoreRows(matrix, query, picked, from, to, scores, 2);
      expect([...scores.subarray(2, 2 + to - from)]).toEqual([...picked.subarray(from, to)].map((row) => whole[row]));
      expect(scores[1]).toBe(-9);
      expect(scores[2 + to - from] ?? -9).toBe(-9);
    }
  });

  it('normalises to unit length and leaves a zero vector alone', () => {
    expect([...normalise(new Float32Array([3, 4]))]).toEqual([expect.closeTo(0.6), expect.closeTo(0.8)]);
    expect([...normalise(new Float32Array([0, 0]))]).toEqual([0, 0]);
  });

  it('keeps the best positive scores in order, ties by row, as a full sort would', () => {
    const scores = new Float32Array(Array.from({ length: 500 }, (_, i) => ((i * 7919) % 101) / 100 - 0.2));
    const sorted = [...scores.keys()].filter((row) => scores[row]! > 0).sort((a, b) => scores[b]! - scores[a]! || a - b);
    expect(topRows(scores, 25)).toEqual(sorted.slice(0, 25));
    expect(topRows(scores, 10_000)).toEqual(sorted);
    expect(topRows(new Float32Array([-1, 0]), 5)).toEqual([]);
  });
});
