import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text.ts';

describe('storable text', () => {
  it('refuses NUL anywhere and names where it is', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('智控台 ok')).toBe(true);
    expect(findUnstorableText({ name: 'ok', list: [{ label: 'x' }, { label: 'y\u0000' }] })).toBe('list[1].label');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findUnstorableText('\u0000', 'uuid')).toBe('uuid');
    expect(findUnstorableText({ nested: { deep: ['fine', 2, null, true] } })).toBeNull();
  });
});

describe('storable text in deeply nested values', () => {
  it('walks far deeper than the call stack allows, and still names the first place in document order', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep)).toBe('[0]'.repeat(20_000));
    expect(findUnstorableText({ a: { b: 'x\u0000' }, ['k\u0000']: 1 })).toBe('a.b');
    expect(findUnstorableText({ a: 1, ['k\u0000']: { b: 'x\u0000' } })).toBe('k\u0000');
  });
});
