import { describe, expect, it } from 'vitest';
import { formatDateTime, showGmt8 } from './date-time.ts';

describe('one clock', () => {
  it('shows GMT+8 wire strings on the chosen zone’s clock', () => {
    expect(showGmt8('2026-03-05 18:41:07', 'America/New_York')).toBe('2026-03-05 05:41:07');
    expect(showGmt8('2026-03-05 18:41:07', 'Asia/Shanghai')).toBe('2026-03-05 18:41:07');
    expect(formatDateTime(new Date('2026-03-05T10:41:07Z'), 'Europe/Berlin')).toBe('2026-03-05 11:41:07');
  });

  it('shows what it cannot read as sent, and nothing as nothing', () => {
    expect(showGmt8('soon', 'UTC')).toBe('soon');
    expect(showGmt8(null, 'UTC')).toBeNull();
  });
});
