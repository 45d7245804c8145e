import { sql, type RawBuilder, type SqlBool } from 'kysely';

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
