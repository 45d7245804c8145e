/**
 * Text every database we run on can store: PostgreSQL refuses U+0000 in text and jsonb (SQLite keeps it), so the
 * same input would answer differently per database. One rule for every path, query, body and stored header string.
 */
const NUL = String.fromCharCode(0);

export function isStorableText(value: string): boolean {
  return !value.includes(NUL);
}

/**
 * The path (`name`, `list[2].label`) of the first string, key or value, that cannot be stored; null if none.
 * Walks with a stack of its own, so however deeply a value nests it never exhausts the call stack.
 */
export function findUnstorableText(value: unknown, path = ''): string | null {
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
