import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ModelsRepository } from './models.repository.ts';

/**
 * What other modules read of model configs, voices and plugin providers: checking and resolving the ids an agent, a
 * template or a device's configuration names. Built on a transaction's handle, it reads inside that transaction.
 */
export type ModelCatalog = Pick<
  ModelsRepository,
  'configsByIds' | 'defaultOfType' | 'enabledOfType' | 'findConfig' | 'findVoice' | 'findVoiceByCode' | 'preferredOfType' | 'providersByIds'
>;

export function modelCatalog(db: Kysely<Database>): ModelCatalog {
  return new ModelsRepository(db);
}
