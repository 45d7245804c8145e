import type { UserUtterance, Voiceprint, VoiceprintAgent } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor, recordEverything } from '../../../test/console-client.ts';
import { deviceServerFor, wavBytes, type SimulatedDevice, type SimulatedDeviceServer } from '../../../test/device-simulator.ts';
import { startFakeVoiceprintServer, type FakeVoiceprintServer } from '../../../test/fake-voiceprint-server.ts';
import { buildTestApp, createUser, type TestUser } from '../../../test/helper.ts';

describe('voiceprints', () => {
  let fake: FakeVoiceprintServer;
  let app: FastifyInstance;
  let owner: TestUser;
  let web: ReturnType<typeof consoleFor>;
  let server: SimulatedDeviceServer;
  let agentId: string;
  let device: SimulatedDevice;
  let seed = 0;

  beforeAll(async () => {
    fake = await startFakeVoiceprintServer();
  });
  afterAll(() => fake.close());

  beforeEach(async () => {
    fake.mode = 'normal';
    fake.speakers.clear();
    fake.calls.length = 0;
    app = await buildTestApp({ voiceprint: { timeoutMs: 400 } });
    owner = await createUser(app);
    web = consoleFor(app, owner);
    server = await deviceServerFor(app);
    agentId = await web.createAgent();
    device = await bindNewDevice(app, owner, agentId);
    await recordEverything(app, owner, agentId);
  });
  afterEach(() => app.close());

  const configure = () => app.services.params.set('server.voice_print', fake.paramUrl);
  /** A user utterance with its own voice (distinct WAV bytes), or the given bytes; answers its audio id. */
  const utter = async (content: string, wav = wavBytes(160, ++seed), chatType: 1 | 2 = 1, to = device) => {
    await server.report({ macAddress: to.mac, sessionId: 's1', chatType, content, audioBase64: wav.toString('base64') });
    const rows = await app.services.repos.chatHistory.recentUserUtterances((await app.services.repos.devices.findById(to.mac))!.agent_id!, 1);
    return chatType === 1 ? rows[0]!.audio_id : '';
  };
  const list = (id = agentId) => web.request<Voiceprint[]>({ method: 'GET', url: `/xiaozhi/agent/voice-print/list/${id}` });
  const create = (payload: Record<string, unknown>) => web.request({ method: 'POST', url: '/xiaozhi/agent/voice-print', payload: { agentId, sourceName: '小明', introduce: '家里的大儿子', ...payload } });
  const update = (payload: Record<string, unknown>) => web.request({ method: 'PUT', url: '/xiaozhi/agent/voice-print', payload: { sourceName: '小明', introduce: '家里的大儿子', ...payload } });
  const remove = (id: string) => web.request({ method: 'DELETE', url: `/xiaozhi/agent/voice-print/${id}` });
  const speakersOf = async () => (await app.services.repos.voiceprints.ofAgent(agentId)).map((row) => row.speaker_id);

  it('answers 10054 on every voiceprint route until server.voice_print is set, and the screens may still list utterances', async () => {
    const audioId = await utter('你好');
    const refusals = await Promise.all([
      list(),
      web.request({ method: 'GET', url: '/xiaozhi/agent/voice-print/agents' }),
      create({ audioId }),
      update({ id: 'x', audioId }),
      remove('x'),
    ]);
    for (const answer of refusals) expect(answer).toMatchObject({ code: 10054, msg: expect.stringContaining('server.voice_print') });
    expect((await web.request<UserUtterance[]>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/chat-history/user` })).data).toEqual([{ content: '你好', audioId }]);
    expect(fake.calls).toEqual([]);
  });

  it('offers the last 50 user utterances that have audio, newest first, and only for the owner', async () => {
    for (let i = 1; i <= 52; i++) await utter(`第${i}句`);
    await utter('智能体的回答', wavBytes(160, 999), 2);
    await server.report({ macAddress: device.mac, sessionId: 's1', chatType: 1, content: '没有声音' });
    const answer = await web.request<UserUtterance[]>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/chat-history/user` });
    expect(answer.data).toHaveLength(50);
    expect(answer.data.map((row) => row.content).slice(0, 2)).toEqual(['第52句', '第51句']);
    const stranger = consoleFor(app, await createUser(app));
    expect((await stranger.request({ method: 'GET', url: `/xiaozhi/agent/${agentId}/chat-history/user` })).code).toBe(10053);
  });

  it('registers an utterance with the service, lists it, and hands the speakers to the device server', async () => {
    await configure();
    const audioId = await utter('{"speaker":"未知","content":"今天天气怎么样"}');
    expect(await create({ audioId })).toMatchObject({ code: 0, data: null });
    const [print] = (await list()).data;
    expect(print).toMatchObject({ audioId, sourceName: '小明', introduce: '家里的大儿子', createDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect([...fake.speakers.keys()]).toEqual(await speakersOf());
    expect(fake.speakers.get(print!.id)!.equals((await app.services.repos.chatHistory.audio(audioId))!)).toBe(true);
    expect(fake.calls.map((call) => [call.method, call.path, call.authorization])).toEqual([['POST', '/voiceprint/register', `Bearer ${fake.key}`]]);
    expect((await web.request<VoiceprintAgent[]>({ method: 'GET', url: '/xiaozhi/agent/voice-print/agents' })).data).toEqual([{ agentId, agentName: expect.any(String), voiceprintCount: 1 }]);

    const config = await server.agentModels(device.mac, 'client-1');
    expect(config.data.voiceprint).toEqual({ url: fake.paramUrl, speakers: [`${print!.id},小明,家里的大儿子`], similarity_threshold: 0.4 });
    await app.services.params.set('server.voiceprint_similarity_threshold', '0.55');
    expect((await server.agentModels(device.mac, 'client-1')).data.voiceprint).toMatchObject({ similarity_threshold: 0.55 });
    await app.services.params.set('server.voice_print', 'null');
    expect((await server.agentModels(device.mac, 'client-1')).data).not.toHaveProperty('voiceprint');
  });

  it('identifies before registering: a voice already registered as someone else is refused and nothing is saved', async () => {
    await configure();
    const voice = wavBytes(160, 4242);
    await create({ audioId: await utter('第一次', voice) });
    const again = await create({ audioId: await utter('同一个人又说了一句', voice), sourceName: '小红' });
    expect(again).toMatchObject({ code: 10080, msg: '此声音已注册为声纹“小明”，未保存' });
    expect((await list()).data).toHaveLength(1);
    expect(fake.speakers.size).toBe(1);
    expect(fake.calls.at(-1)).toMatchObject({ path: '/voiceprint/identify', fields: { speaker_ids: (await speakersOf()).join(',') } });
    expect(await create({ audioId: await utter('另一个人'), sourceName: '小红' })).toMatchObject({ code: 0 });
    expect(fake.speakers.size).toBe(2);
  });

  it('edits: a rename leaves the service alone; new audio is registered under a new speaker and the old one dropped', async () => {
    await configure();
    await create({ audioId: await utter('小明说') });
    await create({ audioId: await utter('小红说'), sourceName: '小红', introduce: '女儿' });
    const prints = (await list()).data;
    const red = prints.find((print) => print.sourceName === '小红');
    const ming = prints.find((print) => print.sourceName === '小明');
    const before = fake.calls.length;
    expect(await update({ id: ming!.id, audioId: ming!.audioId, sourceName: '大明', introduce: '改了名字' })).toMatchObject({ code: 0 });
    expect(fake.calls.length).toBe(before);
    expect((await list()).data.find((print) => print.id === ming!.id)).toMatchObject({ sourceName: '大明', introduce: '改了名字' });

    const oldSpeaker = (await app.services.repos.voiceprints.findOwned(ming!.id, owner.id))!.speaker_id;
    const fresh = await utter('大明换了一句');
    expect(await update({ id: ming!.id, audioId: fresh, sourceName: '大明' })).toMatchObject({ code: 0 });
    const row = (await app.services.repos.voiceprints.findOwned(ming!.id, owner.id))!;
    expect(row.audio_id).toBe(fresh);
    expect(fake.speakers.has(oldSpeaker)).toBe(false);
    expect(fake.speakers.has(row.speaker_id)).toBe(true);
    expect((await server.agentModels(device.mac, 'c')).data.voiceprint?.speakers).toContain(`${row.speaker_id},大明,家里的大儿子`);

    const redVoice = fake.speakers.get((await app.services.repos.voiceprints.findOwned(red!.id, owner.id))!.speaker_id)!;
    expect(await update({ id: ming!.id, audioId: await utter('其实是小红', Buffer.from(redVoice)) })).toMatchObject({ code: 10082, msg: expect.stringContaining('小红') });
    expect((await app.services.repos.voiceprints.findOwned(ming!.id, owner.id))!.audio_id).toBe(fresh);
  });

  it('deletes from the service first, then the voiceprint; the service failing keeps it', async () => {
    await configure();
    await create({ audioId: await utter('小明说') });
    const [print] = (await list()).data;
    fake.mode = 'error';
    expect(await remove(print!.id)).toMatchObject({ code: 10088, msg: '声纹服务删除失败：HTTP 500: 声纹模型加载失败，声纹未删除' });
    expect((await list()).data).toHaveLength(1);
    fake.mode = 'normal';
    expect(await remove(print!.id)).toMatchObject({ code: 0 });
    expect((await list()).data).toEqual([]);
    expect(fake.speakers.size).toBe(0);
  });

  it('refuses bad input with a localised message and saves nothing', async () => {
    await configure();
    const audioId = await utter('小明说');
    expect(await create({ audioId, sourceName: '名'.repeat(51) })).toMatchObject({ code: 400, msg: expect.stringContaining('sourceName') });
    expect(await create({ audioId, introduce: '介'.repeat(101) })).toMatchObject({ code: 400, msg: expect.stringContaining('introduce') });
    expect(await create({ audioId, sourceName: '  ' })).toMatchObject({ code: 400 });
    // xiaozhi-server splits each speaker entry at its commas.
    expect(await create({ audioId, sourceName: '小明,大儿子' })).toMatchObject({ code: 400, msg: expect.stringContaining('sourceName') });

    const reply = await utter('智能体的回答', wavBytes(160, 77), 2);
    expect(reply).toBe('');
    const replyAudio = (await web.request<{ audioId: string | null; chatType: number }[]>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/chat-history/s1` })).data.find((m) => m.chatType === 2)!.audioId!;
    expect(await create({ audioId: replyAudio })).toMatchObject({ code: 10085, msg: '所选音频不是此智能体的用户语音（audioId），未保存' });

    const otherAgent = await web.createAgent('另一个');
    const otherDevice = await bindNewDevice(app, owner, otherAgent);
    await recordEverything(app, owner, otherAgent);
    const foreign = await utter('别的智能体', wavBytes(160, 555), 1, otherDevice);
    expect(await create({ audioId: foreign })).toMatchObject({ code: 10085 });

    const stranger = consoleFor(app, await createUser(app));
    expect(await stranger.request({ method: 'POST', url: '/xiaozhi/agent/voice-print', payload: { agentId, audioId, sourceName: 'x', introduce: 'y' } })).toMatchObject({ code: 10053 });
    await create({ audioId });
    const [print] = (await list()).data;
    expect(await stranger.request({ method: 'PUT', url: '/xiaozhi/agent/voice-print', payload: { id: print!.id, audioId, sourceName: 'x', introduce: 'y' } })).toMatchObject({ code: 612, msg: '声纹不存在' });
    expect(await stranger.request({ method: 'DELETE', url: `/xiaozhi/agent/voice-print/${print!.id}` })).toMatchObject({ code: 612 });
    expect((await stranger.request({ method: 'GET', url: `/xiaozhi/agent/voice-print/list/${agentId}` })).code).toBe(10053);
    expect((await list()).data).toHaveLength(1);
    expect(fake.speakers.size).toBe(1);
  });

  it('a service that times out, fails or refuses leaves nothing saved, in words the user can act on', async () => {
    await configure();
    const audioId = await utter('小明说');
    fake.mode = 'hang';
    expect(await create({ audioId })).toMatchObject({ code: 10090, msg: '无法访问声纹服务：声纹服务在 0.4 秒内未响应，未做任何更改' });
    fake.mode = 'error';
    expect(await create({ audioId })).toMatchObject({ code: 10087, msg: '声纹服务注册失败：HTTP 500: 声纹模型加载失败，未保存' });
    fake.mode = 'reject';
    const english = await web.request({ method: 'POST', url: '/xiaozhi/agent/voice-print', headers: { 'accept-language': 'en' }, payload: { agentId, audioId, sourceName: 'Ming', introduce: 'son' } });
    expect(english).toMatchObject({ code: 10087, msg: 'The voiceprint service refused the registration: 音频太短，无法提取特征; nothing was saved' });
    expect((await list()).data).toEqual([]);

    fake.mode = 'normal';
    await create({ audioId });
    fake.mode = 'error';
    expect(await create({ audioId: await utter('另一个人') })).toMatchObject({ code: 10089, msg: expect.stringContaining('声纹服务比对失败') });
    await app.services.params.set('server.voice_print', fake.paramUrl.replace(/:\d+\//, ':1/'));
    expect(await create({ audioId: await utter('又一个人') })).toMatchObject({ code: 10090 });
    expect((await list()).data).toHaveLength(1);
  });

  it('deleting the agent deletes its voiceprints', async () => {
    await configure();
    await create({ audioId: await utter('小明说') });
    expect(await web.request({ method: 'DELETE', url: `/xiaozhi/agent/${agentId}` })).toMatchObject({ code: 0 });
    expect(await app.services.repos.voiceprints.ofAgent(agentId)).toEqual([]);
  });
});
