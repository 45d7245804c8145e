import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UpstreamImportHistory } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/dialect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { LocalDiskStorage } from '../../src/integrations/storage/local-disk-storage.ts';
import { importUpstream, ImportRefused, MysqlSource, refillFromRagflow, type ImportReport, type ImportTarget } from '../../src/modules/upstream-import/index.ts';
import { SimulatedDevice, SimulatedDeviceServer } from '../device-simulator.ts';
import { bearer, buildTestApp, call, createTestDatabase, createUser, login } from '../helper.ts';
import { createUpstreamFixture, type UpstreamFixture } from './upstream-fixture.ts';

const NOW = '2026-11-27T00:00:00.000Z';

interface Console {
  database: DatabaseHandle;
  files: { firmware: LocalDiskStorage; voiceClones: LocalDiskStorage; dir: string };
  target: ImportTarget;
}

async function emptyConsole(): Promise<Console> {
  const database = await createTestDatabase();
  await migrateToLatest(database.db);
  const dir = mkdtempSync(path.join(tmpdir(), 'vox-import-'));
  const files = { firmware: new LocalDiskStorage(path.join(dir, 'firmware')), voiceClones: new LocalDiskStorage(path.join(dir, 'voice-clones')), dir };
  const target: ImportTarget = {
    db: database.db,
    inTransaction: (work) => database.db.transaction().execute(work),
    storage: (area) => (area === 'firmware' ? files.firmware : files.voiceClones),
  };
  return { database, files, target };
}

async function runImport(fixture: UpstreamFixture, target: ImportTarget, options: { merge?: boolean } = {}): Promise<ImportReport> {
  const source = await MysqlSource.open(fixture.url, '+08:00');
  try {
    return await importUpstream(source, target, { merge: options.merge ?? false, dryRun: false, filesDir: null, now: NOW });
  } finally {
    await source.close();
  }
}

const tableOf = (report: ImportReport, source: string) => report.tables.find((table) => table.source === source)!;

