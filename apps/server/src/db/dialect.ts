import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/env.ts';
import type { Database } from './database.ts';
import { openSqlite } from './sqlite-adapter.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseConfig['kind'];
  destroy(): Promise<void>;
}

export interface PostgresOptions {
  /** Sets the connection's search_path; tests use a throwaway schema per app. */
  schema?: string;
  poolSize?: number;
}

export function createDatabase(config: DatabaseConfig, pgOptions: PostgresOptions = {}): DatabaseHandle {
  const db = config.kind === 'postgres' ? new Kysely<Database>({ dialect: postgresDialect(config.url, pgOptions) }) : openSqliteKysely(config.path);
  return { db, kind: config.kind, destroy: () => db.destroy() };
}

function openSqliteKysely(location: string): Kysely<Database> {
  if (location !== ':memory:') mkdirSync(path.dirname(location), { recursive: true });
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(location) }) });
}

function postgresDialect(url: string, { schema, poolSize }: PostgresOptions): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new PostgresDialect({ pool });
}
