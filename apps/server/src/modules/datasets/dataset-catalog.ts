import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DatasetsRepository } from './datasets.repository.ts';

/**
 * What other modules read of knowledge bases: the ids of a user's own, and knowledge bases by id. Built on a
 * transaction's handle, it reads inside it.
 */
export type DatasetCatalog = Pick<DatasetsRepository, 'byIds' | 'idsOfUser'>;

export function datasetCatalog(db: Kysely<Database>): DatasetCatalog {
  return new DatasetsRepository(db);
}
