// Writes rows into the fixture database with multi-row INSERTs, keeping only the columns the shape's table has.
import type { Connection } from 'mysql2/promise';
import type { UpstreamShape } from './upstream-changesets.ts';
import { columnsOf, UPSTREAM_TABLES } from './upstream-tables.ts';
import type { Row } from './upstream-values.ts';

export class UpstreamWriter {
  readonly counts = new Map<string, number>();
  readonly #connection: Connection;
  readonly #shape: UpstreamShape;
  readonly #present: Set<string>;

  constructor(connection: Connection, shape: UpstreamShape, presentTables: string[]) {
    this.#connection = connection;
    this.#shape = shape;
    this.#present = new Set(presentTables);
  }

  /** Rows of a table this shape lacks are skipped; a column the table never had is a fixture bug. */
  async insert(table: string, rows: Row[], batchSize = 1_000): Promise<void> {
    if (!this.#present.has(table) || rows.length === 0) return;
    const definition = UPSTREAM_TABLES.find((candidate) => candidate.name === table);
    const known = new Set(definition ? definition.columns.map((column) => column.name) : Object.keys(rows[0]!));
    const unknown = Object.keys(rows[0]!).filter((column) => !known.has(column));
    if (unknown.length > 0) throw new Error(`fixture rows for ${table} name unknown columns: ${unknown.join(', ')}`);
    const columns = definition ? columnsOf(definition, this.#shape).filter((column) => column in rows[0]!) : Object.keys(rows[0]!);
    const sql = `INSERT INTO \`${table}\` (${columns.map((column) => `\`${column}\``).join(', ')}) VALUES ?`;
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize).map((row) => columns.map((column) => row[column] ?? null));
      await this.#connection.query(sql, [batch]);
    }
    this.counts.set(table, (this.counts.get(table) ?? 0) + rows.length);
  }
}
