import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { LoginLockoutsTable } from './account.tables.ts';

export type LoginLockoutRow = Selectable<LoginLockoutsTable>;

/** Whose wrong passwords a row counts: one account from one address, any account from one address ('' user), or one account from anywhere ('' address). */
export interface LockoutScope {
  userId: string;
  address: string;
}

export class LoginLockoutsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  findAll(scopes: readonly LockoutScope[]): Promise<LoginLockoutRow[]> {
    return this.#db
      .selectFrom('login_lockouts')
      .selectAll()
      .where((eb) => eb.or(scopes.map((scope) => eb.and([eb('user_id', '=', scope.userId), eb('address', '=', scope.address)]))))
      .execute();
  }

  /**
   * Adds one failure and answers the new count, atomically across processes; a count whose last failure is older than
   * `forgetBefore` starts again at 1.
   */
  async addFailure(scope: LockoutScope, now: string, forgetBefore: string): Promise<number> {
    const row = await this.#db
      .insertInto('login_lockouts')
      .values({ user_id: scope.userId, address: scope.address, failures: 1, locked_until: null, updated_at: now })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'address']).doUpdateSet((eb) => ({
          failures: eb.case().when('login_lockouts.updated_at', '<', forgetBefore).then(1).else(eb('login_lockouts.failures', '+', 1)).end(),
          updated_at: now,
        })),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    return Number(row.failures);
  }

  async lockUntil(scope: LockoutScope, lockedUntil: string): Promise<void> {
    await this.#db.updateTable('login_lockouts').set({ locked_until: lockedUntil }).where('user_id', '=', scope.userId).where('address', '=', scope.address).execute();
  }

  async delete(scope: LockoutScope): Promise<void> {
    await this.#db.deleteFrom('login_lockouts').where('user_id', '=', scope.userId).where('address', '=', scope.address).execute();
  }

  /** Everything counted against one account, from every address. */
  async clear(userId: string): Promise<void> {
    await this.#db.deleteFrom('login_lockouts').where('user_id', '=', userId).execute();
  }
}
