import { describe, expect, it } from 'vitest';
import { isTimeZone, zonedDateTime, zonedDay, zoneOffsetLabel } from './time-zone.ts';

describe('time zones', () => {
  const instant = new Date('2026-03-05T10:41:07Z');

  it('shows one instant as each zone’s clock does', () => {
    expect(zonedDateTime(instant, 'Asia/Shanghai')).toBe('2026-03-05 18:41:07');
    expect(zonedDateTime(instant, 'America/New_York')).toBe('2026-03-05 05:41:07');
    expect(zonedDateTime(new Date('2026-03-05T00:30:00Z'), 'UTC')).toBe('2026-03-05 00:30:00');
    expect(zonedDay(new Date('2026-03-05T17:00:00Z'), 'Asia/Shanghai')).toBe('2026-03-06');
    expect(zonedDay(new Date('2026-03-05T17:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-05');
  });

  it('labels the offset, half hours included', () => {
    expect(zoneOffsetLabel(instant, 'Asia/Shanghai')).toBe('GMT+8');
    expect(zoneOffsetLabel(instant, 'Asia/Kolkata')).toBe('GMT+5:30');
    expect(zoneOffsetLabel(instant, 'UTC')).toBe('GMT');
  });

  it('knows real zone names only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(480)).toBe(false);
  });
});
