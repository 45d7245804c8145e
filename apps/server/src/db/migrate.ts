import { Migrator, type Kysely } from 'kysely';
import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? failed?.migrationName));
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${cause.message}`, { cause });
  }
}
