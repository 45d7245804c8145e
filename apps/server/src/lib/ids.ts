import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** 32-hex id without dashes, the shape upstream uses for string ids. */
export function newId(): string {
  return randomUUID().replaceAll('-', '');
}

/** 32 random bytes as hex: sign-in tokens. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text).digest('hex');
}
