import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { JobsTable } from './jobs.tables.ts';
import { isPostgres } from '../../db/sql-helpers.ts';

export type JobRow = Selectable<JobsTable>;

export class JobsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** False when a live job already holds the row's unique key. */
  async insert(row: JobRow): Promise<boolean> {
    const inserted = await this.#db.insertInto('jobs').values(row).onConflict((oc) => oc.column('unique_key').doNothing()).returning('id').execute();
    return inserted.length > 0;
  }

  find(id: string): Promise<JobRow | undefined> {
    return this.#db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Takes the next due job of these kinds in one statement: waiting and due, or running with a lease that ran out (its
   * worker died). PostgreSQL skips rows another worker is claiming, so several processes never take the same job.
   */
  async claim(kinds: readonly string[], worker: string, now: string, lockedUntil: string): Promise<JobRow | undefined> {
    if (kinds.length === 0) return undefined;
    const postgres = isPostgres(this.#db as Kysely<unknown>);
    return this.#db
      .updateTable('jobs')
      .set((eb) => ({ state: 'running', locked_by: worker, locked_until: lockedUntil, attempts: eb('attempts', '+', 1), updated_at: now }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs as due')
          .select('due.id')
          .where('due.kind', 'in', kinds)
          .where((w) =>
            w.or([
              w.and([w('due.state', '=', 'waiting'), w('due.run_after', '<=', now)]),
              // A job whose every attempt ended with its worker gone is not run again: failExhausted ends it.
              w.and([w('due.state', '=', 'running'), w('due.locked_until', '<', now), w('due.attempts', '<', w.ref('due.max_attempts'))]),
            ]),
          )
          .orderBy('due.run_after')
          .limit(1)
          .$if(postgres, (qb) => qb.forUpdate().skipLocked()),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Jobs of these kinds whose lease ran out after their last attempt: each attempt is counted when it is claimed, so a
   * job that killed its worker or process every time ends here instead of being claimed for ever. Periodic kinds wait
   * for their next period with a fresh count; the others fail with `message`. Answers the jobs that failed.
   */
  async endExhausted(kinds: readonly string[], periodic: ReadonlyMap<string, string>, now: string, message: string): Promise<JobRow[]> {
    const oneShot = kinds.filter((kind) => !periodic.has(kind));
    for (const [kind, runAfter] of periodic) {
      await this.#exhausted([kind], now)
        .set({ state: 'waiting', attempts: 0, run_after: runAfter, last_error: message, locked_by: null, locked_until: null, updated_at: now })
        .execute();
    }
    if (oneShot.length === 0) return [];
    return this.#exhausted(oneShot, now)
      .set({ state: 'failed', unique_key: null, last_error: message, locked_by: null, locked_until: null, updated_at: now })
      .returningAll()
      .execute();
  }

  #exhausted(kinds: readonly string[], now: string) {
    return this.#db
      .updateTable('jobs')
      .where('kind', 'in', kinds)
      .where('state', '=', 'running')
      .where('locked_until', '<', now)
      .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')));
  }

  /** Only while this worker still holds the job; false when it lost the lease to another. */
  async extend(id: string, worker: string, lockedUntil: string, progress?: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('jobs')
      .set({ locked_until: lockedUntil, ...(progress === undefined ? {} : { progress }) })
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: string, worker: string): Promise<void> {
    await this.#db.deleteFrom('jobs').where('id', '=', id).where('locked_by', '=', worker).execute();
  }

  /** Back to waiting (a retry, or the next run of a periodic job), or failed for good. */
  async release(id: string, worker: string, changes: Pick<JobRow, 'state' | 'run_after' | 'last_error' | 'updated_at'> & Partial<Pick<JobRow, 'attempts' | 'progress' | 'unique_key'>>): Promise<void> {
    await this.#db
      .updateTable('jobs')
      .set({ ...changes, locked_by: null, locked_until: null })
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .execute();
  }

  /** Workers holding running jobs now. */
  async runningWorkers(): Promise<string[]> {
    const rows = await this.#db.selectFrom('jobs').select('locked_by').distinct().where('state', '=', 'running').where('locked_by', 'is not', null).execute();
    return rows.map((row) => row.locked_by!);
  }

  /** Makes a worker's running jobs due at once (the worker is known to be gone). */
  async expireLeases(worker: string): Promise<void> {
    await this.#db.updateTable('jobs').set({ locked_until: new Date(0).toISOString() }).where('locked_by', '=', worker).where('state', '=', 'running').execute();
  }

  async countByState(kind: string): Promise<Record<string, number>> {
    const rows = await this.#db.selectFrom('jobs').select(['state', (eb) => eb.fn.countAll<number | string>().as('n')]).where('kind', '=', kind).groupBy('state').execute();
    return Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
  }

  /** How many jobs of each kind wait, run or failed: the queue depth the metrics show. */
  async countByKindAndState(): Promise<{ kind: string; state: string; count: number }[]> {
    const rows = await this.#db.selectFrom('jobs').select(['kind', 'state', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy(['kind', 'state']).execute();
    return rows.map((row) => ({ kind: row.kind, state: row.state, count: Number(row.n) }));
  }
}
