import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-nesting.ts';

describe('JSON nesting', () => {
  it('counts arrays and objects, not brackets inside strings or after escaped quotes', () => {
    expect(nestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(nestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[]}}', 2)).toBe(true);
    expect(nestsDeeperThan('[[1],[2],[3]]', 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'say \\"[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(`{"text":"\\\\"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"text":"\\\\",[[]]}`, 2)).toBe(true);
  });
});
