import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { UsersRepository, type UserRow } from './users.repository.ts';

// Account rows read and changed inside another module's transaction (user management).

export function findUser(trx: Kysely<Database>, userId: string): Promise<UserRow | undefined> {
  return new UsersRepository(trx).findById(userId);
}

export function existingUserIds(trx: Kysely<Database>, userIds: readonly string[]): Promise<string[]> {
  return new UsersRepository(trx).existingIds(userIds);
}

export async function setPasswordHash(trx: Kysely<Database>, userId: string, passwordHash: string, at: string): Promise<void> {
  await new UsersRepository(trx).updatePassword(userId, passwordHash, at);
}

export async function setUsersStatus(trx: Kysely<Database>, userIds: readonly string[], status: number, at: string): Promise<void> {
  await new UsersRepository(trx).updateStatus(userIds, status, at);
}

/** The account row itself, last of a user's deletion. */
export async function deleteUser(trx: Kysely<Database>, userId: string): Promise<void> {
  await new UsersRepository(trx).delete(userId);
}
