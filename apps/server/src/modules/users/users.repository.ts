import type { Kysely, Selectable } from 'kysely';
import type { AdminUserSort, ListSort, PageData, PageQuery } from '@vox/contracts';
import type { Database } from '../../db/database.ts';
import type { UsersTable } from './users.tables.ts';
import { containsText } from '../../db/sql-helpers.ts';
import { paginate } from '../../lib/pagination.ts';

export type UserRow = Selectable<UsersTable>;
export type AdminUserListRow = Pick<UserRow, 'id' | 'username' | 'status' | 'super_admin' | 'created_at'> & { device_count: unknown; locked_until: string | null };

export class UsersRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.#db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByUsername(username: string): Promise<UserRow | undefined> {
    return this.#db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  }

  async insert(row: UserRow): Promise<void> {
    await this.#db.insertInto('users').values(row).execute();
  }

  async updatePassword(id: string, passwordHash: string, now: string): Promise<void> {
    await this.#db.updateTable('users').set({ password: passwordHash, updated_at: now }).where('id', '=', id).execute();
  }

  async updateSuperAdmin(id: string, superAdmin: number, now: string): Promise<void> {
    await this.#db.updateTable('users').set({ super_admin: superAdmin, updated_at: now }).where('id', '=', id).execute();
  }

  async updateStatus(ids: readonly string[], status: number, now: string): Promise<void> {
    await this.#db.updateTable('users').set({ status, updated_at: now }).where('id', 'in', ids).execute();
  }

  async existingIds(ids: readonly string[]): Promise<string[]> {
    const rows = await this.#db.selectFrom('users').select('id').where('id', 'in', ids).execute();
    return rows.map((row) => row.id);
  }

  /** The accounts holding any of these usernames: their id by username. */
  async idsByUsername(usernames: readonly string[]): Promise<Map<string, string>> {
    if (usernames.length === 0) return new Map();
    const rows = await this.#db.selectFrom('users').select(['id', 'username']).where('username', 'in', usernames).execute();
    return new Map(rows.map((row) => [row.username, row.id]));
  }

  async count(): Promise<number> {
    const row = await this.#db.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async hasSuperAdmin(): Promise<boolean> {
    const row = await this.#db.selectFrom('users').select('id').where('super_admin', '=', 1).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.#db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Admin list with the real device count per user. */
  adminPage(query: PageQuery & ListSort<AdminUserSort> & { mobile: string }): Promise<PageData<AdminUserListRow>> {
    const direction = query.order === 'descend' ? 'desc' : 'asc';
    const column = ({ createDate: 'users.created_at', mobile: 'users.username', deviceCount: 'device_count' } as const)[query.sort];
    const base = this.#db
      .selectFrom('users')
      .$if(query.mobile !== '', (qb) => qb.where(containsText('users.username', query.mobile)));
    return paginate(base, query, (qb) =>
      qb
        .select(['users.id', 'users.username', 'users.status', 'users.super_admin', 'users.created_at'])
        // The latest wait on the account, from whichever address: the one an administrator can lift.
        .select((eb) => eb.selectFrom('login_lockouts').select((sub) => sub.fn.max('locked_until').as('locked_until')).whereRef('login_lockouts.user_id', '=', 'users.id').as('locked_until'))
        .select((eb) =>
          eb.selectFrom('devices').select(eb.fn.countAll().as('n')).whereRef('devices.user_id', '=', 'users.id').as('device_count'),
        )
        .orderBy(column, direction)
        .orderBy('users.id', direction),
    );
  }
}
