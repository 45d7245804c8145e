import type { Kysely, Selectable } from 'kysely';
import type { Database, LoginLockoutsTable } from '../../db/database.ts';

export type LoginLockoutRow = Selectable<LoginLockoutsTable>;

export class LoginLockoutsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  find(userId: string): Promise<LoginLockoutRow | undefined> {
    return this.#db.selectFrom('login_lockouts').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async save(row: LoginLockoutRow): Promise<void> {
    await this.#db
      .insertInto('login_lockouts')
      .values(row)
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ failures: row.failures, locked_until: row.locked_until, updated_at: row.updated_at }))
      .execute();
  }

  /** Adds one failure and answers the new count, atomically across processes. */
  async addFailure(userId: string, now: string): Promise<number> {
    const row = await this.#db
      .insertInto('login_lockouts')
      .values({ user_id: userId, failures: 1, locked_until: null, updated_at: now })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet((eb) => ({ failures: eb('login_lockouts.failures', '+', 1), updated_at: now })))
      .returning('failures')
      .executeTakeFirstOrThrow();
    return Number(row.failures);
  }

  async lockUntil(userId: string, lockedUntil: string): Promise<void> {
    await this.#db.updateTable('login_lockouts').set({ locked_until: lockedUntil }).where('user_id', '=', userId).execute();
  }

  async clear(userId: string): Promise<void> {
    await this.#db.deleteFrom('login_lockouts').where('user_id', '=', userId).execute();
  }
}
