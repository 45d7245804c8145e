// Frozen with the migrations that import it: it is part of their fingerprints, so what they run stays what was
// released while db/sql-helpers.ts moves on. A helper that must work differently is a new file, for new migrations.
import { PostgresIntrospector, type CreateTableBuilder, type Kysely } from 'kysely';

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
