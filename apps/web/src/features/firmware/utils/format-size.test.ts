import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size.ts';

describe('formatSize', () => {
  it('uses the largest binary unit with at most one decimal', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(1024)).toBe('1 KB');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024 + 300 * 1024)).toBe('5.3 MB');
    expect(formatSize(100 * 1024 * 1024)).toBe('100 MB');
    expect(formatSize(3 * 1024 ** 4)).toBe('3072 GB');
    expect(formatSize(-1)).toBe('-');
  });
});
