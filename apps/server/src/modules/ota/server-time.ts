import type { Clock } from '../../lib/clock.ts';

/** The process time zone, as upstream reports the JVM's (upstream.md §4.1 step 1). */
export function serverTime(clock: Clock): { timestamp: number; timeZone: string; timezone_offset: number } {
  const now = clock.now();
  return {
    timestamp: now,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    timezone_offset: -new Date(now).getTimezoneOffset(),
  };
}
