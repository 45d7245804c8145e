import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** SQLite allows 32,766 bound values per statement; PostgreSQL 65,535. */
export const MAX_BOUND_VALUES = 30_000;

export interface BatchInsert {
  table: string;
  rows: readonly Record<string, unknown>[];
  /** The conflict target, used when `replaced` names columns to overwrite. */
  key: readonly string[];
  /** Columns a conflicting row takes from the new one; none: a conflicting row is kept as it is. */
  replaced: readonly string[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const statementTexts = new Map<string, string>();
const numberedPlaceholders = new WeakMap<object, boolean>();

/**
 * Inserts many rows with statement text built once per shape and cached. Building Kysely's query tree for a few
 * thousand rows per statement took more CPU and allocated more short-lived memory than the database spent writing
 * them; the text is the same `insert … values (…), (…) on conflict …` Kysely would compile. Answers the rows written.
 */
export async function insertBatch(db: Kysely<Database>, insert: BatchInsert): Promise<number> {
  if (insert.rows.length === 0) return 0;
  const columns = Object.keys(insert.rows[0]!);
  const perStatement = Math.max(1, Math.floor(MAX_BOUND_VALUES / columns.length));
  const numbered = placeholdersAreNumbered(db);
  let written = 0;
  for (let start = 0; start < insert.rows.length; start += perStatement) {
    const rows = insert.rows.slice(start, start + perStatement);
    const parameters: unknown[] = [];
    for (const row of rows) for (const column of columns) parameters.push(row[column] ?? null);
    const text = statementText(insert, columns, rows.length, numbered);
    const result = await db.executeQuery(CompiledQuery.raw(text, parameters));
    written += Number(result.numAffectedRows ?? 0);
  }
  return written;
}

/** Whether rows name the same columns throughout, with no value left undefined (which Kysely writes as DEFAULT). */
export function uniformRows(rows: readonly Record<string, unknown>[]): boolean {
  const columns = Object.keys(rows[0] ?? {});
  return rows.every((row) => {
    const keys = Object.keys(row);
    return keys.length === columns.length && columns.every((column, index) => keys[index] === column && row[column] !== undefined);
  });
}

/** PostgreSQL numbers its placeholders ($1); SQLite takes `?`. Asked of Kysely's own compiler, once per database. */
function placeholdersAreNumbered(db: Kysely<Database>): boolean {
  let numbered = numberedPlaceholders.get(db);
  if (numbered === undefined) {
    numbered = sql`select ${1}`.compile(db).sql.includes('$1');
    numberedPlaceholders.set(db, numbered);
  }
  return numbered;
}

function statementText(insert: BatchInsert, columns: readonly string[], rowCount: number, numbered: boolean): string {
  const cacheKey = `${insert.table}|${columns.join(',')}|${insert.key.join(',')}|${insert.replaced.join(',')}|${rowCount}|${numbered}`;
  const cached = statementTexts.get(cacheKey);
  if (cached) return cached;
  const groups: string[] = [];
  for (let row = 0; row < rowCount; row += 1) {
    const cells = columns.map((_, column) => (numbered ? `$${row * columns.length + column + 1}` : '?'));
    groups.push(`(${cells.join(', ')})`);
  }
  const conflict =
    insert.replaced.length > 0
      ? `on conflict (${insert.key.map(quote).join(', ')}) do update set ${insert.replaced.map((column) => `${quote(column)} = excluded.${quote(column)}`).join(', ')}`
      : 'on conflict do nothing';
  const text = `insert into ${quote(insert.table)} (${columns.map(quote).join(', ')}) values ${groups.join(', ')} ${conflict}`;
  if (statementTexts.size >= 200) statementTexts.clear();
  statementTexts.set(cacheKey, text);
  return text;
}
