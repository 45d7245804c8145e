import type { ChatMessage, ChatSession, PageData } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor, recordEverything } from '../../../test/console-client.ts';
import { deviceServerFor, wavBytes, type SimulatedDevice, type SimulatedDeviceServer } from '../../../test/device-simulator.ts';
import { buildTestApp, call, createUser, TestClock, type TestUser } from '../../../test/helper.ts';

describe('chat history', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let owner: TestUser;
  let web: ReturnType<typeof consoleFor>;
  let server: SimulatedDeviceServer;
  let agentId: string;
  let device: SimulatedDevice;
  beforeEach(async () => {
    clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ clock });
    owner = await createUser(app);
    web = consoleFor(app, owner);
    server = await deviceServerFor(app);
    agentId = await web.createAgent();
    device = await bindNewDevice(app, owner, agentId);
  });
  afterEach(() => app.close());

  const messages = (sessionId: string) => web.request<ChatMessage[]>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/chat-history/${sessionId}` });
  const sessions = (query = '') => web.request<PageData<ChatSession>>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/sessions${query}` });
  const say = (sessionId: string, content: string, extra: Record<string, unknown> = {}) =>
    server.report({ macAddress: device.mac, sessionId, chatType: 1, content, ...extra });

  it('stores nothing while the agent has no memory (history mode 0), but still answers true', async () => {
    expect(await say('s1', '你好', { audioBase64: wavBytes().toString('base64') })).toMatchObject({ code: 0, data: true });
    expect((await messages('s1')).data).toEqual([]);
    expect((await sessions()).data).toEqual({ total: 0, list: [] });
  });

  it('stores text only in mode 1 and text with audio in mode 2', async () => {
    await web.updateAgent(agentId, { memModelId: 'Memory_mem_report_only', chatHistoryConf: 1 });
    await say('s1', '只存文字', { audioBase64: wavBytes().toString('base64') });
    expect((await messages('s1')).data).toEqual([{ createdAt: '2025-06-01 12:00:00', chatType: 1, content: '只存文字', audioId: null, macAddress: device.mac }]);
    await web.updateAgent(agentId, { chatHistoryConf: 2 });
    await say('s1', '文字和声音', { audioBase64: wavBytes().toString('base64') });
    await say('s1', '没有声音');
    expect((await messages('s1')).data.map((message) => message.audioId !== null)).toEqual([false, true, false]);
  });

  it('answers false for a device that is not bound, and checks the report body', async () => {
    expect(await server.report({ macAddress: 'ff:ff:ff:ff:ff:ff', sessionId: 's', chatType: 1, content: 'x' })).toMatchObject({ code: 0, data: false });
    expect((await server.report({ macAddress: device.mac, sessionId: 's', chatType: 4 as never, content: 'x' })).status).toBe(400);
    expect((await server.report({ macAddress: device.mac, sessionId: '', chatType: 1, content: 'x' })).msg).toBe('参数 sessionId 无效：不能为空');
  });

  it('reads report times in seconds or milliseconds, keeps arrival order within an instant, and updates last seen', async () => {
    await recordEverything(app, owner, agentId);
    const seconds = Date.parse('2025-06-01T05:00:00.000Z') / 1000;
    await say('s1', '第一句', { reportTime: seconds });
    await server.report({ macAddress: device.mac, sessionId: 's1', chatType: 2, content: '第二句', reportTime: seconds });
    await say('s1', '第三句', { reportTime: seconds * 1000 + 1500 });
    clock.advance(90);
    await say('s1', '没有时间');
    expect((await messages('s1')).data.map((message) => [message.createdAt, message.content])).toEqual([
      ['2025-06-01 12:01:30', '没有时间'],
      ['2025-06-01 13:00:00', '第一句'],
      ['2025-06-01 13:00:00', '第二句'],
      ['2025-06-01 13:00:01', '第三句'],
    ]);
    expect((await app.services.repos.devices.findById(device.mac))?.last_connected_at).toBe('2025-06-01T04:01:30.000Z');
  });

  it('pages sessions newest first, 20 per page by default', async () => {
    await recordEverything(app, owner, agentId);
    for (let i = 1; i <= 25; i++) {
      clock.advance(60);
      await say(`session-${String(i).padStart(2, '0')}`, `第${i}次`);
      if (i === 3) await say('session-03', '再说一句');
    }
    const first = (await sessions()).data;
    expect(first.total).toBe(25);
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toEqual({ sessionId: 'session-25', createdAt: '2025-06-01 12:25:00', chatCount: 1, title: null, source: 'device' });
    const second = (await sessions('?page=2&limit=20')).data;
    expect(second.list.map((session) => [session.sessionId, session.chatCount])).toEqual([
      ['session-05', 1], ['session-04', 1], ['session-03', 2], ['session-02', 1], ['session-01', 1],
    ]);
    expect((await sessions('?page=1&limit=5')).data.list).toHaveLength(5);
    expect((await sessions('?limit=101')).status).toBe(400);
  });

  it('gives a 300 s one-time playback link for audio of the user’s own agents only', async () => {
    await recordEverything(app, owner, agentId);
    const audio = wavBytes(400, 3);
    await say('s1', '你好', { audioBase64: audio.toString('base64') });
    const audioId = (await messages('s1')).data[0]!.audioId!;
    const link = async () => (await web.request<string>({ method: 'POST', url: `/xiaozhi/agent/audio/${audioId}` })).data;
    const play = (uuid: string) => app.inject({ method: 'GET', url: `/xiaozhi/agent/play/${uuid}` });

    const uuid = await link();
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const played = await play(uuid);
    expect(played.headers['content-disposition']).toBe('attachment; filename="play.wav"');
    expect(played.rawPayload.equals(audio)).toBe(true);
    expect((await play(uuid)).json()).toMatchObject({ code: 10136, msg: '链接已失效，请重新获取' });

    const late = await link();
    clock.advance(300);
    expect((await play(late)).json().code).toBe(10136);
    expect(await web.request({ method: 'POST', url: '/xiaozhi/agent/audio/nope' })).toMatchObject({ code: 612, msg: '音频不存在' });
    expect((await play('nope')).json().code).toBe(10136);
  });

  it('answers the text of the message an audio id belongs to, at upstream’s /agent/{audioId}/chat-history/audio', async () => {
    await recordEverything(app, owner, agentId);
    await say('s1', '打开客厅的灯', { audioBase64: wavBytes().toString('base64') });
    const audioId = (await messages('s1')).data[0]!.audioId!;
    const content = (id: string, as = web) => as.request<string>({ method: 'GET', url: `/xiaozhi/agent/${id}/chat-history/audio` });
    expect(await content(audioId)).toMatchObject({ code: 0, data: '打开客厅的灯' });
    expect(await content('nope')).toMatchObject({ code: 612, msg: '音频不存在' });
    expect((await content(audioId, consoleFor(app, await createUser(app)))).code).toBe(612);
    expect((await call(app, { method: 'GET', url: `/xiaozhi/agent/${audioId}/chat-history/audio` })).code).toBe(401);
  });

  it('downloads a session as text once, in the language the console asked in; /previous adds older sessions', async () => {
    await recordEverything(app, owner, agentId);
    await say('old', '昨天的话');
    clock.advance(60);
    await say('now', '{"speaker":"小明","content":"今天的话"}');
    await server.report({ macAddress: device.mac, sessionId: 'now', chatType: 2, content: '好的' });
    const link = async (sessionId: string, language = 'zh-CN') =>
      (await web.request<string>({ method: 'POST', url: `/xiaozhi/agent/chat-history/getDownloadUrl/${agentId}/${sessionId}`, headers: { 'accept-language': language } })).data;
    const download = (path: string) => app.inject({ method: 'GET', url: `/xiaozhi/agent/chat-history/download/${path}` });

    const uuid = await link('now', 'en-US');
    const text = await download(uuid);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toBe('[2025-06-01 12:01:00] User: 今天的话\n[2025-06-01 12:01:00] Agent: 好的\n');
    expect((await download(uuid)).json().code).toBe(10136);

    expect((await download(`${await link('now', 'zh-TW')}/current`)).body).toContain('使用者: 今天的话');
    const berlin = (await web.request<string>({ method: 'POST', url: `/xiaozhi/agent/chat-history/getDownloadUrl/${agentId}/now`, headers: { 'x-time-zone': 'Europe/Berlin' } })).data;
    expect((await download(berlin)).body).toBe('[2025-06-01 06:01:00] 用户: 今天的话\n[2025-06-01 06:01:00] 智能体: 好的\n');
    expect((await download(`${await link('now')}/previous`)).body).toBe(
      '[2025-06-01 12:01:00] 用户: 今天的话\n[2025-06-01 12:01:00] 智能体: 好的\n\n[2025-06-01 12:00:00] 用户: 昨天的话\n',
    );
    const expiring = await link('now');
    clock.advance(86_400);
    expect((await download(expiring)).json().code).toBe(10136);
  });

  it('refuses a download link for a session with no messages', async () => {
    const res = await web.request({ method: 'POST', url: `/xiaozhi/agent/chat-history/getDownloadUrl/${agentId}/nothing-here`, headers: { 'accept-language': 'en' } });
    expect(res).toMatchObject({ code: 612, msg: 'Session not found' });
  });

  it('needs a signed-in user for the console routes, while the one-time links are anonymous', async () => {
    const routes = [
      { method: 'GET', url: `/xiaozhi/agent/${agentId}/sessions` },
      { method: 'GET', url: `/xiaozhi/agent/${agentId}/chat-history/s1` },
      { method: 'POST', url: '/xiaozhi/agent/audio/a1' },
      { method: 'POST', url: `/xiaozhi/agent/chat-history/getDownloadUrl/${agentId}/s1` },
    ] as const;
    for (const route of routes) expect(await call(app, route)).toMatchObject({ status: 200, code: 401 });
    expect((await call(app, { method: 'GET', url: '/xiaozhi/agent/play/x' })).code).toBe(10136);
    expect((await call(app, { method: 'GET', url: '/xiaozhi/agent/chat-history/download/x' })).code).toBe(10136);
  });
});
