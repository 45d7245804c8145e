// The data set of the agents/devices benchmark, written straight into a migrated SQLite file.
//
// Shape (see FIXTURE for the numbers):
// - one "fleet" user owning 1,000 agents and 20,000 devices (20 per agent): the heaviest agent list;
// - 3,000 ordinary users with 3 agents each (9,000 agents) sharing the other 80,000 devices (~9 per agent);
// - every device row is bound to an agent (the console only creates devices through binding);
//   "unbound" devices are MACs the console has never seen, which get an activation code at check-in;
// - 1,000,000 chat messages in sessions of 20: one heavy agent (the fleet's first) has 5,000 sessions
//   (100,000 messages), the other 45,000 sessions go to random agents among the remaining 9,999;
// - agents copy the first agent template (model, voice, system prompt) as the app does on create;
//   no plugin mappings and no chat audio, which none of the measured reads touch.
// Rows are inserted in creation-time order, as a live system would have written them.
import { createHash, randomUUID } from 'node:crypto';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../apps/server/src/db/database.ts';

export const FIXTURE = {
  fleetAgents: 1_000,
  fleetDevices: 20_000,
  normalUsers: 3_000,
  agentsPerNormalUser: 3,
  devices: 100_000,
  messages: 1_000_000,
  messagesPerSession: 20,
  heavyAgentSessions: 5_000,
  /** MACs the console has never seen, checking in for an activation code. */
  unknownDevicePool: 5_000,
} as const;

export const AGENT_COUNT = FIXTURE.fleetAgents + FIXTURE.normalUsers * FIXTURE.agentsPerNormalUser;

const hex2 = (value: number) => (value & 0xff).toString(16).padStart(2, '0');
/** A locally administered MAC; `family` 0xb0 are registered devices, 0xc0 never-seen ones. */
const macOf = (family: number, index: number) => ['02', hex2(family), hex2(index >>> 24), hex2(index >>> 16), hex2(index >>> 8), hex2(index)].join(':');
export const registeredMac = (index: number) => macOf(0xb0, index);
export const unknownMac = (index: number) => macOf(0xc0, index);
/**
 * The Client-Id a fleet device sends (its firmware's stable UUID stand-in). The seeded devices carry it, as a device
 * that has checked in before does, so a benchmark check-in is the steady-state one, not each device's first.
 */
export const fleetClientId = (mac: string) => `client-${mac.replaceAll(':', '')}`;

export interface SeededIds {
  fleetUserId: string;
  normalUserId: string;
  /** The fleet's agent with 5,000 sessions. */
  heavyAgentId: string;
  /** One agent of `normalUserId`. */
  normalAgentId: string;
  /** The newest session of the heavy agent. */
  heavySessionId: string;
  counts: { users: number; agents: number; devices: number; messages: number; sessions: number };
}

const DAY_MS = 86_400_000;
const SENTENCES = [
  '今天天气怎么样？',
  '帮我定一个明天早上七点的闹钟。',
  'Tell me a short story about a robot who learns to paint.',
  '好的，已经为你设置好了明天早上七点的闹钟。',
  'The weather today is sunny with a light breeze, around twenty-three degrees.',
  '播放一首轻松的音乐吧。',
  '我们来玩一个成语接龙的游戏好不好？',
  'Sure! Once upon a time there was a small robot living in a lighthouse by the sea.',
];

/** A tiny deterministic PRNG so two runs seed the same data. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Inserts `rows` with one prepared multi-row INSERT per `batch` rows (fewer calls into SQLite). */
function bulkInsert(db: DatabaseSync, table: string, columns: readonly string[], rows: Iterable<SQLInputValue[]>, batch = 100): number {
  const placeholders = (n: number) => Array.from({ length: n }, () => `(${columns.map(() => '?').join(', ')})`).join(', ');
  const full = db.prepare(`insert into ${table} (${columns.join(', ')}) values ${placeholders(batch)}`);
  let pending: SQLInputValue[] = [];
  let inBatch = 0;
  let total = 0;
  for (const row of rows) {
    pending.push(...row);
    inBatch += 1;
    total += 1;
    if (inBatch === batch) {
      full.run(...pending);
      pending = [];
      inBatch = 0;
    }
  }
  if (inBatch > 0) db.prepare(`insert into ${table} (${columns.join(', ')}) values ${placeholders(inBatch)}`).run(...pending);
  return total;
}

