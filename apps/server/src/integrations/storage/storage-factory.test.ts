import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { createObjectStorage } from './storage-factory.ts';

describe('storage configuration', () => {
  it('keeps files under DATA_DIR by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/vox' });
    expect(config.storage).toEqual({ driver: 'local', dir: path.resolve('/srv/vox') });
    expect(createObjectStorage(config.storage, 'firmware')).toBeInstanceOf(LocalDiskStorage);
  });

  it('uses S3 when STORAGE_DRIVER=s3, and needs a bucket for it', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'vox',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      driver: 's3', endpoint: 'http://127.0.0.1:9000', bucket: 'vox', region: 'us-east-1', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true,
    });
    expect(createObjectStorage(config.storage, 'firmware')).toBeInstanceOf(S3Storage);
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });
});
