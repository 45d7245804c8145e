import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, assertSafePrefix, type ListedObject, type ObjectStorage, type StoredObject } from './object-storage.ts';

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/** Objects as files under one directory (default `<DATA_DIR>/firmware/`), created on first write. */
export class LocalDiskStorage implements ObjectStorage {
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  #pathOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(this.#root, ...key.split('/'));
    if (!file.startsWith(this.#root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return file;
  }

  /** Written to a temporary file beside the target and renamed, so a reader never sees half a file. */
  async put(key: string, body: Readable): Promise<StoredObject> {
    const file = this.#pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.part`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      const { size } = await stat(partial);
      await rename(partial, file);
      return { size };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<(StoredObject & { body: Readable }) | null> {
    const found = await this.stat(key);
    if (!found) return null;
    return { size: found.size, body: createReadStream(this.#pathOf(key)) };
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.#pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#pathOf(key), { force: true });
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.#pathOf(to);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.#pathOf(from), target);
  }

  /** Walks only the prefix's folder; a file's mtime is its lastModified. Partial `.part` files are listed too, so crash leftovers can be swept. */
  async list(prefix: string): Promise<ListedObject[]> {
    assertSafePrefix(prefix);
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const start = folder ? path.join(this.#root, ...folder.split('/')) : this.#root;
    let entries;
    try {
      entries = await readdir(start, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const found: ListedObject[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.#root, file).split(path.sep).join('/');
      if (!key.startsWith(prefix)) continue;
      try {
        const info = await stat(file);
        found.push({ key, size: info.size, lastModified: info.mtime });
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return found;
  }
}
