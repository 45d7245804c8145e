// Frozen with the migrations that import it (see dialect.ts beside it).
import { randomUUID } from 'node:crypto';

/** 32-hex id without dashes, the shape upstream uses for string ids. */
export function newId(): string {
  return randomUUID().replaceAll('-', '');
}
