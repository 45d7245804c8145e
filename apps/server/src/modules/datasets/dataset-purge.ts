import type { Repositories } from '../repositories.ts';

type UsedRepositories = Pick<Repositories, 'datasets' | 'documents' | 'segments'>;

/**
 * Deletes every knowledge base of these users with their documents and segments (search index included), inside the
 * caller's transaction. Answers the stored files' keys, to be deleted once the transaction has committed: a rolled-back
 * deletion must not have lost them.
 */
export async function purgeUserDatasets(repos: UsedRepositories, userIds: readonly string[]): Promise<string[]> {
  const storageKeys: string[] = [];
  for (const userId of userIds) {
    for (const dataset of await repos.datasets.listByUser(userId)) {
      for (const document of await repos.documents.listByDataset(dataset.id)) {
        await repos.segments.deleteByDocument(document.id);
        await repos.documents.delete(document.id);
        if (document.storage_key) storageKeys.push(document.storage_key);
      }
      await repos.datasets.delete(dataset.id);
    }
  }
  return storageKeys;
}