const newId = () => randomUUID().replaceAll('-', '');
const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * Seeds the data set into the migrated SQLite database at `path`, which nobody else may have open:
 * a bulk load without a journal or fsyncs, then the file is put back in WAL mode for the app.
 */
export function seedSqlite(path: string, now = Date.now()): SeededIds {
  const random = prng(20_250_601);
  const db = new DatabaseSync(path);
  // A big page cache keeps the index B-trees in memory while they grow; no journal, no fsync.
  db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144;');
  try {
    db.exec('begin');
    const template = db.prepare('select id from agent_templates order by sort, id limit 1').get() as { id: string } | undefined;
    if (!template) throw new Error('no agent template: is the database migrated?');

    // Users: the fleet owner first, then the ordinary users.
    const userIds = [newId(), ...Array.from({ length: FIXTURE.normalUsers }, newId)];
    const users = bulkInsert(
      db,
      'users',
      ['id', 'username', 'password', 'super_admin', 'status', 'created_at', 'updated_at'],
      userIds.map((id, i) => {
        const at = new Date(now - 400 * DAY_MS + i * 1000).toISOString();
        return [id, `+86138${String(i).padStart(8, '0')}`, '$2b$10$benchmarkbenchmarkbenchmarkbenchmarkbenchmarkbenchma', 0, 1, at, at];
      }),
    );

    // Agents: 0..999 the fleet's, then three per ordinary user; created over the last 400 days.
    const agentIds = Array.from({ length: AGENT_COUNT }, newId);
    const agentUser = (a: number) => (a < FIXTURE.fleetAgents ? userIds[0]! : userIds[1 + ((a - FIXTURE.fleetAgents) % FIXTURE.normalUsers)]!);
    const agentCreated = (a: number) => new Date(now - 400 * DAY_MS + Math.floor((a / AGENT_COUNT) * 390 * DAY_MS)).toISOString();
    const copyTemplate = db.prepare(
      `insert into agents (id, user_id, agent_code, agent_name, asr_model_id, vad_model_id, llm_model_id, slm_model_id, vllm_model_id,
         tts_model_id, tts_voice_id, tts_language, tts_volume, tts_rate, tts_pitch, mem_model_id, intent_model_id, system_prompt,
         summary_memory, chat_history_conf, lang_code, language, sort, created_at, updated_at)
       select ?, ?, ?, ?, asr_model_id, vad_model_id, llm_model_id, llm_model_id, vllm_model_id, tts_model_id, tts_voice_id, tts_language,
         tts_volume, tts_rate, tts_pitch, mem_model_id, intent_model_id, system_prompt, summary_memory, 2, lang_code, language, 0, ?, ?
       from agent_templates where id = ?`,
    );
    for (let a = 0; a < AGENT_COUNT; a++) {
      const at = agentCreated(a);
      copyTemplate.run(agentIds[a]!, agentUser(a), `AGT_${a}`, `Agent ${a}`, at, at, template.id);
    }

    // Devices: the fleet's 20,000 (20 per agent), then 80,000 round-robin over the ordinary agents.
    const normalAgents = AGENT_COUNT - FIXTURE.fleetAgents;
    const deviceAgent = (d: number) =>
      d < FIXTURE.fleetDevices ? d % FIXTURE.fleetAgents : FIXTURE.fleetAgents + ((d - FIXTURE.fleetDevices) % normalAgents);
    const agentMac = new Array<string>(AGENT_COUNT);
    const devices = bulkInsert(
      db,
      'devices',
      ['id', 'user_id', 'mac_address', 'client_id', 'last_connected_at', 'auto_update', 'board', 'alias', 'agent_id', 'app_version', 'sort', 'created_at', 'updated_at'],
      (function* () {
        for (let d = 0; d < FIXTURE.devices; d++) {
          const agent = deviceAgent(d);
          const mac = registeredMac(d);
          agentMac[agent] ??= mac;
          const createdMs = now - 365 * DAY_MS + Math.floor((d / FIXTURE.devices) * 360 * DAY_MS);
          const created = new Date(createdMs).toISOString();
          const seen = new Date(createdMs + Math.floor(random() * (now - createdMs))).toISOString();
          yield [mac, agentUser(agent), mac, fleetClientId(mac), seen, d % 10 === 0 ? 1 : 0, 'bread-compact-wifi', null, agentIds[agent]!, '1.6.2', 0, created, seen];
        }
      })(),
    );

    // Sessions: 5,000 of the heavy agent plus 45,000 of random other agents, started over the last 90 days.
    const totalSessions = FIXTURE.messages / FIXTURE.messagesPerSession;
    const sessions: { agent: number; id: string; startMs: number }[] = [];
    for (let s = 0; s < totalSessions; s++) {
      const agent = s < FIXTURE.heavyAgentSessions ? 0 : 1 + Math.floor(random() * (AGENT_COUNT - 1));
      sessions.push({ agent, id: randomUUID(), startMs: now - 90 * DAY_MS + Math.floor(random() * 90 * DAY_MS) });
    }
    sessions.sort((a, b) => a.startMs - b.startMs);
    const messages = bulkInsert(
      db,
      'agent_chat_history',
      ['mac_address', 'agent_id', 'session_id', 'chat_type', 'content', 'audio_id', 'created_at', 'updated_at'],
      (function* () {
        for (const session of sessions) {
          for (let m = 0; m < FIXTURE.messagesPerSession; m++) {
            const at = new Date(session.startMs + m * 15_000).toISOString();
            const content = SENTENCES[(m + session.startMs) % SENTENCES.length]!;
            yield [agentMac[session.agent]!, agentIds[session.agent]!, session.id, m % 2 === 0 ? 1 : 2, content, null, at, at];
          }
        }
      })(),
    );
    db.exec(SUM_UP_SESSIONS);
    db.exec('commit');
    db.exec('PRAGMA journal_mode = WAL');

    const heavySession = sessions.filter((s) => s.agent === 0).at(-1)!;
    return {
      fleetUserId: userIds[0]!,
      normalUserId: userIds[1]!,
      heavyAgentId: agentIds[0]!,
      normalAgentId: agentIds[FIXTURE.fleetAgents]!,
      heavySessionId: heavySession.id,
      counts: { users, agents: AGENT_COUNT, devices, messages, sessions: totalSessions },
    };
  } catch (error) {
    if (db.isTransaction) db.exec('rollback');
    throw error;
  } finally {
    db.close();
  }
}

