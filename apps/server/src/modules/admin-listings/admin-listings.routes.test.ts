import type { AdminAgent, AdminDevice, PageData, ParamRow } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, createUser, TestClock, type TestUser } from '../../../test/helper.ts';

describe('administrators’ lists across users and one param by id', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let admin: ReturnType<typeof consoleFor>;
  let alice: TestUser;
  let bob: TestUser;
  beforeEach(async () => {
    clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ clock });
    admin = consoleFor(app, await createUser(app, { superAdmin: true }));
    alice = await createUser(app);
    bob = await createUser(app);
  });
  afterEach(() => app.close());

  it('GET /admin/device/all: every user’s devices newest first, with owner and last message time; keywords match remark or MAC', async () => {
    const aliceAgent = await consoleFor(app, alice).createAgent();
    const first = await bindNewDevice(app, alice, aliceAgent, 'a4:cf:12:00:01:01');
    clock.advance(60);
    const bobAgent = await consoleFor(app, bob).createAgent();
    await bindNewDevice(app, bob, bobAgent, 'a4:cf:12:00:02:02');
    await consoleFor(app, alice).request({ method: 'PUT', url: `/xiaozhi/device/update/${first.mac}`, payload: { alias: '厨房音箱' } });
    await app.services.repos.chatHistory.insertMessage({
      mac_address: first.mac, agent_id: aliceAgent, session_id: 's1', chat_type: 1, content: '你好', audio_id: null,
      created_at: '2025-06-01T05:00:00.000Z', updated_at: '2025-06-01T05:00:00.000Z',
    });
    const all = await admin.request<PageData<AdminDevice>>({ method: 'GET', url: '/xiaozhi/admin/device/all?page=1&limit=10' });
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(2);
    expect(all.data.list.map((row) => row.macAddress)).toEqual(['a4:cf:12:00:02:02', 'a4:cf:12:00:01:01']);
    expect(all.data.list[1]).toMatchObject({ alias: '厨房音箱', bindUserName: alice.phone, agentId: aliceAgent, recentChatTime: String(Date.parse('2025-06-01T05:00:00.000Z')) });
    expect(all.data.list[0]).toMatchObject({ bindUserName: bob.phone, recentChatTime: null });
    const byAlias = await admin.request<PageData<AdminDevice>>({ method: 'GET', url: `/xiaozhi/admin/device/all?keywords=${encodeURIComponent('厨房')}` });
    expect(byAlias.data.list.map((row) => row.id)).toEqual([first.mac]);
    const byMac = await admin.request<PageData<AdminDevice>>({ method: 'GET', url: '/xiaozhi/admin/device/all?keywords=02:02&limit=1' });
    expect(byMac.data).toMatchObject({ total: 1, list: [{ macAddress: 'a4:cf:12:00:02:02' }] });
    expect((await consoleFor(app, alice).request({ method: 'GET', url: '/xiaozhi/admin/device/all' })).code).toBe(403);
  });

  it('GET /agent/all: every user’s agents newest first, paged; not for normal users', async () => {
    await consoleFor(app, alice).createAgent('甲');
    clock.advance(10);
    await consoleFor(app, bob).createAgent('乙');
    clock.advance(10);
    await consoleFor(app, bob).createAgent('丙');
    const page1 = await admin.request<PageData<AdminAgent>>({ method: 'GET', url: '/xiaozhi/agent/all?page=1&limit=2' });
    expect(page1.code).toBe(0);
    expect(page1.data.total).toBe(3);
    expect(page1.data.list.map((agent) => agent.agentName)).toEqual(['丙', '乙']);
    expect(page1.data.list[0]).toMatchObject({ userId: bob.id, llmModelId: expect.any(String), chatHistoryConf: expect.any(Number) });
    const page2 = await admin.request<PageData<AdminAgent>>({ method: 'GET', url: '/xiaozhi/agent/all?page=2&limit=2' });
    expect(page2.data.list).toMatchObject([{ agentName: '甲', userId: alice.id }]);
    expect((await consoleFor(app, alice).request({ method: 'GET', url: '/xiaozhi/agent/all' })).code).toBe(403);
    expect((await admin.request({ method: 'GET', url: '/xiaozhi/agent/all?limit=1000' })).status).toBe(400);
  });

  it('GET /admin/params/{id}: one param as the list shows it, secrets masked; unknown is 612', async () => {
    const page = await admin.request<PageData<ParamRow>>({ method: 'GET', url: '/xiaozhi/admin/params/page?paramCode=server.secret' });
    const listed = page.data.list.find((row) => row.paramCode === 'server.secret')!;
    const one = await admin.request<ParamRow>({ method: 'GET', url: `/xiaozhi/admin/params/${listed.id}` });
    expect(one).toMatchObject({ code: 0, data: listed });
    expect(one.data.paramValue).not.toBe(await app.services.params.text('server.secret'));
    expect((await admin.request({ method: 'GET', url: '/xiaozhi/admin/params/no-such-id' })).code).toBe(612);
    expect((await consoleFor(app, alice).request({ method: 'GET', url: `/xiaozhi/admin/params/${listed.id}` })).code).toBe(403);
  });
});
