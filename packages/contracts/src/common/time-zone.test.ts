import { describe, expect, it } from 'vitest';
import { isTimeZone, zonedDateTime, zonedDay, zonedDayStart, zoneOffsetLabel } from './time-zone.ts';

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

  it('finds the first instant of a calendar day in any zone, DST days and 45-minute offsets included', () => {
    const start = (day: string, zone: string) => zonedDayStart(day, zone).toISOString();
    expect(start('2026-11-25', 'UTC')).toBe('2026-11-25T00:00:00.000Z');
    expect(start('2026-11-25', 'Asia/Shanghai')).toBe('2026-11-24T16:00:00.000Z');
    expect(start('2026-11-25', 'Asia/Kathmandu')).toBe('2026-11-24T18:15:00.000Z');
    expect(start('2026-11-25', 'Pacific/Kiritimati')).toBe('2026-11-24T10:00:00.000Z');
    expect(start('2026-11-25', 'Pacific/Pago_Pago')).toBe('2026-11-25T11:00:00.000Z');
    expect(start('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(start('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
    // Santiago skips its midnight when DST starts: that day begins at 01:00 local, 04:00 UTC.
    expect(start('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    expect(zonedDateTime(zonedDayStart('2026-09-06', 'America/Santiago'), 'America/Santiago')).toBe('2026-09-06 01:00:00');
    // …and falls back at midnight when it ends, so 2026-04-04 lasts 25 hours (the case the offset guess misses).
    expect(start('2026-04-05', 'America/Santiago')).toBe('2026-04-05T04:00:00.000Z');
  });

  it('knows real zone names only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(480)).toBe(false);
  });
});
