import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import type { UsersPurge } from '../purges.ts';
import { UploadsRepository } from './uploads.repository.ts';

/** The users' upload rows; once committed, everything in their uploads folders. */
export function uploadsOfUsersPurge(storage: Pick<ObjectStorage, 'delete' | 'list'>): UsersPurge {
  return async (trx, userIds) => {
    await new UploadsRepository(trx).deleteByOwners(userIds);
    return async () => {
      const objects = (await Promise.all(userIds.map((userId) => storage.list(`${userId}/`).catch(() => [])))).flat();
      await Promise.all(objects.map((object) => storage.delete(object.key).catch(() => undefined)));
    };
  };
}