describe('importing a current upstream installation', { timeout: 120_000 }, () => {
  let fixture: UpstreamFixture;
  let target: Console;
  let report: ImportReport;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = await createUpstreamFixture({ shape: 'current' });
    target = await emptyConsole();
    report = await runImport(fixture, target.target);
    app = await buildTestApp({ database: target.database, voiceCloneStorage: target.files.voiceClones, storage: target.files.firmware });
  });
  afterAll(async () => {
    await app?.close();
    await fixture?.drop();
    await rm(target.files.dir, { recursive: true, force: true });
  });

  it('brings every row of the tables it copies, leaving sessions behind', () => {
    for (const table of ['sys_user', 'ai_agent', 'ai_device', 'ai_agent_chat_history', 'ai_agent_chat_audio', 'ai_agent_voice_print', 'ai_voice_clone', 'ai_ota']) {
      expect(tableOf(report, table), table).toMatchObject({ state: 'imported', total: fixture.facts.rowCounts[table], skipped: [] });
      expect(tableOf(report, table).imported, table).toBe(fixture.facts.rowCounts[table]);
    }
    expect(report.notCopied.map((entry) => entry.table)).toContain('sys_user_token');
  });

  it('lets each user sign in with the old password through the imported SM2 key pair, keeping the super-admin flag', async () => {
    for (const user of fixture.facts.users.filter((candidate) => candidate.status === 1)) {
      const answer = await login(app, user.username, user.password);
      expect(answer.code, user.username).toBe(0);
      const info = await call<{ superAdmin: number }>(app, { method: 'GET', url: '/xiaozhi/user/info', headers: bearer(answer.data.token) });
      expect(Boolean(info.data.superAdmin)).toBe(user.superAdmin);
    }
    const publicKey = await call<{ sm2PublicKey: string }>(app, { method: 'GET', url: '/xiaozhi/user/pub-config' });
    expect(publicKey.data.sm2PublicKey).toBe(fixture.facts.params.sm2!.publicKey);
    const oldToken = fixture.facts.tokens[0]!.token;
    expect((await app.inject({ method: 'GET', url: '/xiaozhi/user/info', headers: bearer(oldToken) })).json().code).not.toBe(0);
  });

  it('shows the admins which database was imported and when, and keeps its server secret for the device server', async () => {
    const admin = await createUser(app, { superAdmin: true });
    const answer = await call<UpstreamImportHistory>(app, { method: 'GET', url: '/xiaozhi/admin/upstream-import', headers: bearer(admin.token) });
    const url = new URL(fixture.url);
    expect(answer.data.imports).toHaveLength(1);
    expect(answer.data.imports[0]).toMatchObject({ source: `${url.hostname}:${url.port || '3306'}${url.pathname}`, finishedAt: NOW });
    expect(JSON.stringify(answer.data)).not.toContain(url.password || '\u0000');
    expect(answer.data.imports[0]!.tables.find((table) => table.table === 'sys_user')).toMatchObject({ done: true, imported: fixture.facts.rowCounts.sys_user });
    expect(await app.services.params.raw('server.secret')).toBe(fixture.facts.params.secret);
  });

  it('checks a device in as bound, with no activation code, and gives the device server its agent with the same secret', async () => {
    const server = new SimulatedDeviceServer(app, fixture.facts.params.secret);
    for (const fact of fixture.facts.devices) {
      const device = new SimulatedDevice(app, { mac: fact.mac, board: fact.board, version: fact.appVersion });
      const checkIn = await device.checkIn();
      expect(checkIn.status).toBe(200);
      expect(checkIn.json).not.toHaveProperty('activation');
      const agent = fixture.facts.agents.find((candidate) => candidate.id === fact.agentId)!;
      const models = await server.agentModels(fact.mac, device.clientId);
      expect(models.code, fact.mac).toBe(0);
      expect(models.data.prompt as unknown).toBe(String(agent.row.system_prompt).replaceAll('{{assistant_name}}', agent.name));
      expect(Object.keys(models.data.selected_module ?? {})).not.toHaveLength(0);
    }
  });

  it('shows each agent its chat sessions, titles and the audio bytes as upstream stored them', async () => {
    const owner = fixture.facts.users.find((user) => user.id === fixture.facts.agents[0]!.userId)!;
    const token = (await login(app, owner.username, owner.password)).data.token;
    const agent = fixture.facts.agents.find((candidate) => candidate.userId === owner.id && candidate.sessions.length > 0)!;
    const sessions = await call<{ total: number; list: { sessionId: string; chatCount: number; title?: string }[] }>(app, { method: 'GET', url: `/xiaozhi/agent/${agent.id}/sessions?page=1&limit=50`, headers: bearer(token) });
    expect(sessions.data.list.map((session) => session.sessionId).sort()).toEqual([...agent.sessions].sort());
    expect(sessions.data.list.reduce((sum, session) => sum + Number(session.chatCount), 0)).toBe(agent.chatMessages);
    for (const title of fixture.facts.chat.titles.filter((candidate) => agent.sessions.includes(candidate.sessionId))) {
      expect(sessions.data.list.find((session) => session.sessionId === title.sessionId)?.title).toBe(title.title);
    }
    for (const audio of fixture.facts.chat.audio.filter((candidate) => candidate.agentId === agent.id)) {
      const link = await call<string>(app, { method: 'POST', url: `/xiaozhi/agent/audio/${audio.id}`, headers: bearer(token) });
      const played = await app.inject({ method: 'GET', url: `/xiaozhi/agent/play/${link.data}` });
      expect(createHash('sha256').update(played.rawPayload).digest('hex')).toBe(audio.sha256);
    }
  });

  it('keeps voiceprints under their speaker ids, voice clone samples and the knowledge bases by name', async () => {
    const voiceprint = fixture.facts.voiceprints[0]!;
    const owner = fixture.facts.users.find((user) => user.id === fixture.facts.agents.find((agent) => agent.id === voiceprint.agentId)!.userId)!;
    const token = (await login(app, owner.username, owner.password)).data.token;
    const list = await call<{ id: string; sourceName: string; audioId: string }[]>(app, { method: 'GET', url: `/xiaozhi/agent/voice-print/list/${voiceprint.agentId}`, headers: bearer(token) });
    expect(list.data.find((entry) => entry.id === voiceprint.id)).toMatchObject({ sourceName: voiceprint.sourceName, audioId: voiceprint.audioId });
    for (const clone of fixture.facts.voiceClones.filter((candidate) => candidate.voiceBytes > 0)) {
      const stored = await target.files.voiceClones.list(`samples/${clone.id}/`);
      expect(stored.map((object) => object.size)).toEqual([clone.voiceBytes]);
    }
    const dataset = fixture.facts.datasets[0]!;
    const datasetOwner = fixture.facts.users.find((user) => user.id === dataset.userId)!;
    const ownerToken = (await login(app, datasetOwner.username, datasetOwner.password)).data.token;
    const documents = await app.inject({ method: 'GET', url: `/v1/datasets/${dataset.datasetId}/documents?page=1&limit=50`, headers: bearer(ownerToken) });
    const listed = (documents.json() as { data: { documents: { name: string; status: string; error: string }[] } }).data.documents;
    expect(listed.map((document) => document.name).sort()).toEqual(dataset.documents.map((document) => document.name).sort());
    for (const document of listed) expect(document).toMatchObject({ status: 'failed', error: expect.stringContaining('RAGFlow') });
    const boundAgent = fixture.facts.agents.find((agent) => agent.plugins.some((plugin) => plugin.pluginId === dataset.id || plugin.pluginId === dataset.datasetId))!;
    const agentOwner = fixture.facts.users.find((user) => user.id === boundAgent.userId)!;
    const agentToken = (await login(app, agentOwner.username, agentOwner.password)).data.token;
    const detail = await call<{ datasetIds: string[]; functions: { pluginId: string }[] }>(app, { method: 'GET', url: `/xiaozhi/agent/${boundAgent.id}`, headers: bearer(agentToken) });
    expect(detail.data.datasetIds).toEqual([dataset.datasetId]);
    expect(detail.data.functions.map((fn) => fn.pluginId).sort()).toEqual(boundAgent.plugins.map((plugin) => (plugin.pluginId === dataset.id ? dataset.datasetId : plugin.pluginId)).sort());
  });

  it("indexes the documents' RAGFlow chunks here, so the knowledge base answers as before", async () => {
    const dataset = fixture.facts.datasets[0]!;
    const chunks = (documentId: string) => [`空调遥控器的电池在背面 ${documentId}`, `滤网每两周清洗一次 ${documentId}`, `Error E1 means the outdoor unit is blocked ${documentId}`];
    const source = await MysqlSource.open(fixture.url, '+08:00');
    try {
      const report = await refillFromRagflow(source, { chunksOf: async (_dataset, documentId) => chunks(documentId) }, app.services.documents);
      expect(report).toMatchObject({ refilled: dataset.documents.length, failed: [] });
      expect(await refillFromRagflow(source, { chunksOf: async (_dataset, documentId) => chunks(documentId) }, app.services.documents)).toMatchObject({ refilled: 0, alreadyDone: dataset.documents.length });
    } finally {
      await source.close();
    }
    while (await app.services.jobRunner.runOnce()) { /* until every document is indexed */ }
    const owner = fixture.facts.users.find((user) => user.id === dataset.userId)!;
    const token = (await login(app, owner.username, owner.password)).data.token;
    const listed = await app.inject({ method: 'GET', url: `/v1/datasets/${dataset.datasetId}/documents?page=1&limit=50`, headers: bearer(token) });
    for (const document of (listed.json() as { data: { documents: { status: string; segment_count: number }[] } }).data.documents) {
      expect(document).toMatchObject({ status: 'completed', segment_count: expect.any(Number) });
      expect(document.segment_count).toBeGreaterThan(0);
    }
    const found = await app.inject({ method: 'POST', url: `/v1/datasets/${dataset.datasetId}/retrieve`, headers: bearer(token), payload: { query: '滤网多久清洗', retrieval_model: { search_method: 'keyword_search' } } });
    const records = (found.json() as { data: { records: { segment: { content: string } }[] } }).data.records;
    expect(records[0]?.segment.content).toContain('滤网每两周清洗一次');
  });

  it('continues after a failed run without writing any row twice, and says so', async () => {
    const again = await emptyConsole();
    let batches = 0;
    const failing: ImportTarget = {
      ...again.target,
      inTransaction: async (work) => {
        batches += 1;
        if (batches === 20) throw new Error('the disk filled up');
        return again.target.inTransaction(work);
      },
    };
    await expect(runImport(fixture, failing)).rejects.toThrow('the disk filled up');
    const resumed = await runImport(fixture, again.target);
    expect(resumed.resumed).toBe(true);
    const history = await again.database.db.selectFrom('agent_chat_history').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(history.n)).toBe(fixture.facts.chat.messages);
    const users = await again.database.db.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(users.n)).toBe(fixture.facts.users.length);
    await again.database.destroy();
    await rm(again.files.dir, { recursive: true, force: true });
  });
});

