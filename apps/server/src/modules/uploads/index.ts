/**
 * What other modules may use of uploads; every other file here is internal (lint enforces it). A route that takes a
 * file reference (voice clone `key`, dataset document `url`) calls `app.services.uploads.resolve(userId, purpose, ref)`
 * and gets the caller's stored file, or a localised 4xx.
 */
export type { ResolvedUpload, UploadsService } from './uploads.service.ts';
export { StorageQuota } from './storage-quota.ts';
export * from './uploads.repository.ts';
export { uploadsOfUsersPurge } from './uploads-purge.ts';
