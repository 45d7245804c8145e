import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './database.ts';
import { loadMigrations } from './migrations/index.ts';
import { isPostgres } from './sql-helpers.ts';

/**
 * Kysely looks for its migration tables in every schema it can see, so a second schema on the
 * same server (tests run one per app) would be taken as migrated; pin them to the current one.
 */
async function migrationTableSchema(db: Kysely<Database>): Promise<{ migrationTableSchema?: string }> {
  if (!isPostgres(db as Kysely<unknown>)) return {};
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {};
}

/** Applies every migration not yet applied, in order; answers the names it applied. */
export async function migrateToLatest(db: Kysely<Database>, all?: Record<string, Migration>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => all ?? (await loadMigrations()) }, ...(await migrationTableSchema(db)) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? failed?.migrationName));
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${cause.message}`, { cause });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
