import path from 'node:path';
import type { StorageConfig } from '../../config/env.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** One storage area (e.g. `firmware`): a folder under DATA_DIR, or a key prefix in the bucket. */
export function createObjectStorage(config: StorageConfig, area: string): ObjectStorage {
  if (config.driver === 'local') return new LocalDiskStorage(path.join(config.dir, area));
  return new S3Storage({ ...config, prefix: `${area}/` });
}
