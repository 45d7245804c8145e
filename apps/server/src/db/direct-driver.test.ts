import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor } from '../../test/console-client.ts';
import { SimulatedDevice } from '../../test/device-simulator.ts';
import { buildTestApp, createTestDatabase, createUser, TestClock } from '../../test/helper.ts';
import { SqlKeyValueStore } from '../integrations/kv/sql-kv-store.ts';
import { DevicesRepository } from '../modules/devices/index.ts';
import { websocketToken } from '../modules/ota/websocket-token.ts';
import { createDatabase, type DatabaseHandle } from './dialect.ts';
import { directDriverOf } from './direct-driver.ts';
import { migrateToLatest } from './migrate.ts';

const onPostgres = process.env.DB_DRIVER === 'postgres';
/** Migrating a file waits for the disk at every step, unlike the in-memory databases of the other tests. */
const ON_DISK_TIMEOUT_MS = 60_000;

// Tests run SQLite in memory, where the device path stays in Kysely: these put it on a file, as a server runs it.
describe.skipIf(onPostgres)('the device path on an SQLite file', () => {
  let dir: string | undefined;
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    if (app) await app.close();
    else await database?.destroy();
    app = database = undefined;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const fileDatabase = () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vox-direct-driver-'));
    return (database = createDatabase({ kind: 'sqlite', path: path.join(dir, 'vox.db') }));
  };

  it('reads what the app committed, never what an open transaction has not', async () => {
    const handle = fileDatabase();
    await migrateToLatest(handle.db);
    expect(directDriverOf(handle.db)).toBeDefined();
    const clock = new TestClock();
    const kv = new SqlKeyValueStore(handle.db, clock);
    await kv.set('k', 'committed');
    expect(await kv.get('k')).toBe('committed');
    await handle.db.transaction().execute(async (trx) => {
      await new SqlKeyValueStore(trx, clock).set('k', 'uncommitted');
      expect(await kv.get('k')).toBe('committed');
    });
    expect(await kv.get('k')).toBe('uncommitted');
  }, ON_DISK_TIMEOUT_MS);

  it('answers check-ins from the file and writes their last-seen times from its own thread', async () => {
    const clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ clock, database: fileDatabase(), lastSeen: { maxDelayMs: 60_000, maxBatch: 1000 } });
    const owner = await createUser(app);
    const agentId = await consoleFor(app, owner).createAgent();
    const device = await bindNewDevice(app, owner, agentId);
    const lastSeen = async () =>
      (await sql<{ at: string | null }>`select last_connected_at as at from devices where id = ${device.mac}`.execute(database!.db)).rows[0]?.at;
    clock.advance(60);
    expect((await device.checkIn()).json.websocket).toBeDefined();
    const firstAt = new Date(clock.now()).toISOString();
    expect(await lastSeen()).toBe(firstAt);

    clock.advance(60);
    const answer = await device.checkIn();
    expect(answer.status).toBe(200);
    expect(answer.json.websocket.url).toMatch(/^ws:/);
    expect(await lastSeen()).toBe(firstAt);
    await app.services.lastSeen.flush();
    expect(await lastSeen()).toBe(new Date(clock.now()).toISOString());
    expect((await device.activate()).status).toBe(200);
  }, ON_DISK_TIMEOUT_MS);
});

// On PostgreSQL the device reads of one turn of the event loop go out as one statement (`= any($1)`).
describe.runIf(onPostgres)('the device path on PostgreSQL', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('reads every device asked for at once even when PostgreSQL refuses one of the ids', async () => {
    const handle = await createTestDatabase();
    try {
      await migrateToLatest(handle.db);
      const devices = new DevicesRepository(handle.db);
      const mac = '02:00:00:00:20:01';
      const at = '2025-06-01T04:00:00.000Z';
      await devices.insert({ id: mac, user_id: 'u1', mac_address: mac, auto_update: 1, sort: 0, created_at: at, updated_at: at });
      // One NUL byte makes PostgreSQL refuse a whole statement: the other readers' devices are read all the same.
      const [found, refused, missing] = await Promise.allSettled([devices.findById(mac), devices.findById('02:00\u0000'), devices.findById('02:00:00:00:20:99')]);
      expect(found.status === 'fulfilled' && found.value?.id).toBe(mac);
      expect(refused.status).toBe('rejected');
      expect(missing).toEqual({ status: 'fulfilled', value: undefined });
    } finally {
      await handle.destroy();
    }
  });

  it('answers check-ins made at once, each with its own device', async () => {
    const clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ clock });
    const owner = await createUser(app);
    const agentId = await consoleFor(app, owner).createAgent();
    const bound: SimulatedDevice[] = [];
    for (let i = 0; i < 6; i += 1) bound.push(await bindNewDevice(app, owner, agentId));
    const unbound = Array.from({ length: 6 }, (_, i) => new SimulatedDevice(app!, { mac: `02:00:00:00:10:${String(i).padStart(2, '0')}` }));
    const secret = await app.services.params.text('server.secret');
    const seconds = Math.floor(clock.now() / 1000);

    const answers = await Promise.all([...bound, ...unbound, ...bound].map((device) => device.checkIn()));

    for (const [index, device] of [...bound, ...unbound, ...bound].entries()) {
      const { status, json } = answers[index]!;
      expect(status).toBe(200);
      if (unbound.includes(device)) {
        expect(json.websocket).toBeUndefined();
        expect(json.activation.challenge).toBe(device.mac);
      } else {
        expect(json.activation).toBeUndefined();
        expect(json.websocket.token).toBe(websocketToken(secret, device.clientId, device.mac, seconds));
      }
    }
  });
});
