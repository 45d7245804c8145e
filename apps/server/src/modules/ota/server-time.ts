import type { Clock } from '../../lib/clock.ts';

/** Resolved once: building an Intl.DateTimeFormat costs tens of microseconds, and every check-in asked for it. */
const PROCESS_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The process time zone, as upstream reports the JVM's. */
export function serverTime(clock: Clock): { timestamp: number; timeZone: string; timezone_offset: number } {
  const now = clock.now();
  return {
    timestamp: now,
    timeZone: PROCESS_TIME_ZONE,
    timezone_offset: -new Date(now).getTimezoneOffset(),
  };
}
