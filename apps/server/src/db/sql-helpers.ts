import { PostgresIntrospector, sql, type Compilable, type CompiledQuery, type CreateTableBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';

/*
 * The one place where SQLite and PostgreSQL differ for our queries. Everything else uses
 * portable Kysely: text/integer columns, ON CONFLICT upserts and RETURNING work in both.
 */

/** Case-insensitive "contains" with LIKE wildcards in the user's text escaped. */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** count(*) comes back as a number from SQLite and as a bigint string from pg. */
export function toCount(value: unknown): number {
  return Number(value ?? 0);
}

/** SQLite: SQLITE_CONSTRAINT_UNIQUE (2067) / "UNIQUE constraint failed"; PostgreSQL: 23505. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; errcode?: unknown; message?: unknown };
  return e.code === '23505' || e.errcode === 2067 || (typeof e.message === 'string' && e.message.includes('UNIQUE constraint failed'));
}

/** Migrations get an untyped Kysely; the introspector class tells the dialect. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.introspection instanceof PostgresIntrospector;
}

/** Raw bytes: BLOB in SQLite, bytea in PostgreSQL. */
export function bytesColumnType(db: Kysely<unknown>): 'blob' | 'bytea' {
  return isPostgres(db) ? 'bytea' : 'blob';
}

/** An auto-increment integer primary key (arrival order), spelled per dialect. */
export function addSerialId<T extends string>(table: CreateTableBuilder<T>, db: Kysely<unknown>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'bigserial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** node:sqlite hands back Uint8Array, pg a Buffer. */
export function toBuffer(value: Uint8Array): Buffer {
  return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}

/**
 * A query compiled once, run with new parameters (in the order they appear in it). For the device path's point
 * lookups, where building and compiling the query cost more than running it.
 */
export function compiledOnce<R>(query: Compilable<R>): (parameters: readonly unknown[]) => CompiledQuery<R> {
  const compiled = query.compile();
  return (parameters) => ({ ...compiled, parameters });
}

/**
 * Runs `work` with commits that do not wait for the disk, for writes worth less than a flush each (last-seen times):
 * SQLite's `synchronous = NORMAL` on its one connection, held for `work` and put back after (in WAL mode the file
 * stays consistent; a power cut may lose the last commits), PostgreSQL's `synchronous_commit = off` in a transaction
 * (the same trade). `work` must use the handle it is given.
 */
export async function withLazyCommit<DB, T>(db: Kysely<DB>, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (isPostgres(db as Kysely<unknown>)) {
    return db.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit = off`.execute(trx);
      return work(trx);
    });
  }
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(connection);
    const before = Number(rows[0]?.synchronous ?? 2);
    await sql`pragma synchronous = normal`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql.raw(`pragma synchronous = ${before}`).execute(connection);
    }
  });
}
