import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { UserTokensTable } from './sessions.tables.ts';
import type { UsersTable } from '../users/index.ts';

export type TokenWithUser = Pick<Selectable<UserTokensTable>, 'id' | 'expires_at'> &
  Pick<Selectable<UsersTable>, 'username' | 'super_admin' | 'status'> & { user_id: string };

export class TokensRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(row: Selectable<UserTokensTable>): Promise<void> {
    await this.#db.insertInto('user_tokens').values(row).execute();
  }

  findActiveByHash(tokenHash: string, now: string): Promise<TokenWithUser | undefined> {
    return this.#db
      .selectFrom('user_tokens')
      .innerJoin('users', 'users.id', 'user_tokens.user_id')
      .select(['user_tokens.id', 'user_tokens.expires_at', 'user_tokens.user_id', 'users.username', 'users.super_admin', 'users.status'])
      .where('user_tokens.token_hash', '=', tokenHash)
      .where('user_tokens.expires_at', '>', now)
      .executeTakeFirst();
  }

  async deleteById(id: string): Promise<void> {
    await this.#db.deleteFrom('user_tokens').where('id', '=', id).execute();
  }

  /** Every token of the users, except `keepId` (the caller's own session on password change). */
  async deleteByUsers(userIds: readonly string[], keepId?: string): Promise<void> {
    await this.#db
      .deleteFrom('user_tokens')
      .where('user_id', 'in', userIds)
      .$if(keepId !== undefined, (qb) => qb.where('id', '!=', keepId!))
      .execute();
  }

  async deleteExpired(userId: string, now: string): Promise<void> {
    await this.#db.deleteFrom('user_tokens').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  }
}
