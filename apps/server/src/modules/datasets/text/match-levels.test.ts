import { describe, expect, it } from 'vitest';
import { MAX_GROUPS, matchLevels } from './match-levels.ts';

describe('matchLevels', () => {
  it('goes from every token to any one token, each level the groups of that size', () => {
    expect([...matchLevels(['a', 'b', 'c'])]).toEqual([
      [['a', 'b', 'c']],
      [['a', 'b'], ['a', 'c'], ['b', 'c']],
      [['a'], ['b'], ['c']],
    ]);
  });

  it('skips levels with too many groups but always ends with the single tokens', () => {
    const tokens = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8'];
    const levels = [...matchLevels(tokens)];
    expect(levels.map((level) => level[0]!.length)).toEqual([8, 7, 1]);
    expect(levels.every((level) => level.length <= MAX_GROUPS || level[0]!.length === 1)).toBe(true);
    expect(levels.at(-1)).toHaveLength(8);
  });

  it('yields one level for one token and none for none', () => {
    expect([...matchLevels(['x'])]).toEqual([[['x']]]);
    expect([...matchLevels([])]).toEqual([]);
  });
});