describe('importing into a console that is already in use', { timeout: 120_000 }, () => {
  let fixture: UpstreamFixture;
  beforeAll(async () => {
    fixture = await createUpstreamFixture({ shape: 'current' });
  });
  afterAll(async () => {
    await fixture?.drop();
  });

  it('refuses without --merge, and with it adds what is missing without overwriting what the console holds', async () => {
    const used = await emptyConsole();
    const app = await buildTestApp({ database: used.database });
    try {
      const local = await createUser(app, { superAdmin: true });
      const seeded = new Set((await used.database.db.selectFrom('model_configs').select('id').execute()).map((row) => row.id));
      const config = fixture.facts.modelConfigs.find((candidate) => seeded.has(candidate.id))!;
      expect(config).toBeDefined();
      await used.database.db.updateTable('model_configs').set({ model_name: 'kept by this console' }).where('id', '=', config.id).execute();
      await expect(runImport(fixture, used.target)).rejects.toBeInstanceOf(ImportRefused);
      expect(await used.database.db.selectFrom('agents').select('id').execute()).toHaveLength(0);

      const merged = await runImport(fixture, used.target, { merge: true });
      expect(merged.merge).toBe(true);
      expect(tableOf(merged, 'ai_agent').imported).toBe(fixture.facts.rowCounts.ai_agent);
      const kept = await used.database.db.selectFrom('model_configs').select('model_name').where('id', '=', config.id).executeTakeFirst();
      expect(kept?.model_name).toBe('kept by this console');
      expect(await used.database.db.selectFrom('users').select('id').where('id', '=', local.id).executeTakeFirst()).toBeDefined();
    } finally {
      await app.close();
      await rm(used.files.dir, { recursive: true, force: true });
    }
  });

  it('leaves out, by name, an upstream user whose phone an account here holds, with all they own: nothing lands ownerless', async () => {
    const used = await emptyConsole();
    const app = await buildTestApp({ database: used.database });
    try {
      const owner = fixture.facts.users.find((user) => fixture.facts.agents.some((agent) => agent.userId === user.id) && fixture.facts.devices.some((device) => device.userId === user.id))!;
      expect(owner).toBeDefined();
      const local = await createUser(app, { phone: owner.username });
      expect(local.id).not.toBe(owner.id);

      const merged = await runImport(fixture, used.target, { merge: true });
      const users = tableOf(merged, 'sys_user');
      expect(users.skipped).toEqual([expect.objectContaining({ count: 1, reason: `${owner.username} already belongs to another account here: left out with their agents, devices and files` })]);
      const theirAgents = fixture.facts.agents.filter((agent) => agent.userId === owner.id).length;
      expect(tableOf(merged, 'ai_agent').skipped).toEqual([expect.objectContaining({ count: theirAgents, reason: `its owner ${owner.username} was left out: that username belongs to another account here` })]);
      expect(tableOf(merged, 'ai_agent').imported).toBe((fixture.facts.rowCounts.ai_agent ?? 0) - theirAgents);

      const { db } = used.database;
      const known = new Set((await db.selectFrom('users').select('id').execute()).map((row) => row.id));
      expect(known.has(owner.id)).toBe(false);
      const orphans = [
        ...(await db.selectFrom('agents').select('user_id').execute()),
        ...(await db.selectFrom('devices').select('user_id').execute()),
      ].filter((row) => !known.has(row.user_id));
      expect(orphans).toEqual([]);
      // The account that held the phone keeps it, untouched.
      expect(await db.selectFrom('agents').select('id').where('user_id', '=', local.id).execute()).toEqual([]);
    } finally {
      await app.close();
      await rm(used.files.dir, { recursive: true, force: true });
    }
  });
});

