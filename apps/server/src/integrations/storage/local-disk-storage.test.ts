import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { objectStorageContract } from './object-storage-contract.ts';

let dir: string;
let storage: LocalDiskStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vox-storage-'));
  storage = new LocalDiskStorage(path.join(dir, 'firmware'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

objectStorageContract('LocalDiskStorage', () => storage);

it('keeps files under its root, named by key, with no partial files left over', async () => {
  await storage.put('nested/deep/file.bin', Readable.from([Buffer.from('abc')]));
  expect(await readdir(path.join(dir, 'firmware', 'nested', 'deep'))).toEqual(['file.bin']);
  const leftovers = (await readdir(path.join(dir, 'firmware'), { recursive: true })).filter((name) => String(name).endsWith('.part'));
  expect(leftovers).toEqual([]);
});

it('lists a file with its mtime as lastModified, and nothing for a root not yet created', async () => {
  await storage.put('dated/file.bin', Readable.from([Buffer.from('abc')]));
  const when = new Date('2025-06-01T04:00:00.000Z');
  await utimes(path.join(dir, 'firmware', 'dated', 'file.bin'), when, when);
  expect(await storage.list('dated/')).toEqual([{ key: 'dated/file.bin', size: 3, lastModified: when }]);
  expect(await new LocalDiskStorage(path.join(dir, 'never-written')).list('')).toEqual([]);
});
