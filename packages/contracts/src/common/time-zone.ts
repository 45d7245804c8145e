/**
 * One clock rule: the wire keeps upstream's GMT+8 strings, every screen and download shows the
 * instant in the viewer's time zone, which the console sends on every request in this header.
 */
export const TIME_ZONE_HEADER = 'X-Time-Zone';

/** The zone upstream's wire strings are written in (GMT+8), and the one a request without the header gets. */
export const WIRE_TIME_ZONE = 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'shortOffset',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** An IANA zone name this runtime knows, e.g. "Europe/Berlin"; anything else (and over-long input) is not. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

function partsOf(date: Date, zone: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** `YYYY-MM-DD HH:mm:ss` of the instant as a clock in `zone` shows it. */
export function zonedDateTime(date: Date, zone: string): string {
  const p = partsOf(date, zone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** `YYYY-MM-DD`: the calendar day of the instant in `zone`. */
export function zonedDay(date: Date, zone: string): string {
  return zonedDateTime(date, zone).slice(0, 10);
}

const HOUR_MS = 3_600_000;

/** How far the instant's clock in `zone` runs ahead of UTC, in ms (whole seconds). */
function offsetAt(instant: number, zone: string): number {
  return Date.parse(`${zonedDateTime(new Date(instant), zone).replace(' ', 'T')}Z`) - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant of calendar day `day` (`YYYY-MM-DD`) in `zone`. Usually UTC midnight minus the offset; where a
 * rule change moves that (a DST switch at midnight, a historic offset in seconds) it is searched to the millisecond.
 */
export function zonedDayStart(day: string, zone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const startsDay = (instant: number) => zonedDay(new Date(instant), zone) >= day;
  const guess = midnight - offsetAt(midnight, zone);
  if (startsDay(guess) && !startsDay(guess - 1)) return new Date(guess);
  // Offsets stay within ±14 h, so the day starts within 15 h of UTC midnight either way.
  let before = midnight - 15 * HOUR_MS;
  let after = midnight + 15 * HOUR_MS;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (startsDay(middle)) after = middle;
    else before = middle;
  }
  return new Date(after);
}

/** "GMT+8", "GMT-3:30", "GMT": the zone's offset at that instant, for labels. */
export function zoneOffsetLabel(date: Date, zone: string): string {
  const label = partsOf(date, zone).timeZoneName ?? 'GMT';
  return label === 'GMT+0' ? 'GMT' : label; // ICU builds differ on zero offset
}
