/** Undefined, null, '', the strings 'undefined' and 'null', and empty arrays are empty. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value === '' || value === 'undefined' || value === 'null';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
