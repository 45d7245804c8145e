import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect, type LogConfig } from 'kysely';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector.ts';
import pg from 'pg';
import type { DatabaseConfig } from '../config/env.ts';
import type { Database } from './database.ts';
import { attachDirectDriver, postgresDirectDriver, sqliteDirectDriver, type DirectDriver } from './direct-driver.ts';
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
  /** Kysely's query log (tests read the SQL a repository runs); with it, the device path's statements stay in Kysely too. */
  log?: LogConfig;
  /** PostgreSQL: a connection dropped by the server (restart, failover, idle reaper); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL: names the connections in pg_stat_activity. */
  applicationName?: string;
}

/** How long a request waits for a connection before it answers 503 instead of hanging through an outage. */
const CONNECT_TIMEOUT_MS = 5_000;
export const POSTGRES_APPLICATION_NAME = 'vox-console';

export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): DatabaseHandle {
  const log = options.log ? { log: options.log } : {};
  let direct: DirectDriver | undefined;
  let db: Kysely<Database>;
  if (config.kind === 'postgres') {
    const pool = postgresPool(config.url, options);
    db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }), ...log });
    direct = postgresDirectDriver(pool);
  } else {
    db = new Kysely<Database>({ dialect: sqliteDialect(config.path), ...log });
    // An in-memory database is one connection's alone: nothing else can read or write it.
    if (config.path !== ':memory:') direct = sqliteDirectDriver(config.path);
  }
  if (direct && !options.log) attachDirectDriver(db, direct);
  return {
    db,
    kind: config.kind,
    destroy: async () => {
      // Before the pool ends: the last background writes are committed.
      await direct?.close();
      await db.destroy();
    },
  };
}

function sqliteDialect(location: string): SqliteDialect {
  if (location !== ':memory:') mkdirSync(path.dirname(location), { recursive: true });
  return new SqliteDialect({ database: openSqlite(location) });
}

function postgresPool(url: string, { schema, poolSize, applicationName, onConnectionError = () => {} }: DatabaseOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: applicationName ?? POSTGRES_APPLICATION_NAME,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Without listeners, a connection the server ends (pg_terminate_backend, a restart) emits an unhandled
  // 'error' and kills the process. Idle ones reach the pool's event; checked-out ones need their own.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  return pool;
}
