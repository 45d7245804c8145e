import { zonedDateTime, zonedDay } from '@vox/contracts';
import { getTimeZone } from '../stores/ui-store.ts';

const wireDate = (value: string) => value.trim().replace(' ', 'T');
const valid = (date: Date) => (Number.isNaN(date.getTime()) ? null : date);

/** Most API dates are `yyyy-MM-dd HH:mm:ss` in GMT+8. */
export function parseGmt8(value: string | null | undefined): Date | null {
  if (!value) return null;
  return valid(new Date(`${wireDate(value)}+08:00`));
}

/** The device list's `createDate` is the same format in UTC. */
export function parseUtc(value: string | null | undefined): Date | null {
  if (!value) return null;
  return valid(new Date(`${wireDate(value)}Z`));
}

/** Long timestamps travel as strings of epoch milliseconds. */
export function parseEpochMs(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = Number(value);
  return Number.isFinite(ms) && ms > 0 ? valid(new Date(ms)) : null;
}

/**
 * The one clock rule: wire strings are parsed into instants above, and every instant is shown as
 * `YYYY-MM-DD HH:mm:ss` in the zone the user chose (the browser's by default, see the user menu).
 */
export const formatDateTime = (date: Date, zone: string = getTimeZone()) => zonedDateTime(date, zone);

/** `YYYY-MM-DD HH:mm` for tight places. */
export const formatMinute = (date: Date, zone: string = getTimeZone()) => zonedDateTime(date, zone).slice(0, 16);

/** `HH:mm` of the instant in the zone. */
export const formatClock = (date: Date, zone: string = getTimeZone()) => zonedDateTime(date, zone).slice(11, 16);

/** Whether two instants fall on the same calendar day in the zone. */
export const sameDay = (a: Date, b: Date, zone: string = getTimeZone()) => zonedDay(a, zone) === zonedDay(b, zone);

/** A GMT+8 wire string shown in the user's zone; what cannot be read is shown as sent. */
export function showGmt8(value: string | null | undefined, zone: string = getTimeZone()): string | null {
  const date = parseGmt8(value);
  return date ? formatDateTime(date, zone) : (value ?? null);
}