describe('importing an installation from June 2025', { timeout: 120_000 }, () => {
  let fixture: UpstreamFixture;
  beforeAll(async () => {
    fixture = await createUpstreamFixture({ shape: 'old' });
  });
  afterAll(async () => {
    await fixture?.drop();
  });

  it('imports what that schema has, names the tables it predates, and its devices check in bound', async () => {
    const fresh = await emptyConsole();
    const report = await runImport(fixture, fresh.target);
    for (const table of fixture.facts.missing.tables) {
      const entry = report.tables.find((candidate) => candidate.source === table);
      if (entry) expect(entry.state, table).toBe('absent');
    }
    expect(tableOf(report, 'ai_agent').imported).toBe(fixture.facts.rowCounts.ai_agent);
    const app = await buildTestApp({ database: fresh.database });
    try {
      const user = fixture.facts.users.find((candidate) => candidate.status === 1)!;
      expect((await login(app, user.username, user.password)).code).toBe(0);
      const fact = fixture.facts.devices[0]!;
      const checkIn = await new SimulatedDevice(app, { mac: fact.mac }).checkIn();
      expect(checkIn.json).not.toHaveProperty('activation');
      const models = await new SimulatedDeviceServer(app, fixture.facts.params.secret).agentModels(fact.mac, 'client-1');
      expect(models.code).toBe(0);
    } finally {
      await app.close();
      await rm(fresh.files.dir, { recursive: true, force: true });
    }
  });
});
