const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Bytes for people: 1023 B, 1.5 KB, 12.3 MB (binary steps, one decimal above bytes). */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1).replace(/\.0$/, '')} ${UNITS[unit]}`;
}