/** The per-session summary the app keeps as messages arrive (migration 0037), summed up once after the bulk load. */
const SUM_UP_SESSIONS = `insert into agent_chat_sessions (agent_id, session_id, last_at, message_count)
  select agent_id, session_id, max(created_at), count(*) from agent_chat_history group by agent_id, session_id`;

/**
 * The same data set in a migrated PostgreSQL schema, generated server-side with generate_series:
 * same counts, same fleet/ordinary split and session layout; ids are md5 text, times spread alike.
 * Ends with VACUUM ANALYZE, the state autovacuum reaches shortly after such a load.
 */
export async function seedPostgres(db: Kysely<Database>, now = Date.now()): Promise<SeededIds> {
  const anchor = sql`to_timestamp(${now / 1000})`;
  const iso = (at: RawBuilder<unknown>) => sql`to_char((${at}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const hex2 = (expr: RawBuilder<unknown>) => sql`lpad(to_hex((${expr}) & 255), 2, '0')`;
  const macOfDevice = (d: RawBuilder<unknown>) =>
    sql`'02:b0:' || ${hex2(sql`${d} >> 24`)} || ':' || ${hex2(sql`${d} >> 16`)} || ':' || ${hex2(sql`${d} >> 8`)} || ':' || ${hex2(d)}`;
  const userOfAgent = (a: RawBuilder<unknown>) =>
    sql`md5('u' || case when ${a} < ${FIXTURE.fleetAgents} then 0 else 1 + (${a} - ${FIXTURE.fleetAgents}) % ${FIXTURE.normalUsers} end)`;
  const normalAgents = AGENT_COUNT - FIXTURE.fleetAgents;
  const totalSessions = FIXTURE.messages / FIXTURE.messagesPerSession;
  const fraction = (seed: string, n: RawBuilder<unknown>) => sql`((abs(hashtext(${seed}::text || (${n})::text)) % 1000000)::float8 / 1000000)`;

  await db.transaction().execute(async (tx) => {
    await sql`insert into users (id, username, password, super_admin, status, created_at, updated_at)
      select md5('u' || g), '+86138' || lpad(g::text, 8, '0'), 'benchmark', 0, 1, t, t
      from generate_series(0, ${FIXTURE.normalUsers}) g, lateral (select ${iso(sql`${anchor} - interval '400 days' + g * interval '1 second'`)} as t) x`.execute(tx);
    await sql`insert into agents (id, user_id, agent_code, agent_name, asr_model_id, vad_model_id, llm_model_id, slm_model_id, vllm_model_id,
        tts_model_id, tts_voice_id, tts_language, tts_volume, tts_rate, tts_pitch, mem_model_id, intent_model_id, system_prompt,
        summary_memory, chat_history_conf, lang_code, language, sort, created_at, updated_at)
      select md5('a' || g), ${userOfAgent(sql`g`)}, 'AGT_' || g, 'Agent ' || g, t.asr_model_id, t.vad_model_id, t.llm_model_id, t.llm_model_id,
        t.vllm_model_id, t.tts_model_id, t.tts_voice_id, t.tts_language, t.tts_volume, t.tts_rate, t.tts_pitch, t.mem_model_id,
        t.intent_model_id, t.system_prompt, t.summary_memory, 2, t.lang_code, t.language, 0, c.at, c.at
      from generate_series(0, ${AGENT_COUNT - 1}) g
      cross join (select * from agent_templates order by sort, id limit 1) t,
      lateral (select ${iso(sql`${anchor} - interval '400 days' + (g::float8 / ${AGENT_COUNT}) * interval '390 days'`)} as at) c
      order by g`.execute(tx);
    await sql`insert into devices (id, user_id, mac_address, client_id, last_connected_at, auto_update, board, alias, agent_id, app_version, sort, created_at, updated_at)
      select mac, ${userOfAgent(sql`a`)}, mac, 'client-' || replace(mac, ':', ''), seen, case when d % 10 = 0 then 1 else 0 end, 'bread-compact-wifi', null, md5('a' || a), '1.6.2', 0, created, seen
      from generate_series(0, ${FIXTURE.devices - 1}) d,
      lateral (select case when d < ${FIXTURE.fleetDevices} then d % ${FIXTURE.fleetAgents}
                           else ${FIXTURE.fleetAgents} + (d - ${FIXTURE.fleetDevices}) % ${normalAgents} end as a,
                      ${macOfDevice(sql`d`)} as mac,
                      ${anchor} - interval '365 days' + (d::float8 / ${FIXTURE.devices}) * interval '360 days' as created_ts) k,
      lateral (select ${iso(sql`created_ts`)} as created,
                      ${iso(sql`created_ts + ${fraction('seen', sql`d`)} * (${anchor} - created_ts)`)} as seen) t
      order by d`.execute(tx);
    // An agent's first device: the fleet's agent a has device a, ordinary agent a has device 20,000 + (a - 1,000).
    await sql`insert into agent_chat_history (mac_address, agent_id, session_id, chat_type, content, audio_id, created_at, updated_at)
      select ${macOfDevice(sql`case when s.a < ${FIXTURE.fleetAgents} then s.a else ${FIXTURE.fleetDevices} + s.a - ${FIXTURE.fleetAgents} end`)},
        md5('a' || s.a), s.id, case when m % 2 = 0 then 1 else 2 end,
        (${sql.val(SENTENCES)}::text[])[1 + (m + s.n) % ${SENTENCES.length}], null, at, at
      from (select n, case when n < ${FIXTURE.heavyAgentSessions} then 0 else 1 + abs(hashtext('agent' || n::text)) % ${AGENT_COUNT - 1} end as a,
                   md5('s' || n)::uuid::text as id,
                   ${anchor} - interval '90 days' + ${fraction('start', sql`n`)} * interval '90 days' as start
            from generate_series(0, ${totalSessions - 1}) n) s
      cross join generate_series(0, ${FIXTURE.messagesPerSession - 1}) m,
      lateral (select ${iso(sql`s.start + m * interval '15 seconds'`)} as at) t
      order by s.start, m`.execute(tx);
    await sql.raw(SUM_UP_SESSIONS).execute(tx);
  });
  for (const table of ['users', 'agents', 'devices', 'agent_chat_history', 'agent_chat_sessions']) await sql`vacuum analyze ${sql.table(table)}`.execute(db);

  const heavySession = await db
    .selectFrom('agent_chat_history')
    .select('session_id')
    .where('agent_id', '=', md5Hex('a0'))
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    fleetUserId: md5Hex('u0'),
    normalUserId: md5Hex('u1'),
    heavyAgentId: md5Hex('a0'),
    normalAgentId: md5Hex(`a${FIXTURE.fleetAgents}`),
    heavySessionId: heavySession.session_id,
    counts: { users: FIXTURE.normalUsers + 1, agents: AGENT_COUNT, devices: FIXTURE.devices, messages: FIXTURE.messages, sessions: totalSessions },
  };
}
