import type { SQLInputValue, StatementSync } from 'node:sqlite';

export type SqliteRow = Record<string, unknown>;

export interface RowReader {
  all(parameters: readonly unknown[]): SqliteRow[];
  iterate(parameters: readonly unknown[]): IterableIterator<SqliteRow>;
}

/**
 * node:sqlite builds each row as an object without a prototype in V8's dictionary mode: every read of a field is a hash
 * lookup, and copying a row (`{ ...row }`) takes V8's slow path; a check-in spent more time copying its device row than
 * reading it. So a statement returns arrays, made here into plain objects that share one shape per statement (as pg's
 * rows are). Same fields and values; of two columns with one name the later wins, as in node:sqlite's own objects.
 */
export function rowReader(statement: StatementSync): RowReader {
  const values = (parameters: readonly unknown[]) => parameters as SQLInputValue[];
  const names = statement.columns().map((column) => column.name);
  // A plain object would take such a column as its prototype: node:sqlite's own rows, which have none, instead.
  if (names.includes('__proto__')) {
    return { all: (parameters) => statement.all(...values(parameters)), iterate: (parameters) => statement.iterate(...values(parameters)) };
  }
  statement.setReturnArrays(true);
  const toRow = (fields: unknown[]): SqliteRow => {
    const row: SqliteRow = {};
    for (let index = 0; index < names.length; index++) row[names[index]!] = fields[index];
    return row;
  };
  return {
    all: (parameters) => (statement.all(...values(parameters)) as unknown as unknown[][]).map(toRow),
    *iterate(parameters) {
      for (const fields of statement.iterate(...values(parameters))) yield toRow(fields as unknown as unknown[]);
    },
  };
}
