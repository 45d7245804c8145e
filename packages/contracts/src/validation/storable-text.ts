/**
 * Text every database we run on can store: PostgreSQL refuses U+0000 in text and jsonb (SQLite keeps it), so the
 * same input would answer differently per database. One rule for every path, query, body and stored header string.
 */
const NUL = String.fromCharCode(0);

export function isStorableText(value: string): boolean {
  return !value.includes(NUL);
}

/** The path (`name`, `list[2].label`) of the first string, key or value, that cannot be stored; null if none. */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, `${path}[${index}]`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return at;
    const found = findUnstorableText(item, at);
    if (found !== null) return found;
  }
  return null;
}
