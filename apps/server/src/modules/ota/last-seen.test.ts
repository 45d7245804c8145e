import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { SimulatedDevice } from '../../../test/device-simulator.ts';
import { buildTestApp, createTestDatabase, createUser, TestClock } from '../../../test/helper.ts';
import { LastSeenBatcher } from './last-seen-batcher.ts';

const quiet = { info: () => {}, warn: vi.fn(), error: () => {} };

describe('LastSeenBatcher', () => {
  it('writes a batch when it is full or when the delay has passed, the latest time per device', async () => {
    vi.useFakeTimers();
    try {
      const written: [string, string][][] = [];
      const batcher = new LastSeenBatcher(async (seen) => void written.push([...seen]), { maxDelayMs: 1000, maxBatch: 3 }, quiet);
      await batcher.record('a', 't1');
      await batcher.record('a', 't2');
      await batcher.record('b', 't1');
      expect(written).toEqual([]);
      await batcher.record('c', 't1');
      await batcher.flush();
      expect(written).toEqual([[['a', 't2'], ['b', 't1'], ['c', 't1']]]);
      await batcher.record('d', 't3');
      await vi.advanceTimersByTimeAsync(999);
      expect(written).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(written[1]).toEqual([['d', 't3']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a batch the database refused and goes on with the next', async () => {
    let fail = true;
    const written: string[] = [];
    const batcher = new LastSeenBatcher(async (seen) => {
      if (fail) throw new Error('disk full');
      written.push(...seen.keys());
    }, { maxDelayMs: 0, maxBatch: 100 }, quiet);
    await batcher.record('a', 't1');
    expect(quiet.warn).toHaveBeenCalledWith(expect.objectContaining({ devices: 1 }), 'last-seen batch not written');
    fail = false;
    await batcher.record('b', 't2');
    expect(written).toEqual(['b']);
  });
});

describe('OTA check-ins with batched last-seen times', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('queues the time of an unchanged check-in, writes a changed one at once, and never batches a binding', async () => {
    const clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    const database = await createTestDatabase();
    app = await buildTestApp({ clock, database, lastSeen: { maxDelayMs: 60_000, maxBatch: 1000 } });
    const owner = await createUser(app);
    const agentId = await consoleFor(app, owner).createAgent();
    const device = await bindNewDevice(app, owner, agentId);
    const row = () => app!.services.repos.devices.findById(device.mac);
    // The first check-in after binding records the device's Client-Id: written at once.
    clock.advance(60);
    await device.checkIn();
    const firstAt = new Date(clock.now()).toISOString();
    expect(await row()).toMatchObject({ client_id: device.clientId, last_connected_at: firstAt });

    clock.advance(60);
    expect((await device.checkIn()).status).toBe(200);
    expect((await row())!.last_connected_at).toBe(firstAt);

    clock.advance(60);
    device.version = '1.7.0';
    await device.checkIn();
    expect(await row()).toMatchObject({ app_version: '1.7.0', last_connected_at: new Date(clock.now()).toISOString() });

    clock.advance(60);
    await device.checkIn();
    await app.services.lastSeen.flush();
    expect((await row())!.last_connected_at).toBe(new Date(clock.now()).toISOString());

    // A crash before the next batch: the time is lost, the binding is not.
    clock.advance(60);
    await device.checkIn();
    const lostAt = new Date(clock.now()).toISOString();
    const reopened = await buildTestApp({ clock, database });
    try {
      const after = await reopened.services.repos.devices.findById(device.mac);
      expect(after).toMatchObject({ agent_id: agentId, user_id: owner.id });
      expect(after!.last_connected_at).not.toBe(lostAt);
    } finally {
      app = undefined;
      await reopened.close();
    }
  });
});

describe('the OTA hot path', () => {
  it('writes no request lines at info level for check-ins, while other routes keep theirs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildTestApp({ logger: { level: 'info', stream } });
    try {
      await new SimulatedDevice(app, { mac: 'a4:cf:12:99:00:01' }).checkIn();
      await app.inject({ method: 'GET', url: '/xiaozhi/user/pub-config' });
      const logged = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
      expect(logged.some((line) => line.req?.url === '/xiaozhi/user/pub-config')).toBe(true);
      expect(logged.some((line) => line.req?.url === '/xiaozhi/ota/')).toBe(false);
    } finally {
      await app.close();
    }
  });
});
