import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { SsoRepository } from './sso.repository.ts';

/** Removes the provider links of these users, inside the caller's transaction. */
export async function purgeSsoLinksOfUsers(trx: Kysely<Database>, userIds: readonly string[]): Promise<void> {
  await new SsoRepository(trx).deleteByUsers(userIds);
}
