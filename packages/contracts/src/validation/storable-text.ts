/**
 * Text every database we run on can store: PostgreSQL refuses U+0000 in text and jsonb (SQLite keeps it), so the
 * same input would answer differently per database. One rule for every path, query, body and stored header string.
 */
const NUL = String.fromCharCode(0);

export function isStorableText(value: string): boolean {
  return !value.includes(NUL);
}

/** Whether any string, key or value, cannot be stored: the cheap walk every request takes, naming no path. */
function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!isStorableText(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (typeof current === 'object' && current !== null) {
      for (const key of Object.keys(current)) {
        if (!isStorableText(key)) return true;
        pending.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The path (`name`, `list[2].label`) of the first string, key or value, that cannot be stored; null if none.
 * Walks with a stack of its own, so however deeply a value nests it never exhausts the call stack. Paths are built
 * only once a walk without them has found something.
 */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (!holdsUnstorableText(value)) return null;
  const pending: { value: unknown; path: string }[] = [{ value, path }];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (typeof current.value === 'string') {
      if (!isStorableText(current.value)) return current.path;
      continue;
    }
    if (typeof current.value !== 'object' || current.value === null) continue;
    const children: { value: unknown; path: string }[] = [];
    if (Array.isArray(current.value)) {
      for (const [index, item] of current.value.entries()) children.push({ value: item, path: `${current.path}[${index}]` });
    } else {
      for (const [key, item] of Object.entries(current.value)) {
        const at = current.path ? `${current.path}.${key}` : key;
        // The key is checked as a string of its own, just before its value.
        children.push({ value: key, path: at }, { value: item, path: at });
      }
    }
    // Reversed onto the stack, so the first offending value in document order is the one named.
    for (let index = children.length - 1; index >= 0; index -= 1) pending.push(children[index]!);
  }
  return null;
}
