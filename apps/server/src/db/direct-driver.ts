import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type pg from 'pg';
import { CoalescedReads } from '../lib/coalesced-reads.ts';
import { rowReader, type RowReader } from './sqlite-rows.ts';
import { SqliteWriteThread } from './sqlite-write-thread.ts';

/**
 * The device path's way past Kysely: a point read prepared once on the driver itself, and writes worth less than a
 * disk flush (last-seen times) made off the event loop. Kysely's own path (its connection queue, a few promise hops
 * per query) cost the check-in more than the lookup it runs.
 */
export interface DirectDriver {
  /** A statement prepared once per connection: SQLite's statement kept, PostgreSQL's statement named. */
  read<R>(name: string, compiled: CompiledQuery<R>): (parameters: readonly unknown[]) => Promise<R[]>;
  /** Point reads asked for in one turn of the event loop are answered by one statement (a database across a socket). */
  coalescesPointReads: boolean;
  /** SQLite on a file: statements run in a thread of their own, each in its own transaction, committed lazily. */
  backgroundWrite?: (statements: readonly CompiledQuery[]) => Promise<void>;
  close(): Promise<void>;
}

const DRIVERS = new WeakMap<object, DirectDriver>();

/** Kysely handles built on another handle (a transaction, a connection) have none: their statements stay in Kysely. */
export function directDriverOf<DB>(db: Kysely<DB>): DirectDriver | undefined {
  return DRIVERS.get(db);
}

export function attachDirectDriver<DB>(db: Kysely<DB>, driver: DirectDriver): void {
  DRIVERS.set(db, driver);
}

/**
 * A read of the device path: on the driver when the handle has one, else through Kysely compiled once. Same rows
 * either way (neither adds a plugin or a result transform).
 */
export function preparedRead<DB, R>(db: Kysely<DB>, name: string, query: Compilable<R>): (parameters: readonly unknown[]) => Promise<R[]> {
  const compiled = query.compile();
  const direct = directDriverOf(db);
  if (direct) return direct.read(name, compiled);
  return async (parameters) => (await db.executeQuery<R>({ ...compiled, parameters })).rows;
}

/** A point read by key and the same read of many keys, which must return each row's key (`keyOf`). */
export interface PointRead<R> {
  one: Compilable<R>;
  many: Compilable<R>;
  keyOf: (row: R) => string;
}

/**
 * A read of one row by key on the device path: on a driver that coalesces point reads, the reads of one turn of the
 * event loop go out as one statement of many keys; else the point read prepared once (`preparedRead`).
 */
export function preparedPointRead<DB, R>(db: Kysely<DB>, name: string, read: PointRead<R>): (key: string) => Promise<R | undefined> {
  const direct = directDriverOf(db);
  if (direct?.coalescesPointReads) {
    const many = direct.read(`${name}_many`, read.many.compile());
    const reads = new CoalescedReads((keys) => many([keys]), read.keyOf);
    return (key) => reads.read(key);
  }
  const one = preparedRead(db, name, read.one);
  return async (key) => (await one([key]))[0];
}

/** The page cache of the reading connection, in KiB: the device table's hot pages, beside the OS's file cache. */
const READER_CACHE_KIB = 16 * 1024;

/**
 * SQLite on a file: reads on a read-only connection of their own (in WAL mode it sees every committed write and never
 * the open transaction of the app's connection), writes in a thread. Both are opened on first use.
 */
export function sqliteDirectDriver(location: string): DirectDriver {
  let reader: DatabaseSync | undefined;
  let writer: SqliteWriteThread | undefined;
  const statements: StatementSync[] = [];
  const open = () => {
    if (!reader) {
      reader = new DatabaseSync(location, { readOnly: true });
      reader.exec(`PRAGMA busy_timeout = 5000; PRAGMA cache_size = -${READER_CACHE_KIB};`);
    }
    return reader;
  };
  return {
    // Reads here are in this process and synchronous: nothing to save by waiting for others.
    coalescesPointReads: false,
    read<R>(_name: string, compiled: CompiledQuery<R>) {
      let rows: RowReader | undefined;
      return async (parameters) => {
        if (!rows) {
          const statement = open().prepare(compiled.sql);
          statements.push(statement);
          rows = rowReader(statement);
        }
        return rows.all(parameters) as R[];
      };
    },
    backgroundWrite: (compiled) => (writer ??= new SqliteWriteThread(location)).run(compiled.map(({ sql, parameters }) => ({ sql, parameters }))),
    async close() {
      await writer?.close();
      statements.length = 0;
      reader?.close();
    },
  };
}

/** PostgreSQL: a named statement, which pg prepares once on each pooled connection. */
export function postgresDirectDriver(pool: pg.Pool): DirectDriver {
  return {
    coalescesPointReads: true,
    read<R>(name: string, compiled: CompiledQuery<R>) {
      return async (parameters) => (await pool.query({ name, text: compiled.sql, values: [...parameters] })).rows as R[];
    },
    close: async () => {},
  };
}
