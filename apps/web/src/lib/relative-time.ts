import dayjs from 'dayjs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type RelativeTime =
  | { key: 'relative.justNow' }
  | { key: 'relative.minutesAgo' | 'relative.hoursAgo'; count: number }
  | { key: 'relative.yesterday'; time: string }
  | { key: 'relative.date'; time: string };

/** How long ago, in the words people use: just now, minutes, hours, yesterday, else the date. */
export function relativeTime(date: Date, now: Date = new Date()): RelativeTime {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed <= MINUTE) return { key: 'relative.justNow' };
  if (elapsed < HOUR) return { key: 'relative.minutesAgo', count: Math.floor(elapsed / MINUTE) };
  if (dayjs(date).isSame(now, 'day')) return { key: 'relative.hoursAgo', count: Math.floor(elapsed / HOUR) };
  if (dayjs(date).isSame(dayjs(now).subtract(1, 'day'), 'day')) return { key: 'relative.yesterday', time: dayjs(date).format('HH:mm') };
  return { key: 'relative.date', time: dayjs(date).format('YYYY-MM-DD HH:mm') };
}

export type CalendarTime = { key: 'calendar.today' | 'calendar.yesterday' | 'calendar.date'; time: string };

/** Chat dividers (upstream.md §2.4): "Today HH:mm", "Yesterday HH:mm" or the full date. */
export function calendarTime(date: Date, now: Date = new Date()): CalendarTime {
  const day = dayjs(date);
  if (day.isSame(now, 'day')) return { key: 'calendar.today', time: day.format('HH:mm') };
  if (day.isSame(dayjs(now).subtract(1, 'day'), 'day')) return { key: 'calendar.yesterday', time: day.format('HH:mm') };
  return { key: 'calendar.date', time: day.format('YYYY-MM-DD HH:mm') };
}
