// Proves the upstream MySQL fixture the importer is tested against: the table and column sets of both shapes as
// MariaDB reports them, row counts equal to the facts, real BCrypt hashes and SM2 keys, and databases dropped.
// It needs no console database, so it runs once, in the server-sqlite project.
import bcrypt from 'bcryptjs';
import type { Connection, RowDataPacket } from 'mysql2/promise';
import smCrypto from 'sm-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm2Decrypt } from '../../src/integrations/crypto/sm2.ts';
import { ALL_CHANGESETS } from './upstream-changesets.ts';
import { connectUpstream, createUpstreamFixture, upstreamTestServerUrl, type UpstreamFixture } from './upstream-fixture.ts';
import { columnsOf, tablesOf } from './upstream-tables.ts';
import { sha256 } from './upstream-values.ts';

const LIQUIBASE = ['DATABASECHANGELOG', 'DATABASECHANGELOGLOCK'];

async function tableNames(connection: Connection, database: string): Promise<string[]> {
  const [rows] = await connection.query<RowDataPacket[]>('SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ?', [database]);
  return rows.map((row) => String(row.name)).sort();
}

async function columnNames(connection: Connection, database: string, table: string): Promise<string[]> {
  const [rows] = await connection.query<RowDataPacket[]>(
    'SELECT column_name AS name FROM information_schema.columns WHERE table_schema = ? AND table_name = ? ORDER BY ordinal_position',
    [database, table],
  );
  return rows.map((row) => String(row.name));
}

async function countOf(connection: Connection, table: string): Promise<number> {
  const [rows] = await connection.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM \`${table}\``);
  return Number(rows[0]!.n);
}

