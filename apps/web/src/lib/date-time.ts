import dayjs from 'dayjs';

const wireDate = (value: string) => value.trim().replace(' ', 'T');
const valid = (date: Date) => (Number.isNaN(date.getTime()) ? null : date);

/** Most API dates are `yyyy-MM-dd HH:mm:ss` in GMT+8 (upstream.md §0.3). */
export function parseGmt8(value: string | null | undefined): Date | null {
  if (!value) return null;
  return valid(new Date(`${wireDate(value)}+08:00`));
}

/** The device list's `createDate` is the same format in UTC (upstream.md §2.6). */
export function parseUtc(value: string | null | undefined): Date | null {
  if (!value) return null;
  return valid(new Date(`${wireDate(value)}Z`));
}

/** Long timestamps travel as strings of epoch milliseconds (upstream.md §11 quirk 4). */
export function parseEpochMs(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = Number(value);
  return Number.isFinite(ms) && ms > 0 ? valid(new Date(ms)) : null;
}

/** The exact time in the viewer's own time zone. */
export const formatDateTime = (date: Date) => dayjs(date).format('YYYY-MM-DD HH:mm:ss');
