import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { LoginLockoutsRepository } from './login-lockouts.repository.ts';

/** Forgets these users' wrong-password failures and locks, inside the caller's transaction. */
export async function clearLoginLockoutsOfUsers(trx: Kysely<Database>, userIds: readonly string[]): Promise<void> {
  const lockouts = new LoginLockoutsRepository(trx);
  for (const userId of userIds) await lockouts.clear(userId);
}
