import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { rowReader } from './sqlite-rows.ts';

/** Prepared statements kept per SQL text; the app runs a few hundred distinct statements, lists with `in (…)` more. */
const STATEMENT_CACHE_SIZE = 1_000;

/**
 * SQLite's page cache, in KiB (negative = KiB in PRAGMA terms). The default 2 MiB held little of a 100,000-device
 * table, so each check-in's lookup went to the operating system for its pages.
 */
const PAGE_CACHE_KIB = 64 * 1024;

/**
 * Kysely's SqliteDialect expects a better-sqlite3-like object. node:sqlite's StatementSync has no
 * `reader` flag and takes parameters spread, so this adapter bridges the two. Statements are prepared
 * once per SQL text: preparing took more time than running on the device path's point lookups.
 */
export function openSqlite(location: string): SqliteDatabase {
  const db = new DatabaseSync(location);
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA cache_size = -${PAGE_CACHE_KIB};`);
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      db.close();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        // Map order is insertion order: re-inserting marks it as the most recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = adapt(db.prepare(sql));
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

function adapt(stmt: StatementSync): SqliteStatement {
  const rows = rowReader(stmt);
  return {
    reader: stmt.columns().length > 0,
    all: rows.all,
    run: (parameters) => stmt.run(...(parameters as SQLInputValue[])),
    iterate: rows.iterate,
  };
}
