import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { objectStorageContract } from './object-storage-contract.ts';
import { S3Storage, type S3StorageOptions } from './s3-storage.ts';
import { startS3rver } from './s3rver-process.ts';
import { SigV4CheckingProxy } from './sigv4-checking-proxy.ts';

// s3rver keeps the objects but checks only the access key id, not SigV4 signatures; the proxy in front
// of it verifies every signature, so a badly signed request fails as it would against real S3.
let dir: string;
let server: Awaited<ReturnType<typeof startS3rver>>;
let proxy: SigV4CheckingProxy;
let options: S3StorageOptions;
let storage: S3Storage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vox-s3-'));
  server = await startS3rver(dir, 'vox');
  const { port } = server;
  proxy = new SigV4CheckingProxy({ S3RVER: 'S3RVER' }, { host: '127.0.0.1', port });
  options = {
    endpoint: await proxy.listen(),
    bucket: 'vox',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'firmware/',
  };
  storage = new S3Storage(options);
});
afterAll(async () => {
  storage.destroy();
  await proxy.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

objectStorageContract('S3Storage', () => storage);

it('writes under its prefix in the bucket', async () => {
  await storage.put('prefixed.bin', Readable.from([Buffer.from('abc')]));
  const bare = new S3Storage({ ...options, prefix: '' });
  expect(await bare.stat('firmware/prefixed.bin')).toEqual({ size: 3 });
  expect(await bare.stat('prefixed.bin')).toBeNull();
  bare.destroy();
});

it('is refused with a wrong secret: requests are signed', async () => {
  const forged = new S3Storage({ ...options, secretAccessKey: 'not-the-secret' });
  const before = proxy.rejected;
  await expect(forged.put('forged.bin', Readable.from([Buffer.from('abc')]))).rejects.toThrow(/signature/i);
  expect(proxy.rejected).toBeGreaterThan(before);
  expect(await storage.stat('forged.bin')).toBeNull();
  expect(proxy.verified).toBeGreaterThan(10);
  forged.destroy();
});

it('lists past one page of ListObjectsV2, without its bucket prefix', async () => {
  const paged = new S3Storage({ ...options, listPageSize: 2 });
  for (const name of ['p1', 'p2', 'p3', 'p4', 'p5']) await paged.put(`paged/${name}.bin`, Readable.from([Buffer.from(name)]));
  const before = proxy.verified;
  const listed = await paged.list('paged/');
  expect(listed.map((object) => object.key).sort()).toEqual(['paged/p1.bin', 'paged/p2.bin', 'paged/p3.bin', 'paged/p4.bin', 'paged/p5.bin']);
  expect(proxy.verified - before).toBe(3);
  paged.destroy();
});
