import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import type { UsersPurge } from '../purges.ts';
import { DatasetsRepository } from './datasets.repository.ts';
import { DocumentsRepository } from './documents.repository.ts';
import { SegmentsRepository } from './segments.repository.ts';

/**
 * Deletes every knowledge base of these users with their documents and segments (search index included); the
 * documents' stored files go once the deletion has committed.
 */
export function datasetsOfUsersPurge(storage: Pick<ObjectStorage, 'delete'>): UsersPurge {
  return async (trx, userIds) => {
    const datasets = new DatasetsRepository(trx);
    const documents = new DocumentsRepository(trx);
    const segments = new SegmentsRepository(trx);
    const storageKeys: string[] = [];
    for (const userId of userIds) {
      for (const dataset of await datasets.listByUser(userId)) {
        for (const document of await documents.listByDataset(dataset.id)) {
          await segments.deleteByDocument(document.id);
          await documents.delete(document.id);
          if (document.storage_key) storageKeys.push(document.storage_key);
        }
        await datasets.delete(dataset.id);
      }
    }
    return async () => void (await Promise.all(storageKeys.map((key) => storage.delete(key).catch(() => undefined))));
  };
}
