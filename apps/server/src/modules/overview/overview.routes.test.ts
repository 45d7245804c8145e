import type { AgentOverview, OverviewDay } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor, recordEverything } from '../../../test/console-client.ts';
import { deviceServerFor, type SimulatedDevice, type SimulatedDeviceServer } from '../../../test/device-simulator.ts';
import { buildTestApp, call, createUser, TestClock, type TestUser } from '../../../test/helper.ts';

/** 12:00 in Beijing, 04:00 UTC, 00:00 in New York on 2025-06-10. */
const NOW = Date.parse('2025-06-10T04:00:00.000Z');
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('home overview', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let owner: TestUser;
  let server: SimulatedDeviceServer;
  beforeEach(async () => {
    clock = new TestClock(NOW);
    app = await buildTestApp({ clock });
    owner = await createUser(app, { superAdmin: true });
    server = await deviceServerFor(app);
  });
  afterEach(() => app.close());

  const overview = (user: TestUser, timeZone?: string) =>
    consoleFor(app, user).request<AgentOverview>({ method: 'GET', url: '/xiaozhi/agent/overview', headers: timeZone ? { 'x-time-zone': timeZone } : {} });
  const busyDays = (days: OverviewDay[]) => days.filter((day) => day.sessions > 0 || day.messages > 0);
  const say = (device: SimulatedDevice, sessionId: string, at: string, chatType: 1 | 2 = 1) =>
    server.report({ macAddress: device.mac, sessionId, chatType, content: '你好', reportTime: seconds(at) });

  /** An agent that keeps history, with one bound device. */
  async function agentWithDevice(user: TestUser): Promise<SimulatedDevice> {
    const agentId = await consoleFor(app, user).createAgent();
    await recordEverything(app, user, agentId);
    return bindNewDevice(app, user, agentId);
  }

  it('answers 30 zero days ending today for an account with nothing yet', async () => {
    const res = await overview(owner, 'UTC');
    expect(res).toMatchObject({ status: 200, code: 0, data: { agentCount: 0, deviceCount: 0, onlineDeviceCount: 0 } });
    const days = res.data.conversationsPerDay;
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2025-05-12', sessions: 0, messages: 0 });
    expect(days.at(-1)).toEqual({ day: '2025-06-10', sessions: 0, messages: 0 });
    expect(busyDays(days)).toEqual([]);
    // Consecutive calendar days, across the month end.
    expect(days.slice(19, 22).map((day) => day.day)).toEqual(['2025-05-31', '2025-06-01', '2025-06-02']);
  });

  it('counts only the caller’s own agents, devices and history, even for an admin', async () => {
    const device = await agentWithDevice(owner);
    await consoleFor(app, owner).createAgent('第二个助手');
    const other = await createUser(app);
    const othersDevice = await agentWithDevice(other);
    await bindNewDevice(app, other, await consoleFor(app, other).createAgent());
    await say(device, 'mine', '2025-06-10T01:00:00Z');
    await say(othersDevice, 'theirs', '2025-06-10T01:00:00Z');
    await say(othersDevice, 'theirs', '2025-06-10T01:01:00Z', 2);

    expect((await overview(owner, 'UTC')).data).toMatchObject({ agentCount: 2, deviceCount: 1, onlineDeviceCount: 1 });
    expect(busyDays((await overview(owner, 'UTC')).data.conversationsPerDay)).toEqual([{ day: '2025-06-10', sessions: 1, messages: 1 }]);
    expect((await overview(other, 'UTC')).data).toMatchObject({ agentCount: 2, deviceCount: 2, onlineDeviceCount: 2 });
    expect(busyDays((await overview(other, 'UTC')).data.conversationsPerDay)).toEqual([{ day: '2025-06-10', sessions: 1, messages: 2 }]);
  });

  it('folds messages into calendar days of the caller’s time zone, counting sessions and messages', async () => {
    const device = await agentWithDevice(owner);
    await say(device, 'late', '2025-06-09T23:30:00Z');
    await say(device, 'late', '2025-06-09T23:31:00Z', 2);
    await say(device, 'morning', '2025-06-10T01:00:00Z');
    await say(device, 'first-day', '2025-05-12T12:00:00Z');
    // Before the first day in every zone asked here, and a device clock running a day ahead.
    await say(device, 'too-old', '2025-05-11T12:00:00Z');
    await say(device, 'tomorrow', '2025-06-11T12:00:00Z');

    const shanghai = (await overview(owner, 'Asia/Shanghai')).data.conversationsPerDay;
    expect(busyDays(shanghai)).toEqual([
      { day: '2025-05-12', sessions: 1, messages: 1 },
      { day: '2025-06-10', sessions: 2, messages: 3 },
    ]);
    expect((await overview(owner)).data.conversationsPerDay).toEqual(shanghai);
    expect(busyDays((await overview(owner, 'UTC')).data.conversationsPerDay)).toEqual([
      { day: '2025-05-12', sessions: 1, messages: 1 },
      { day: '2025-06-09', sessions: 1, messages: 2 },
      { day: '2025-06-10', sessions: 1, messages: 1 },
    ]);
    // 00:00 in New York: today has just begun, and yesterday evening holds all three.
    const newYork = (await overview(owner, 'America/New_York')).data.conversationsPerDay;
    expect(newYork.at(-1)).toEqual({ day: '2025-06-10', sessions: 0, messages: 0 });
    expect(busyDays(newYork)).toEqual([
      { day: '2025-05-12', sessions: 1, messages: 1 },
      { day: '2025-06-09', sessions: 2, messages: 3 },
    ]);
  });

  it('splits days at local midnight in zones off the whole hour', async () => {
    const device = await agentWithDevice(owner);
    // 23:50 and 00:10 in India (GMT+5:30): one UTC hour, two days there.
    await say(device, 'before', '2025-06-09T18:20:00Z');
    await say(device, 'after', '2025-06-09T18:40:00Z');
    expect(busyDays((await overview(owner, 'Asia/Kolkata')).data.conversationsPerDay)).toEqual([
      { day: '2025-06-09', sessions: 1, messages: 1 },
      { day: '2025-06-10', sessions: 1, messages: 1 },
    ]);
  });

  it(`calls a device online while its last contact is at most 10 minutes old`, async () => {
    const quiet = await agentWithDevice(owner);
    clock.advance(5 * 60);
    const talking = await agentWithDevice(owner);
    clock.advance(6 * 60);
    expect((await overview(owner)).data).toMatchObject({ deviceCount: 2, onlineDeviceCount: 1 });
    await server.report({ macAddress: talking.mac, sessionId: 's', chatType: 1, content: '还在吗' });
    await quiet.checkIn();
    clock.advance(10 * 60);
    expect((await overview(owner)).data).toMatchObject({ deviceCount: 2, onlineDeviceCount: 2 });
    clock.advance(1);
    expect((await overview(owner)).data).toMatchObject({ deviceCount: 2, onlineDeviceCount: 0 });
  });

  it('needs a signed-in user', async () => {
    expect(await call(app, { method: 'GET', url: '/xiaozhi/agent/overview' })).toMatchObject({ status: 200, code: 401 });
  });
});