describe.skipIf(process.env.DB_DRIVER === 'postgres')('upstream MySQL fixture', { timeout: 120_000 }, () => {
  const built: UpstreamFixture[] = [];
  let current: UpstreamFixture;
  let old: UpstreamFixture;
  let currentDb: Connection;
  let oldDb: Connection;

  beforeAll(async () => {
    current = await createUpstreamFixture({ shape: 'current' });
    built.push(current);
    old = await createUpstreamFixture({ shape: 'old' });
    built.push(old);
    currentDb = await connectUpstream(current.url);
    oldDb = await connectUpstream(old.url);
  }, 120_000);

  afterAll(async () => {
    await currentDb?.end();
    await oldDb?.end();
    for (const fixture of built) await fixture.drop();
  });

  it('builds the current shape: 28 tables with their final columns, rows in every one, 103 changesets', async () => {
    const tables = await tableNames(currentDb, current.database);
    expect(tables).toEqual([...current.facts.tables, ...LIQUIBASE].sort());
    expect(current.facts.tables).toHaveLength(28);
    for (const table of tablesOf('current')) {
      expect(await columnNames(currentDb, current.database, table.name)).toEqual(columnsOf(table, 'current'));
      expect(await countOf(currentDb, table.name), table.name).toBeGreaterThan(0);
      expect(await countOf(currentDb, table.name), table.name).toBe(current.facts.rowCounts[table.name]);
    }
    const [changelog] = await currentDb.query<RowDataPacket[]>('SELECT ID, AUTHOR FROM DATABASECHANGELOG ORDER BY ORDEREXECUTED');
    expect(changelog.map((row) => row.ID)).toEqual(ALL_CHANGESETS.map((changeset) => changeset.id));
    expect(current.facts.missing).toEqual({ tables: [], columns: [] });
  });

  it('builds the old shape: no table or column of changesets after June 2025, the legacy voiceprint table kept', async () => {
    const tables = await tableNames(oldDb, old.database);
    expect(tables).toEqual([...old.facts.tables, ...LIQUIBASE].sort());
    for (const table of old.facts.missing.tables) expect(tables).not.toContain(table);
    expect(old.facts.missing.tables).toEqual(expect.arrayContaining(['ai_agent_snapshot', 'ai_agent_tag', 'ai_agent_voice_print', 'ai_device_address_book', 'ai_rag_dataset', 'ai_voice_clone', 'ai_agent_chat_title']));
    expect(old.facts.legacyTables).toEqual(['ai_voiceprint']);
    const agentColumns = await columnNames(oldDb, old.database, 'ai_agent');
    for (const { table, column } of old.facts.missing.columns) {
      expect(await columnNames(oldDb, old.database, table), `${table}.${column}`).not.toContain(column);
    }
    expect(agentColumns).toEqual(expect.arrayContaining(['summary_memory', 'chat_history_conf', 'vllm_model_id', 'lang_code', 'language']));
    const [content] = await oldDb.query<RowDataPacket[]>(
      "SELECT column_type AS type FROM information_schema.columns WHERE table_schema = ? AND table_name = 'ai_agent_chat_history' AND column_name = 'content'",
      [old.database],
    );
    expect(content[0]!.type).toBe('varchar(1024)');
    for (const table of tablesOf('old')) {
      expect(await countOf(oldDb, table.name), table.name).toBe(old.facts.rowCounts[table.name]);
      if (table.name !== 'ai_voiceprint') expect(await countOf(oldDb, table.name), table.name).toBeGreaterThan(0);
    }
    const [changelog] = await oldDb.query<RowDataPacket[]>('SELECT MAX(ID) AS last, COUNT(*) AS n FROM DATABASECHANGELOG');
    expect(Number(changelog[0]!.n)).toBe(old.facts.changesets.length);
    expect(String(changelog[0]!.last) < '202507').toBe(true);
    expect(old.facts.params.sm2).toBeNull();
    expect(old.facts.params.all['server.public_key']).toBeUndefined();
    expect(old.facts.voiceprints).toEqual([]);
  });

  it('stores real BCrypt hashes of the plain passwords, 19-digit user ids and a super-admin', async () => {
    const [users] = await currentDb.query<RowDataPacket[]>('SELECT id, username, password, super_admin FROM sys_user ORDER BY id');
    expect(users).toHaveLength(current.facts.users.length);
    for (const user of current.facts.users) {
      const row = users.find((candidate) => candidate.id === user.id)!;
      expect(user.id).toMatch(/^\d{19}$/);
      expect(row.password).toMatch(/^\$2a\$10\$/);
      expect(bcrypt.compareSync(user.password, String(row.password))).toBe(true);
    }
    expect(current.facts.superAdmin.superAdmin).toBe(true);
    expect(users.find((row) => row.id === current.facts.superAdmin.id)!.super_admin).toBe(1);
  });

  it('holds a working SM2 key pair and the server secret in upstream param codes', async () => {
    const [params] = await currentDb.query<RowDataPacket[]>('SELECT param_code, param_value FROM sys_params');
    const value = (code: string) => params.find((row) => row.param_code === code)?.param_value;
    const { sm2, secret } = current.facts.params;
    expect(value('server.secret')).toBe(secret);
    expect(value('server.public_key')).toBe(sm2!.publicKey);
    expect(value('server.private_key')).toBe(sm2!.privateKey);
    expect(value('server.mqtt_gateway')).toBe(current.facts.params.mqttGateway);
    const cipher = `04${smCrypto.sm2.doEncrypt('ABCDEsecret', sm2!.publicKey, 1)}`;
    expect(sm2Decrypt(cipher, sm2!.privateKey)).toBe('ABCDEsecret');
  });

  it('keeps chat audio and voice-clone bytes the facts describe', async () => {
    for (const audio of current.facts.chat.audio) {
      const [rows] = await currentDb.query<RowDataPacket[]>('SELECT audio FROM ai_agent_chat_audio WHERE id = ?', [audio.id]);
      expect(sha256(rows[0]!.audio as Buffer)).toBe(audio.sha256);
      expect((rows[0]!.audio as Buffer).length).toBe(audio.bytes);
    }
    const [history] = await currentDb.query<RowDataPacket[]>('SELECT agent_id, COUNT(*) AS n FROM ai_agent_chat_history GROUP BY agent_id');
    expect(Object.fromEntries(history.map((row) => [row.agent_id, Number(row.n)]))).toEqual(current.facts.chat.byAgent);
    const [clones] = await currentDb.query<RowDataPacket[]>('SELECT id, voice FROM ai_voice_clone');
    for (const clone of current.facts.voiceClones) {
      expect(sha256(clones.find((row) => row.id === clone.id)!.voice as Buffer)).toBe(clone.voiceSha256);
    }
  });

  it('adds a scaled bulk in batches and drops its database', async () => {
    const scaled = await createUpstreamFixture({ shape: 'old', scale: { users: 20, agents: 50, devices: 60, chatMessages: 2_000, audioEvery: 20 } });
    built.push(scaled);
    const { rowCounts, bulk } = scaled.facts;
    expect(rowCounts.sys_user).toBe(scaled.facts.users.length + 20);
    expect(rowCounts.ai_agent).toBe(scaled.facts.agents.length + 50);
    expect(rowCounts.ai_device).toBe(scaled.facts.devices.length + 60);
    expect(rowCounts.ai_agent_chat_history).toBe(scaled.facts.chat.messages + 2_000);
    expect(rowCounts.ai_agent_chat_audio).toBe(scaled.facts.chat.audio.length + 100);
    expect(bulk).toMatchObject({ users: 20, agents: 50, devices: 60, chatMessages: 2_000, chatAudio: 100 });

    await scaled.drop();
    const server = await connectUpstream(upstreamTestServerUrl);
    const [schemas] = await server.query<RowDataPacket[]>('SELECT schema_name FROM information_schema.schemata WHERE schema_name = ?', [scaled.database]);
    await server.end();
    expect(schemas).toHaveLength(0);
  });
});
