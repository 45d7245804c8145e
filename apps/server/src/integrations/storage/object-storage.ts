import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
}

export interface ListedObject extends StoredObject {
  key: string;
  lastModified: Date;
}

/**
 * Files too large for the database (firmware images): local disk by default, S3-compatible storage
 * when configured. Bodies are streams both ways, so no file is ever held whole in memory.
 */
export interface ObjectStorage {
  /** Stores `body` under `key`, replacing any object there; resolves once it is complete. */
  put(key: string, body: Readable): Promise<StoredObject>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<(StoredObject & { body: Readable }) | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Renames an object (replacing the target), e.g. from an upload's temporary key to its content key. */
  move(from: string, to: string): Promise<void>;
  /** Every object whose key starts with `prefix` (plain string match, `''` for all), in no particular order. */
  list(prefix: string): Promise<ListedObject[]>;
}

/** Slash-separated segments of letters, digits, `.`, `_`, `-`, each starting with a letter or digit: no `..`, no absolute paths. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

export function assertSafeKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

/** A list prefix is a key, a key's start or a folder (`incoming/`); empty lists everything. */
export function assertSafePrefix(prefix: string): void {
  if (prefix !== '') assertSafeKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}
