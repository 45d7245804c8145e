import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.ts';
import { createRepositories, type Repositories } from '../modules/repositories.ts';
import type { Database } from './database.ts';
import type { DatabaseHandle } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * The lists that grow with use must be served from indexes (issue point 9). The repositories'
 * own SQL is captured and explained: SQLite plans without statistics, and PostgreSQL is told
 * not to scan whole tables, so either plan shows which index a query can use at any size.
 */
describe('query plans of the growing lists', () => {
  let database: DatabaseHandle;
  let db: Kysely<Database>;
  let repos: Repositories;
  const executed: CompiledQuery[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({
      log: (event) => {
        if (event.level === 'query') executed.push(event.query);
      },
    });
    db = database.db;
    await migrateToLatest(db);
    repos = createRepositories(db);
  });
  afterAll(() => database.destroy());

  /** The plan lines of every statement `work` ran. */
  async function plansOf(work: () => Promise<unknown>): Promise<string[]> {
    executed.length = 0;
    await work();
    const statements = [...executed];
    return db.connection().execute(async (connection) => {
      if (database.kind === 'postgres') await sql`set enable_seqscan = off`.execute(connection);
      const lines: string[] = [];
      for (const query of statements) {
        const verb = database.kind === 'postgres' ? 'explain' : 'explain query plan';
        const plan = await connection.executeQuery<Record<string, string>>(CompiledQuery.raw(`${verb} ${query.sql}`, [...query.parameters]));
        lines.push(...plan.rows.map((row) => row.detail ?? row['QUERY PLAN'] ?? ''));
      }
      if (database.kind === 'postgres') await sql`reset enable_seqscan`.execute(connection);
      return lines;
    });
  }

  const fullScans = (lines: string[], table: string) => lines.filter((line) => new RegExp(`^SCAN ${table}\\b|Seq Scan on ${table}\\b`).test(line.trim()));
  const usesIndex = (lines: string[], index: string) => lines.some((line) => line.includes(index));
  /** SQLite only: whether rows had to be sorted after reading (the index gave no order). */
  const sortsAfterwards = (lines: string[]) => database.kind === 'sqlite' && lines.some((line) => line.includes('TEMP B-TREE'));

  it('lists a user’s agents by user, with device counts from the user’s devices', async () => {
    const lines = await plansOf(() => repos.agents.listForUser('u1', { keyword: '', searchType: 'name' }));
    expect(usesIndex(lines, 'agents_user_created_id_idx')).toBe(true);
    // SQLite reads counts and last contact from a covering index in agent order; PostgreSQL hashes them.
    expect(usesIndex(lines, database.kind === 'sqlite' ? 'devices_user_agent_seen_idx' : 'devices_user_id_idx')).toBe(true);
    expect(sortsAfterwards(lines)).toBe(false);
    expect(fullScans(lines, 'agents')).toEqual([]);
    expect(fullScans(lines, 'devices')).toEqual([]);
  });

  it('finds agents by a device MAC only among the user’s devices', async () => {
    const lines = await plansOf(() => repos.agents.listForUser('u1', { keyword: 'aa:bb', searchType: 'mac' }));
    expect(fullScans(lines, 'agents')).toEqual([]);
    expect(fullScans(lines, 'devices')).toEqual([]);
  });

  it('pages an agent’s sessions and reads one session’s messages by agent + session + time', async () => {
    // From the per-session summary (0037), in its index's order: no message is read, nothing sorted afterwards.
    const sessions = await plansOf(() => repos.chatHistory.sessionsPage('a1', { page: 2, limit: 20 }));
    // PostgreSQL may pick the (agent, source, time) index of 0045 on a table this small: any of the three is a range of one agent.
    expect(sessions.some((line) => /agent_chat_sessions_(recent_idx|pk|source)/.test(line))).toBe(true);
    expect(sessions.some((line) => /agent_chat_history/.test(line))).toBe(false);
    expect(fullScans(sessions, 'agent_chat_sessions')).toEqual([]);
    const messages = await plansOf(() => repos.chatHistory.messagesOf('a1', 's1'));
    expect(usesIndex(messages, 'agent_chat_history_agent_session_created_idx')).toBe(true);
    expect(fullScans(messages, 'agent_chat_history')).toEqual([]);
    expect(sortsAfterwards(messages)).toBe(false);
  });

  it('checks audio ownership through the audio index, and removes an agent’s history by agent', async () => {
    const audio = await plansOf(() => repos.chatHistory.isAudioOfUser('x', 'u1'));
    expect(usesIndex(audio, 'agent_chat_history_audio_id_idx')).toBe(true);
    const purge = await plansOf(() => repos.chatHistory.deleteByAgents(['a1', 'a2']));
    expect(fullScans(purge, 'agent_chat_history')).toEqual([]);
    expect(fullScans(purge, 'agent_chat_audio')).toEqual([]);
  });

  it('counts a user’s daily activity from each agent’s time slice, and the user’s devices by user', async () => {
    const bounds = Array.from({ length: 31 }, (_, day) => new Date(Date.UTC(2025, 4, 12 + day)).toISOString());
    const activity = await plansOf(() => repos.chatHistory.activityByDay('u1', bounds));
    expect(usesIndex(activity, 'agent_chat_history_agent_created_idx')).toBe(true);
    expect(fullScans(activity, 'agent_chat_history')).toEqual([]);
    expect(fullScans(activity, 'agents')).toEqual([]);
    const devices = await plansOf(() => repos.devices.presenceOfUser('u1', bounds[0]!));
    expect(fullScans(devices, 'devices')).toEqual([]);
    expect(fullScans(await plansOf(() => repos.agents.countForUser('u1')), 'agents')).toEqual([]);
  });

  it('pages the audit log newest first from an index at any depth, filtered or not', async () => {
    const cursor = { createdAt: '2025-06-01T00:00:00.000Z', id: 500_000 };
    const cases = [
      [{}, 'audit_logs_created_idx'],
      [{ action: 'user.delete' }, 'audit_logs_action_created_idx'],
      [{ userId: 'u1' }, 'audit_logs_user_created_idx'],
      [{ from: '2025-05-01T00:00:00.000Z', before: '2025-05-02T00:00:00.000Z' }, 'audit_logs_created_idx'],
    ] as const;
    for (const [filter, index] of cases) {
      const lines = await plansOf(() => repos.auditLogs.page(filter, cursor, 21));
      expect(usesIndex(lines, index), `${JSON.stringify(filter)}: ${lines.join(' | ')}`).toBe(true);
      expect(sortsAfterwards(lines)).toBe(false);
      expect(fullScans(lines, 'audit_logs')).toEqual([]);
    }
    // SQLite seeks to the cursor instead of reading down to it from the newest row.
    if (database.kind === 'sqlite') expect((await plansOf(() => repos.auditLogs.page({}, cursor, 21))).join(' ')).toMatch(/SEARCH audit_logs USING INDEX audit_logs_created_idx \(created_at<\?\)/);
    expect(fullScans(await plansOf(() => repos.auditLogs.deleteOlderThan('2025-01-01T00:00:00.000Z', 5000)), 'audit_logs')).toEqual([]);
  });

  it('lists an agent’s devices in bind order and finds a device by MAC without scanning', async () => {
    const list = await plansOf(() => repos.devices.listForAgent('u1', 'a1'));
    expect(usesIndex(list, 'devices_agent_created_idx')).toBe(true);
    expect(sortsAfterwards(list)).toBe(false);
    expect(fullScans(await plansOf(() => repos.devices.findById('aa:bb:cc:dd:ee:ff')), 'devices')).toEqual([]);
    expect(fullScans(await plansOf(() => repos.devices.deleteByAgents(['a1'])), 'devices')).toEqual([]);
  });
  it('recalls one person’s memory values and recent nodes from their indexes, and dedupes by the hash index', async () => {
    const values = await plansOf(() => repos.memories.values('m1', 'mac_aa:bb:cc:dd:ee:ff'));
    expect(usesIndex(values, 'memory_attention_values_identifier_idx')).toBe(true);
    expect(sortsAfterwards(values)).toBe(false);
    const nodes = await plansOf(() => repos.memories.nodes('m1', 'mac_aa:bb:cc:dd:ee:ff', { since: '2025-05-25T00:00:00.000Z', limit: 50 }));
    expect(usesIndex(nodes, 'memory_nodes_identifier_idx')).toBe(true);
    expect(fullScans(nodes, 'memory_nodes')).toEqual([]);
    expect(usesIndex(await plansOf(() => repos.memories.findNodeByHash('m1', 'mac_aa:bb:cc:dd:ee:ff', 'h')), 'memory_nodes_hash_idx')).toBe(true);
  });
});
