const GMT8_OFFSET_MS = 8 * 3600 * 1000;

/** `yyyy-MM-dd HH:mm:ss` in GMT+8, the date format upstream puts on the wire. */
export function formatGmt8(iso: string): string {
  return new Date(Date.parse(iso) + GMT8_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `yyyy-MM-dd HH:mm:ss` in UTC (upstream formats the device list's `createDate` this way). */
export function formatUtc(iso: string): string {
  return new Date(Date.parse(iso)).toISOString().slice(0, 19).replace('T', ' ');
}

/** Epoch milliseconds as a string: upstream's Long timestamps travel as strings. */
export function epochMsString(iso: string): string {
  return String(Date.parse(iso));
}
