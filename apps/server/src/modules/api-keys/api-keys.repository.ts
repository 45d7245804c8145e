import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ApiKeyRevokedReason, ApiKeysTable } from './api-keys.tables.ts';
import type { UsersTable } from '../users/index.ts';

export type ApiKeyRow = Selectable<ApiKeysTable>;
export type ApiKeyWithOwner = Pick<ApiKeyRow, 'id' | 'user_id' | 'last_used_at'> & Pick<Selectable<UsersTable>, 'username' | 'super_admin' | 'status'>;

export class ApiKeysRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(row: ApiKeyRow): Promise<void> {
    await this.#db.insertInto('api_keys').values(row).execute();
  }

  listByUser(userId: string): Promise<ApiKeyRow[]> {
    return this.#db.selectFrom('api_keys').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  }

  async countByUser(userId: string): Promise<number> {
    const row = await this.#db.selectFrom('api_keys').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', userId).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  findOwned(userId: string, id: string): Promise<ApiKeyRow | undefined> {
    return this.#db.selectFrom('api_keys').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  /** The key of a bearer value with its owner's current state, so a disabled owner is refused on the next request. */
  findByHash(keyHash: string): Promise<ApiKeyWithOwner | undefined> {
    return this.#db
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.user_id')
      .select(['api_keys.id', 'api_keys.user_id', 'api_keys.last_used_at', 'users.username', 'users.super_admin', 'users.status'])
      .where('api_keys.key_hash', '=', keyHash)
      .where('api_keys.revoked_at', 'is', null)
      .executeTakeFirst();
  }

  async updateDescription(userId: string, id: string, description: string): Promise<void> {
    await this.#db.updateTable('api_keys').set({ description }).where('id', '=', id).where('user_id', '=', userId).execute();
  }

  async touch(id: string, at: string): Promise<void> {
    await this.#db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
  }

  /** Whether a row was deleted. */
  async deleteOwned(userId: string, id: string): Promise<boolean> {
    const result = await this.#db.deleteFrom('api_keys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Ends every key of these users that is still live; revoked ones keep their first reason. */
  async revokeByUsers(userIds: readonly string[], reason: ApiKeyRevokedReason, at: string): Promise<void> {
    await this.#db.updateTable('api_keys').set({ revoked_at: at, revoked_reason: reason }).where('user_id', 'in', userIds).where('revoked_at', 'is', null).execute();
  }

  async deleteByUsers(userIds: readonly string[]): Promise<void> {
    await this.#db.deleteFrom('api_keys').where('user_id', 'in', userIds).execute();
  }
}
