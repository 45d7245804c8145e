import { describe, expect, it } from 'vitest';
import { calendarTime, relativeTime } from './relative-time.ts';

const now = new Date(2026, 4, 20, 15, 30, 0);
const at = (day: number, hour: number, minute: number) => new Date(2026, 4, day, hour, minute, 0);

describe('relative time', () => {
  it('reads just now, minutes and hours of the same day', () => {
    expect(relativeTime(at(20, 15, 29), now)).toEqual({ key: 'relative.justNow' });
    expect(relativeTime(at(20, 15, 2), now)).toEqual({ key: 'relative.minutesAgo', count: 28 });
    expect(relativeTime(at(20, 9, 0), now)).toEqual({ key: 'relative.hoursAgo', count: 6 });
  });

  it('names yesterday and falls back to the date', () => {
    expect(relativeTime(at(19, 23, 5), now)).toEqual({ key: 'relative.yesterday', time: '23:05' });
    expect(relativeTime(at(2, 8, 0), now)).toEqual({ key: 'relative.date', time: '2026-05-02 08:00' });
  });

  it('treats a clock slightly ahead as just now', () => {
    expect(relativeTime(at(20, 15, 31), now)).toEqual({ key: 'relative.justNow' });
  });

  it('labels chat dividers by day', () => {
    expect(calendarTime(at(20, 7, 9), now)).toEqual({ key: 'calendar.today', time: '07:09' });
    expect(calendarTime(at(19, 7, 9), now)).toEqual({ key: 'calendar.yesterday', time: '07:09' });
    expect(calendarTime(at(1, 7, 9), now).key).toBe('calendar.date');
  });
});

describe('days in the chosen time zone', () => {
  const evening = new Date('2026-05-19T20:00:00Z');
  const lateNight = new Date('2026-05-20T01:00:00Z');

  it('is yesterday in UTC and earlier today in Beijing', () => {
    expect(relativeTime(evening, lateNight, 'UTC')).toEqual({ key: 'relative.yesterday', time: '20:00' });
    expect(relativeTime(evening, lateNight, 'Asia/Shanghai')).toEqual({ key: 'relative.hoursAgo', count: 5 });
    expect(calendarTime(evening, lateNight, 'Asia/Shanghai')).toEqual({ key: 'calendar.today', time: '04:00' });
  });
});
