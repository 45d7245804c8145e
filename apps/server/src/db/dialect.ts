import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type LogConfig } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/env.ts';
import type { Database } from './database.ts';
import { openSqlite } from './sqlite-adapter.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseConfig['kind'];
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL: sets the connection's search_path; tests use a throwaway schema per app. */
  schema?: string;
  poolSize?: number;
  /** Kysely's query log (tests read the SQL a repository runs). */
  log?: LogConfig;
}

export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): DatabaseHandle {
  const log = options.log ? { log: options.log } : {};
  const db =
    config.kind === 'postgres'
      ? new Kysely<Database>({ dialect: postgresDialect(config.url, options), ...log })
      : new Kysely<Database>({ dialect: sqliteDialect(config.path), ...log });
  return { db, kind: config.kind, destroy: () => db.destroy() };
}

function sqliteDialect(location: string): SqliteDialect {
  if (location !== ':memory:') mkdirSync(path.dirname(location), { recursive: true });
  return new SqliteDialect({ database: openSqlite(location) });
}

function postgresDialect(url: string, { schema, poolSize }: DatabaseOptions): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new PostgresDialect({ pool });
}
