import { formatClock, formatMinute, sameDay } from './date-time.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTime =
  | { key: 'relative.justNow' }
  | { key: 'relative.minutesAgo' | 'relative.hoursAgo'; count: number }
  | { key: 'relative.yesterday'; time: string }
  | { key: 'relative.date'; time: string };

/** How long ago, in the words people use: just now, minutes, hours, yesterday, else the date (days of `zone`). */
export function relativeTime(date: Date, now: Date = new Date(), zone?: string): RelativeTime {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed <= MINUTE) return { key: 'relative.justNow' };
  if (elapsed < HOUR) return { key: 'relative.minutesAgo', count: Math.floor(elapsed / MINUTE) };
  if (sameDay(date, now, zone)) return { key: 'relative.hoursAgo', count: Math.floor(elapsed / HOUR) };
  if (sameDay(date, new Date(now.getTime() - DAY), zone)) return { key: 'relative.yesterday', time: formatClock(date, zone) };
  return { key: 'relative.date', time: formatMinute(date, zone) };
}

export type CalendarTime = { key: 'calendar.today' | 'calendar.yesterday' | 'calendar.date'; time: string };

/** Chat dividers: "Today HH:mm", "Yesterday HH:mm" or the full date. */
export function calendarTime(date: Date, now: Date = new Date(), zone?: string): CalendarTime {
  if (sameDay(date, now, zone)) return { key: 'calendar.today', time: formatClock(date, zone) };
  if (sameDay(date, new Date(now.getTime() - DAY), zone)) return { key: 'calendar.yesterday', time: formatClock(date, zone) };
  return { key: 'calendar.date', time: formatMinute(date, zone) };
}
