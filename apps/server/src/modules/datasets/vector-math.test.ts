import { describe, expect, it } from 'vitest';
import { dotProducts, normalise, topRows } from './vector-math.ts';

describe('vector math', () => {
  it('computes each row’s dot product, whatever the dimension count', () => {
    const query = new Float32Array([1, 2, 3, 4, 5]);
    const matrix = new Float32Array([1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1]);
    expect([...dotProducts(matrix, 3, query)]).toEqual([1, 10, 15]);
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
