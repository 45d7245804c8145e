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
