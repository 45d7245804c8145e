import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase } from 'kysely';

/**
 * Kysely's SqliteDialect expects a better-sqlite3-like object. node:sqlite's StatementSync has no
 * `reader` flag and takes parameters spread, so this adapter bridges the two.
 */
export function openSqlite(location: string): SqliteDatabase {
  const db = new DatabaseSync(location);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  return {
    close: () => db.close(),
    prepare(sql) {
      const stmt = db.prepare(sql);
      const args = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
      return {
        reader: stmt.columns().length > 0,
        all: (parameters) => stmt.all(...args(parameters)),
        run: (parameters) => stmt.run(...args(parameters)),
        iterate: (parameters) => stmt.iterate(...args(parameters)),
      };
    },
  };
}
