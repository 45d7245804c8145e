import mysql, { type Connection, type RowDataPacket } from 'mysql2/promise';
import type { UpstreamRow } from '../../lib/upstream-table-import.ts';
import { ImportRefused } from './import-refused.ts';

/** The tables without which a database is not an upstream manager-api database. */
const REQUIRED_TABLES = ['sys_user', 'sys_params', 'ai_agent', 'ai_device', 'ai_model_config'] as const;
const NUMERIC_TYPES = new Set(['tinyint', 'smallint', 'mediumint', 'int', 'bigint', 'decimal']);
const CONNECT_TIMEOUT_MS = 10_000;

export interface UpstreamChangelog {
  applied: number;
  latest: string | null;
}

/** `host:port/database`, without the user or password, to name the source in output and in the progress table. */
export function describeSource(url: URL): string {
  return `${url.hostname}:${url.port || '3306'}${url.pathname}`;
}

/**
 * A read-only view of an upstream database over the MySQL protocol: which tables and columns this installation has
 * (older ones lack later changesets' tables and columns), and its rows in key order, one batch at a time.
 */
export class MysqlSource {
  readonly name: string;
  readonly changelog: UpstreamChangelog;
  readonly #connection: Connection;
  /** table → column → data type. */
  readonly #columns: Map<string, Map<string, string>>;

  private constructor(name: string, connection: Connection, columns: Map<string, Map<string, string>>, changelog: UpstreamChangelog) {
    this.name = name;
    this.#connection = connection;
    this.#columns = columns;
    this.changelog = changelog;
  }

  /** Refuses, naming the problem, a URL it cannot use, a server it cannot reach or a database that is not upstream's. */
  static async open(text: string, timeZone: string): Promise<MysqlSource> {
    const url = parseMysqlUrl(text);
    const name = describeSource(url);
    let connection: Connection;
    try {
      connection = await mysql.createConnection({
        uri: url.href,
        timezone: timeZone,
        supportBigNumbers: true,
        bigNumberStrings: true,
        connectTimeout: CONNECT_TIMEOUT_MS,
        charset: 'utf8mb4',
      });
    } catch (error) {
      throw new ImportRefused(connectionProblem(error, name));
    }
    try {
      await connection.query('set session transaction read only');
      const columns = await readColumns(connection);
      const missing = REQUIRED_TABLES.filter((table) => !columns.has(table));
      if (missing.length > 0) {
        throw new ImportRefused(`${name} is not a xiaozhi-esp32-server (manager-api) database: it has no table ${missing.join(', ')}.`);
      }
      return new MysqlSource(name, connection, columns, await readChangelog(connection, columns));
    } catch (error) {
      await connection.end().catch(() => {});
      throw error;
    }
  }

  hasTable(table: string): boolean {
    return this.#columns.has(table);
  }

  hasColumn(table: string, column: string): boolean {
    return this.#columns.get(table)?.has(column) ?? false;
  }

  async count(table: string): Promise<number> {
    const [rows] = await this.#connection.query<RowDataPacket[]>(`select count(*) as n from \`${table}\``);
    return Number(rows[0]?.n ?? 0);
  }

  /** The next `limit` rows after `after` (the key of the last row read), in key order. */
  async page(table: string, key: readonly string[], after: readonly unknown[] | null, limit: number): Promise<UpstreamRow[]> {
    const types = this.#columns.get(table)!;
    const placeholder = (column: string) => (NUMERIC_TYPES.has(types.get(column) ?? '') ? 'cast(? as signed)' : '?');
    const columns = key.map((column) => `\`${column}\``).join(', ');
    const where = after ? `where (${columns}) > (${key.map(placeholder).join(', ')})` : '';
    return this.query(`select * from \`${table}\` ${where} order by ${columns} limit ${Math.trunc(limit)}`, after ?? []);
  }

  async query(sql: string, values: readonly unknown[]): Promise<UpstreamRow[]> {
    const [rows] = await this.#connection.query<RowDataPacket[]>(sql, [...values]);
    return rows as UpstreamRow[];
  }

  close(): Promise<void> {
    return this.#connection.end();
  }
}

function parseMysqlUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ImportRefused('The source must be a URL like mysql://user:password@host:3306/xiaozhi_esp32_server.');
  }
  if (url.protocol !== 'mysql:') throw new ImportRefused(`The source must be a mysql:// URL, not ${url.protocol}//.`);
  if (url.pathname.length <= 1) throw new ImportRefused('The source URL names no database: add it after the port, e.g. mysql://root@host:3306/xiaozhi_esp32_server.');
  return url;
}

function connectionProblem(error: unknown, name: string): string {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'ECONNREFUSED':
      return `Nothing answers at ${name.split('/')[0]}: is MySQL running there, and is the port right?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The host of ${name} was not found.`;
    case 'ETIMEDOUT':
      return `${name.split('/')[0]} did not answer within ${CONNECT_TIMEOUT_MS / 1000} s.`;
    case 'ER_ACCESS_DENIED_ERROR':
    case 'ER_DBACCESS_DENIED_ERROR':
      return `MySQL refused the user or password for ${name}.`;
    case 'ER_BAD_DB_ERROR':
      return `MySQL at ${name.split('/')[0]} has no database ${name.split('/')[1]}.`;
    default:
      return `Could not connect to ${name}: ${(error as Error).message}`;
  }
}

async function readColumns(connection: Connection): Promise<Map<string, Map<string, string>>> {
  const [rows] = await connection.query<RowDataPacket[]>(
    'select table_name as t, column_name as c, data_type as d from information_schema.columns where table_schema = database()',
  );
  const tables = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const table = String(row.t);
    const columns = tables.get(table) ?? new Map<string, string>();
    columns.set(String(row.c), String(row.d).toLowerCase());
    tables.set(table, columns);
  }
  return tables;
}

/** Liquibase's record of the changesets this installation ran; absent on a database made by hand. */
async function readChangelog(connection: Connection, columns: Map<string, Map<string, string>>): Promise<UpstreamChangelog> {
  const table = [...columns.keys()].find((name) => name.toUpperCase() === 'DATABASECHANGELOG');
  if (!table) return { applied: 0, latest: null };
  const [rows] = await connection.query<RowDataPacket[]>(`select count(*) as n, max(ID) as latest from \`${table}\``);
  return { applied: Number(rows[0]?.n ?? 0), latest: rows[0]?.latest ? String(rows[0].latest) : null };
}
