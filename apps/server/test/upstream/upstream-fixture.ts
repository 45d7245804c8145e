// A xiaozhi-esp32-server (manager-api) MySQL database for the importer's tests and benchmark: a fresh database on the
// test MySQL/MariaDB server with upstream's tables in the current or an old (June 2025) shape, its Liquibase changelog,
// realistic rows in every table, and optionally a scaled-up bulk of accounts, agents, devices and chat history.
import { createHash, randomBytes } from 'node:crypto';
import mysql, { type Connection, type RowDataPacket } from 'mysql2/promise';
import { changesetsOf, type UpstreamShape } from './upstream-changesets.ts';
import { buildCore } from './upstream-core.ts';
import { BULK_PASSWORD, writeBulk, type UpstreamScale } from './upstream-bulk.ts';
import type { UpstreamFixtureFacts } from './upstream-facts.ts';
import { columnsOf, legacyInOld, LIQUIBASE_TABLES, missingInOld, schemaDdl, tablesOf } from './upstream-tables.ts';
import { UpstreamWriter } from './upstream-writer.ts';

export type { UpstreamShape } from './upstream-changesets.ts';
export type { UpstreamScale } from './upstream-bulk.ts';
export type { UpstreamFixtureFacts } from './upstream-facts.ts';
export { missingInOld } from './upstream-tables.ts';

/** The MySQL-protocol server fixtures are created on (no database in the path). */
export const upstreamTestServerUrl: string = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export interface UpstreamFixture {
  /** mysql://…:3306/<database>, what `import-upstream` is given. */
  url: string;
  database: string;
  facts: UpstreamFixtureFacts;
  drop(): Promise<void>;
}

export function databaseUrl(database: string, serverUrl = upstreamTestServerUrl): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Big numbers as strings (user ids pass 2^53), datetimes as their text. */
export function connectUpstream(url: string, options: { multipleStatements?: boolean } = {}): Promise<Connection> {
  return mysql.createConnection({ uri: url, supportBigNumbers: true, bigNumberStrings: true, dateStrings: true, charset: 'utf8mb4', ...options });
}

export async function createUpstreamFixture(options: { shape: UpstreamShape; scale?: UpstreamScale }): Promise<UpstreamFixture> {
  const database = `upstream_test_${randomBytes(5).toString('hex')}`;
  const server = await connectUpstream(upstreamTestServerUrl);
  const drop = async () => {
    const connection = await connectUpstream(upstreamTestServerUrl);
    try {
      await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
    } finally {
      await connection.end();
    }
  };
  try {
    await server.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci`);
  } finally {
    await server.end();
  }
  const url = databaseUrl(database);
  try {
    const facts = await fill(url, options.shape, options.scale);
    return { url, database, facts, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function fill(url: string, shape: UpstreamShape, scale: UpstreamScale | undefined): Promise<UpstreamFixtureFacts> {
  const connection = await connectUpstream(url);
  try {
    for (const statement of schemaDdl(shape)) await connection.query(statement);
    const tables = tablesOf(shape);
    const present = new Set(tables.map((table) => table.name));
    const writer = new UpstreamWriter(connection, shape, [...present, ...LIQUIBASE_TABLES]);
    const { rows, facts } = buildCore(
      shape,
      (table) => present.has(table),
      (table) => columnsOf(tables.find((candidate) => candidate.name === table)!, shape),
    );
    for (const [table, tableRows] of rows) await writer.insert(table, tableRows, 200);
    const changesets = changesetsOf(shape);
    await writer.insert('DATABASECHANGELOG', changelogRows(changesets.map((changeset) => changeset)));
    await writer.insert('DATABASECHANGELOGLOCK', [{ ID: 1, LOCKED: 0, LOCKGRANTED: null, LOCKEDBY: null }]);
    const bulk = scale ? await writeBulk(writer, scale, facts.users[1]!.id) : { chatAudio: 0 };
    const missing = shape === 'old' ? missingInOld() : { tables: [], columns: [] };
    return {
      ...facts,
      changesets: changesets.map((changeset) => changeset.id),
      tables: [...present].sort(),
      missing,
      legacyTables: shape === 'old' ? legacyInOld() : [],
      rowCounts: await countRows(connection, [...present, ...LIQUIBASE_TABLES]),
      bulk: {
        users: scale?.users ?? 0, agents: scale?.agents ?? 0, devices: scale && scale.agents > 0 ? scale.devices : 0,
        chatMessages: scale && scale.agents > 0 ? scale.chatMessages : 0, chatAudio: bulk.chatAudio, bulkPassword: BULK_PASSWORD,
      },
    };
  } finally {
    await connection.end();
  }
}

/** One DATABASECHANGELOG row per changeset, dated a day after the changeset's own id (yyyyMMddHHmm). */
function changelogRows(changesets: { id: string; author: string }[]) {
  const deployment = String(Date.now()).slice(-10);
  return changesets.map((changeset, index) => {
    const id = changeset.id;
    const executed = `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)} ${id.slice(8, 10)}:${id.slice(10, 12)}:00`;
    return {
      ID: id, AUTHOR: changeset.author, FILENAME: 'classpath:db/changelog/db.changelog-master.yaml', DATEEXECUTED: executed,
      ORDEREXECUTED: index + 1, EXECTYPE: 'EXECUTED', MD5SUM: `9:${createHash('md5').update(id).digest('hex')}`,
      DESCRIPTION: 'sqlFile', COMMENTS: '', TAG: null, LIQUIBASE: '4.29.2', CONTEXTS: null, LABELS: null, DEPLOYMENT_ID: deployment,
    };
  });
}

async function countRows(connection: Connection, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [rows] = await connection.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM \`${table}\``);
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}
