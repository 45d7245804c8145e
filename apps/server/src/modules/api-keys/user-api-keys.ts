import type { ApiKeyRevokedReason } from '@vox/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ApiKeysRepository } from './api-keys.repository.ts';

/** Ends these users' live keys, inside the caller's transaction; the rows stay, saying why and when. */
export async function revokeApiKeysOfUsers(trx: Kysely<Database>, userIds: readonly string[], reason: ApiKeyRevokedReason, at: string): Promise<void> {
  await new ApiKeysRepository(trx).revokeByUsers(userIds, reason, at);
}

/** Deletes these users' keys, inside the caller's transaction (account deletion). */
export async function deleteApiKeysOfUsers(trx: Kysely<Database>, userIds: readonly string[]): Promise<void> {
  await new ApiKeysRepository(trx).deleteByUsers(userIds);
}
