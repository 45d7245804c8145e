import type { AgentSummary, BoundDevice, ChatMessage, ChatSession, PageData } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleFor } from './console-client.ts';
import { deviceServerFor, SimulatedDevice, socketTransport, verifyWebsocketToken, wavBytes, type Transport } from './device-simulator.ts';
import { buildTestApp, createUser, TestClock, type TestUser } from './helper.ts';

/** The firmware and the device server talk to a listening console over real HTTP. */
describe('a device from first check-in to a conversation the console plays back', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let owner: TestUser;
  let http: Transport;
  beforeEach(async () => {
    clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ clock });
    http = socketTransport(await app.listen({ port: 0, host: '127.0.0.1' }));
    owner = await createUser(app);
    await app.services.params.set('server.websocket', 'ws://voice.example.com:8000/xiaozhi/v1/;ws://backup.example.com:8000/xiaozhi/v1/');
  });
  afterEach(() => app.close());

  it('activates with a spoken code, connects, reports a conversation and plays its audio', async () => {
    const web = consoleFor(app, owner);
    const deviceServer = await deviceServerFor(app, http);
    const secret = await app.services.params.text('server.secret');
    const agentId = await web.createAgent('小智同学');
    const device = new SimulatedDevice(http, { mac: 'a4:cf:12:34:56:78', board: 'esp-box-3', version: '1.6.2' });

    // 1. Unbound: the firmware gets a 6-digit code to speak, and keeps it on the next check-in.
    const first = await device.checkIn();
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json.server_time).toEqual({ timestamp: clock.now(), timeZone: expect.any(String), timezone_offset: expect.any(Number) });
    const code: string = first.json.activation.code;
    expect(code).toMatch(/^\d{6}$/);
    expect(first.json.activation).toEqual({ code, message: `http://xiaozhi.server.com\n${code}`, challenge: device.mac });
    expect(first.json).not.toHaveProperty('websocket');
    expect((await device.checkIn()).json.activation.code).toBe(code);
    expect(await device.activate(device.mac)).toEqual({ status: 202, body: '' });

    // The device server, asked before binding, hears the code so the device can say it.
    expect(await deviceServer.agentModels(device.mac, device.clientId)).toMatchObject({ code: 10042, msg: code });

    // 2. The owner binds it with the code; the code then stops working.
    expect((await web.bind(agentId, code)).code).toBe(0);
    expect(await device.activate(device.mac)).toEqual({ status: 200, body: 'success' });
    expect((await web.bind(agentId, code)).code).toBe(10062);

    // 3. Bound: the next check-in carries the WebSocket address and a token xiaozhi-server accepts.
    clock.advance(30);
    const bound = await device.checkIn();
    expect(bound.json).not.toHaveProperty('activation');
    expect(bound.json.firmware).toEqual({ version: '1.6.2', url: '' });
    expect(bound.json.websocket.url).toBe('ws://voice.example.com:8000/xiaozhi/v1/');
    expect(verifyWebsocketToken(bound.json.websocket.token, secret, device.clientId, device.mac, Math.floor(clock.now() / 1000))).toBe(true);
    const devices = await web.request<BoundDevice[]>({ method: 'GET', url: `/xiaozhi/device/bind/${agentId}` });
    expect(devices.data).toEqual([
      expect.objectContaining({ id: device.mac, macAddress: device.mac, board: 'esp-box-3', appVersion: '1.6.2', autoUpdate: 1, lastConnectedAtTimestamp: String(clock.now()) }),
    ]);

    // 4. The owner turns on memory with text + audio history.
    expect((await web.updateAgent(agentId, { memModelId: 'Memory_mem_local_short', chatHistoryConf: 2 })).code).toBe(0);

    // 5. The device server fetches the agent's models (it already runs the default VAD/ASR)…
    const models = await deviceServer.agentModels(device.mac, device.clientId, { VAD: 'VAD_SileroVAD', ASR: 'ASR_FunASR' });
    expect(models.code).toBe(0);
    expect(models.data).not.toHaveProperty('VAD');
    expect(models.data).not.toHaveProperty('ASR');
    expect(models.data.chat_history_conf).toBe(2);
    expect(models.data.selected_module).toMatchObject({ LLM: 'LLM_ChatGLMLLM', TTS: 'TTS_EdgeTTS', Memory: 'Memory_mem_local_short', Intent: 'Intent_function_call' });
    expect(models.data.TTS?.TTS_EdgeTTS).toMatchObject({ type: 'edge', private_voice: 'zh-CN-XiaoxiaoNeural', language: '普通话' });
    expect(models.data.prompt).toContain('你是小智同学');

    // …and reports a conversation: the user's words with audio, the agent's answer, a tool call.
    const userAudio = wavBytes(320, 7);
    const sessionId = '6e7a8c1e-1111-4a2b-9c3d-000000000001';
    const at = Math.floor(clock.now() / 1000);
    const reports = [
      { macAddress: device.mac, sessionId, chatType: 1 as const, content: '今天天气怎么样', audioBase64: userAudio.toString('base64'), reportTime: at },
      { macAddress: device.mac, sessionId, chatType: 3 as const, content: JSON.stringify([{ type: 'tool', text: 'get_weather({"location":"广州"})' }]), reportTime: at },
      { macAddress: device.mac, sessionId, chatType: 2 as const, content: '广州今天晴，28度。', reportTime: at + 2 },
    ];
    for (const report of reports) expect(await deviceServer.report(report)).toMatchObject({ code: 0, data: true });

    // 6. The console shows the session and its messages in order, and plays the audio once.
    const sessions = await web.request<PageData<ChatSession>>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/sessions?page=1&limit=20` });
    expect(sessions.data).toEqual({ total: 1, list: [{ sessionId, createdAt: '2025-06-01 12:00:32', chatCount: 3, title: null, source: 'device' }] });
    const messages = await web.request<ChatMessage[]>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/chat-history/${sessionId}` });
    expect(messages.data.map((message) => [message.chatType, message.createdAt, message.audioId !== null])).toEqual([
      [1, '2025-06-01 12:00:30', true],
      [3, '2025-06-01 12:00:30', false],
      [2, '2025-06-01 12:00:32', false],
    ]);
    expect(messages.data[0]).toMatchObject({ content: '今天天气怎么样', macAddress: device.mac });

    const link = await web.request<string>({ method: 'POST', url: `/xiaozhi/agent/audio/${messages.data[0]!.audioId}` });
    // The browser opens the one-time links without a token.
    const browse = (url: string) => http({ method: 'GET', url, headers: { accept: '*/*' } });
    const played = await browse(`/xiaozhi/agent/play/${link.data}`);
    expect(played.status).toBe(200);
    expect(played.headers['content-type']).toBe('audio/wav');
    expect(played.body.equals(userAudio)).toBe(true);
    expect(JSON.parse((await browse(`/xiaozhi/agent/play/${link.data}`)).body.toString())).toMatchObject({ code: 10136 });

    const download = await web.request<string>({ method: 'POST', url: `/xiaozhi/agent/chat-history/getDownloadUrl/${agentId}/${sessionId}` });
    const text = await browse(`/xiaozhi/agent/chat-history/download/${download.data}`);
    expect(text.headers['content-disposition']).toBe('attachment; filename="history.txt"');
    expect(text.body.toString('utf8')).toBe(
      '[2025-06-01 12:00:30] 用户: 今天天气怎么样\n[2025-06-01 12:00:30] 工具: get_weather({"location":"广州"})\n[2025-06-01 12:00:32] 智能体: 广州今天晴，28度。\n',
    );

    // 7. The home card reflects it all.
    const list = await web.request<AgentSummary[]>({ method: 'GET', url: '/xiaozhi/agent/list' });
    expect(list.data).toEqual([expect.objectContaining({ id: agentId, agentName: '小智同学', deviceCount: 1, lastConnectedAt: '2025-06-01 12:00:30' })]);
  });
});
