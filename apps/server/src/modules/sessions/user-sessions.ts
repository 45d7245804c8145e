import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { TokensRepository } from './tokens.repository.ts';

/** Signs these users out everywhere, inside the caller's transaction. */
export async function endSessionsOfUsers(trx: Kysely<Database>, userIds: readonly string[]): Promise<void> {
  await new TokensRepository(trx).deleteByUsers(userIds);
}
