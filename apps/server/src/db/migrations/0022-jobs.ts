// Released with fingerprint a54b604bc99b32fd97bc6d08aca0cf1e09496e4c46681ff9e319120c530e03ad
import type { Kysely } from 'kysely';

/**
 * The one background-job table: knowledge indexing, clone training, memory inference and purges.
 * A worker claims a due job by setting `locked_by`/`locked_until` in one statement; a job whose lease ran out (its
 * process died) is due again, so work survives a restart. `unique_key` keeps one live job per key, e.g. one
 * scheduled purge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    .addColumn('run_after', 'text', (col) => col.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('unique_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['state', 'run_after']).execute();
  await db.schema.createIndex('jobs_kind_idx').on('jobs').columns(['kind', 'state']).execute();
}
