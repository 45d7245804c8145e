import type { TtsVoiceOption, VoiceClone, VoiceCloneSupport } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { LocalDiskStorage } from '../../integrations/storage/local-disk-storage.ts';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { deviceServerFor } from '../../../test/device-simulator.ts';
import { makeWav, startFakeCloneProviders, type FakeCloneProviders } from '../../../test/fake-clone-providers.ts';
import { bearer, buildTestApp, call, createTestDatabase, createUser, multipartBody, type TestClock, type TestUser } from '../../../test/helper.ts';

const BASE = '/v1/voice-clones';
const MINIMAX = 'TTS_MINIMAX_CLONE';
const VOLC = 'TTS_VOLC_CLONE';

describe('voice clones', () => {
  let fake: FakeCloneProviders;
  let database: DatabaseHandle;
  let storageDir: string;
  let app: FastifyInstance;
  let alice: TestUser;
  let mallory: TestUser;

  beforeAll(async () => {
    fake = await startFakeCloneProviders();
  });
  afterAll(() => fake.close());

  /** The app on the shared database; closing it leaves the database for the next "process". */
  const start = async () =>
    buildTestApp({
      database: { ...database, destroy: async () => undefined },
      voiceCloneStorage: new LocalDiskStorage(storageDir),
      voiceClone: { providerTimeoutMs: 500 },
    });

  beforeEach(async () => {
    fake.trainingPolls = 1;
    fake.refuse = null;
    fake.failTraining = false;
    fake.hang = false;
    fake.calls.length = 0;
    database = await createTestDatabase();
    storageDir = mkdtempSync(path.join(tmpdir(), 'vox-test-clones-'));
    app = await start();
    alice = await createUser(app);
    mallory = await createUser(app);
  });
  afterEach(async () => {
    await app.close();
    await database.destroy();
  });

  const as = (user: TestUser) => consoleFor(app, user).request;
  const clock = () => app.services.clock as unknown as TestClock;
  const drain = async () => {
    while (await app.services.jobRunner.runOnce()) { /* until nothing is due */ }
  };
  const addTts = async (id: string, type: string, config: Record<string, unknown>) => {
    const now = new Date().toISOString();
    await database.db
      .insertInto('model_configs')
      .values({ id, model_type: 'TTS', model_code: type, model_name: `克隆 ${type}`, is_default: 0, is_enabled: 1, config_json: JSON.stringify({ type, ...config }), doc_link: null, remark: null, sort: 9, creator: null, updater: null, created_at: now, updated_at: now, owner_id: null })
      .execute();
  };
  const addMinimax = () => addTts(MINIMAX, 'minimax_httpstream', { api_url: `${fake.url}/v1/t2a_v2`, group_id: 'g1', api_key: 'mm-key', model: 'speech-02-hd' });
  const addVolcengine = () => addTts(VOLC, 'huoshan_double_stream', { ws_url: `${fake.url.replace('http', 'ws')}/api/v3/tts/bidirection`, appid: 'app1', access_token: 'volc-token' });
  /** What an admin's voice-resource assignment makes: a paid `S_` slot of the user on Volcengine. */
  const assignVolcengine = async (userId: string, voiceId = 'S_test001') => {
    const now = new Date().toISOString();
    const id = `clone${voiceId}`;
    await database.db
      .insertInto('voice_clones')
      .values({ id, user_id: userId, name: voiceId, language: 'zh', tier: 'pro', model_id: VOLC, voice_id: voiceId, state: 'Init', error: null, sample_key: null, training_token: null, provider_state: null, demo_key: null, demo_token: null, assigned: 1, created_at: now, updated_at: now })
      .execute();
    return id;
  };
  const upload = async (user: TestUser, bytes: Buffer, name = 'sample.wav') => {
    const token = (await as(user)<{ token: string }>({ method: 'GET', url: '/v1/upload-token?type=voice' })).data.token;
    const form = multipartBody({ token }, { name, bytes });
    const res = await call<{ key: string }>(app, { method: 'POST', url: '/v1/uploads', payload: form.payload, headers: form.headers });
    expect(res.code, res.msg).toBe(0);
    return res.data.key;
  };
  const create = async (user: TestUser, payload: Record<string, unknown> = { model_id: 'QN_ACV' }) => as(user)<VoiceClone>({ method: 'POST', url: BASE, payload });
  const put = (user: TestUser, id: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    as(user)<VoiceClone>({ method: 'PUT', url: `${BASE}/${id}`, payload, headers });
  const get = async (user: TestUser, id: string) => (await as(user)<VoiceClone>({ method: 'GET', url: `${BASE}/${id}` })).data;

  it('says plainly when no TTS model can clone', async () => {
    expect((await as(alice)<VoiceCloneSupport>({ method: 'GET', url: `${BASE}/support` })).data).toEqual({ available: false, platforms: [] });
    const refused = await call(app, { method: 'POST', url: BASE, payload: {}, headers: { ...bearer(alice.token), 'accept-language': 'en-US' } });
    expect(refused).toMatchObject({ code: 400, msg: expect.stringContaining('No TTS model that can clone voices') });
  });

  it('creates, renames, trains through MiniMax to Success with a playable demo, retrains and deletes', async () => {
    await addMinimax();
    expect((await as(alice)<VoiceCloneSupport>({ method: 'GET', url: `${BASE}/support` })).data).toMatchObject({ available: true, platforms: [{ id: MINIMAX, type: 'minimax_httpstream' }] });
    const created = await create(alice);
    expect(created.code, created.msg).toBe(0);
    const id = created.data.id;
    expect(created.data).toMatchObject({ name: `复刻音色-${id.slice(-5)}`, state: 'Init', demo_url: '', language: 'zh', tier: 'free', tts_model_id: MINIMAX });
    expect((await create(alice, { language: 'en', tier: 'free' })).data.language).toBe('en');
    expect(await create(alice, { model_id: 'OTHER' })).toMatchObject({ code: 400 });
    expect(await create(alice, { language: 'ja', tier: 'free' })).toMatchObject({ code: 400 });

    const listed = await as(alice)<{ voices: VoiceClone[] }>({ method: 'GET', url: BASE });
    expect(listed.data.voices).toHaveLength(2);
    expect((await as(mallory)<{ voices: VoiceClone[] }>({ method: 'GET', url: BASE })).data.voices).toEqual([]);

    expect(await put(alice, id, { name: '我的声音' })).toMatchObject({ code: 0, data: { name: '我的声音', state: 'Init' } });
    expect(await put(alice, id, { key: '', name: '一二三四五六七八九十一二三四五六七八九十' })).toMatchObject({ code: 0 });
    expect(await put(alice, id, { name: '一二三四五六七八九十一二三四五六七八九十一' })).toMatchObject({ code: 400 });

    const key = await upload(alice, makeWav(12));
    const training = await put(alice, id, { key, name: '我的声音' });
    expect(training).toMatchObject({ code: 0, data: { state: 'Training', name: '我的声音' } });
    expect(await put(alice, id, { key })).toMatchObject({ code: 400 });
    await drain();
    const done = await get(alice, id);
    expect(done).toMatchObject({ state: 'Success', error: '' });
    expect(done.demo_url).toMatch(new RegExp(`^/xiaozhi/v1/voice-clones/${id}/demo/[0-9a-f]{32}$`));
    const paths = fake.calls.map((entry) => entry.path);
    expect(paths).toEqual(['/v1/files/upload?GroupId=g1', '/v1/voice_clone?GroupId=g1', '/v1/t2a_v2?GroupId=g1']);
    expect(fake.calls[0]!.headers.authorization).toBe('Bearer mm-key');
    expect(JSON.parse(fake.calls[1]!.body.toString())).toEqual({ file_id: 987654321, voice_id: `vox${id}` });
    const demo = await app.inject({ method: 'GET', url: done.demo_url });
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toBe('audio/wav');
    expect(demo.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect((await app.inject({ method: 'GET', url: `/xiaozhi${BASE}/${id}/demo/${'0'.repeat(32)}` })).statusCode).toBe(404);

    // Retraining a Success clone the provider refuses keeps the working voice, with the provider's text.
    fake.refuse = { code: 1004, message: 'authentication failed' };
    expect(await put(alice, id, { key })).toMatchObject({ code: 0, data: { state: 'Training' } });
    await drain();
    expect(await get(alice, id)).toMatchObject({ state: 'Success', error: '1004 authentication failed', demo_url: done.demo_url });
    // A retraining that works clones onto a new MiniMax id (the old one cannot be reused) and gets a new demo.
    fake.calls.length = 0;
    await put(alice, id, { key });
    await drain();
    const retrained = await get(alice, id);
    expect(retrained).toMatchObject({ state: 'Success', error: '' });
    expect(retrained.demo_url).not.toBe(done.demo_url);
    const newVoice = (JSON.parse(fake.calls[1]!.body.toString()) as { voice_id: string }).voice_id;
    expect(newVoice).toMatch(new RegExp(`^vox${id}r[0-9a-f]{8}$`));
    expect((await app.services.repos.voiceClones.find(id))!.voice_id).toBe(newVoice);
    expect((await app.inject({ method: 'GET', url: done.demo_url })).statusCode).toBe(404);

    expect(await as(alice)({ method: 'DELETE', url: `${BASE}/${id}` })).toMatchObject({ code: 0, data: {} });
    expect((await app.inject({ method: 'GET', url: done.demo_url })).statusCode).toBe(404);
    expect((await as(alice)({ method: 'GET', url: `${BASE}/${id}` })).code).toBe(404);
  });

  it('records the provider’s refusal as Failed and lets the user retrain from Failed', async () => {
    await addMinimax();
    const { id } = (await create(alice)).data;
    const key = await upload(alice, makeWav(10));
    fake.refuse = { code: 2038, message: 'voice clone user forbidden' };
    await put(alice, id, { key });
    await drain();
    expect(await get(alice, id)).toMatchObject({ state: 'Failed', error: '2038 voice clone user forbidden', demo_url: '' });
    await put(alice, id, { key });
    await drain();
    expect(await get(alice, id)).toMatchObject({ state: 'Success', error: '' });
  });

  it('retries a provider that times out and fails with the reason after the last attempt', async () => {
    await addMinimax();
    const { id } = (await create(alice)).data;
    await put(alice, id, { key: await upload(alice, makeWav(10)) });
    fake.hang = true;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await drain();
      clock().advance(3600);
    }
    const failed = await get(alice, id);
    expect(failed.state).toBe('Failed');
    expect(failed.error).toMatch(/abort|timeout/i);
  });

  it('trains an assigned Volcengine S_ slot across a server restart, polling until the provider is done', async () => {
    await addVolcengine();
    // /v1 cannot make Volcengine slots itself: its speaker ids are bought and assigned by an administrator.
    expect(await create(alice)).toMatchObject({ code: 400 });
    const id = await assignVolcengine(alice.id);
    fake.trainingPolls = 2;
    await put(alice, id, { key: await upload(alice, makeWav(20)) });
    expect(await app.services.jobRunner.runOnce()).toBe(true);
    expect(await get(alice, id)).toMatchObject({ state: 'Training' });
    const upload0 = fake.calls[0]!;
    expect(upload0.path).toBe('/api/v1/mega_tts/audio/upload');
    expect(upload0.headers).toMatchObject({ authorization: 'Bearer;volc-token', 'resource-id': 'seed-icl-1.0' });
    expect(JSON.parse(upload0.body.toString())).toMatchObject({ appid: 'app1', speaker_id: 'S_test001', source: 2, language: 0, model_type: 1, audios: [{ audio_format: 'wav' }] });
    // The next poll is not due yet.
    expect(await app.services.jobRunner.runOnce()).toBe(false);

    await app.close();
    app = await start();
    clock().advance(3600);
    expect(await app.services.jobRunner.runOnce()).toBe(true);
    expect(await get(alice, id)).toMatchObject({ state: 'Training' });
    for (const _poll of [1, 2]) {
      clock().advance(3600);
      await drain();
    }
    const done = await get(alice, id);
    expect(done).toMatchObject({ state: 'Success', tier: 'pro' });
    expect(fake.calls.map((entry) => entry.path)).toEqual(['/api/v1/mega_tts/audio/upload', '/api/v1/mega_tts/status', '/api/v1/mega_tts/status', '/api/v1/mega_tts/status', '/api/v1/tts']);
    expect((await app.inject({ method: 'GET', url: done.demo_url })).statusCode).toBe(200);

    // A paid slot stays.
    const refused = await call(app, { method: 'DELETE', url: `${BASE}/${id}`, headers: { ...bearer(alice.token), 'accept-language': 'zh-CN' } });
    expect(refused).toMatchObject({ code: 403, msg: '付费音色栏位不可删除' });
  });

  it('marks a training the provider reports failed as Failed', async () => {
    await addVolcengine();
    const id = await assignVolcengine(alice.id, 'S_fail01');
    fake.trainingPolls = 0;
    fake.failTraining = true;
    await put(alice, id, { key: await upload(alice, makeWav(9)) });
    await drain();
    clock().advance(60);
    await drain();
    expect(await get(alice, id)).toMatchObject({ state: 'Failed', error: 'training failed (status 3)' });
  });

  it('refuses bad samples with a clear message and keeps the slot as it was', async () => {
    await addMinimax();
    const { id } = (await create(alice)).data;
    const en = { 'accept-language': 'en-US' };
    const refused = async (key: string) => {
      const res = await put(alice, id, { key }, en);
      expect((await get(alice, id)).state).toBe('Init');
      return res;
    };
    expect(await refused(await upload(alice, makeWav(3)))).toMatchObject({ code: 400, msg: 'The audio is too short (3 s); use 8 to 60 seconds of clear speech' });
    expect(await refused(await upload(alice, makeWav(300, 8000)))).toMatchObject({ code: 400, msg: expect.stringContaining('too long (300 s)') });
    // A RIFF/WAVE start without any audio in it passes the upload's sniffing but is no sample.
    const hollow = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEjunk', 'latin1'), Buffer.alloc(64)]);
    expect(await refused(await upload(alice, hollow, 'renamed.wav'))).toMatchObject({ code: 400, msg: 'The file is not valid MP3 or WAV audio' });
    expect(await refused('not a key/../x')).toMatchObject({ code: 400 });
    expect(await refused('ftp://example.com/a.wav')).toMatchObject({ code: 400, msg: expect.stringContaining('http(s)') });
    fake.files.set('voice.wav', makeWav(10));
    expect(await refused(`${fake.url}/files/voice.wav`)).toMatchObject({ code: 400, msg: 'Audio cannot be downloaded from a private network address' });
    await app.services.params.set('server.allow_private_urls', 'true');
    fake.files.set('big.wav', Buffer.concat([makeWav(10), Buffer.alloc(11 * 1024 * 1024)]));
    expect(await refused(`${fake.url}/files/big.wav`)).toMatchObject({ code: 400, msg: 'The audio file is larger than 10 MB' });
    fake.files.set('text.wav', Buffer.from('just some text, renamed'));
    expect(await refused(`${fake.url}/files/text.wav`)).toMatchObject({ code: 400, msg: 'The file is not valid MP3 or WAV audio' });
    expect(await refused(`${fake.url}/files/missing.wav`)).toMatchObject({ code: 400, msg: expect.stringContaining('HTTP 404') });
    // Someone else's slot or upload: as if missing.
    const malloryKey = await upload(mallory, makeWav(10));
    expect((await put(alice, id, { key: malloryKey })).code).toBe(404);
    expect((await put(mallory, id, { key: malloryKey })).code).toBe(404);
    expect(fake.calls).toEqual([]);

    expect(await put(alice, id, { key: `${fake.url}/files/voice.wav` })).toMatchObject({ code: 0, data: { state: 'Training' } });
    await drain();
    expect((await get(alice, id)).state).toBe('Success');
  });

  /** The TTS block agent-models sends the device server for an agent bound to a new device. */
  const ttsOfAgent = async (user: TestUser, agentId: string, modelId: string) => {
    const device = await bindNewDevice(app, user, agentId);
    const server = await deviceServerFor(app);
    const { data } = await server.agentModels(device.mac, device.clientId);
    return (data as unknown as { TTS: Record<string, Record<string, unknown>> }).TTS[modelId]!;
  };

  it('offers a Success clone in the agent’s voice choice and sends it as private_voice', async () => {
    await addMinimax();
    const { id } = (await create(alice)).data;
    const agentId = await consoleFor(app, alice).createAgent('克隆助手');
    const voices = async (user: TestUser) => (await as(user)<TtsVoiceOption[]>({ method: 'GET', url: `/xiaozhi/models/${MINIMAX}/voices` })).data.filter((voice) => voice.isClone);
    // Not trained yet: not offered, not accepted.
    expect(await voices(alice)).toEqual([]);
    expect((await consoleFor(app, alice).updateAgent(agentId, { ttsModelId: MINIMAX, ttsVoiceId: id })).code).not.toBe(0);

    await put(alice, id, { key: await upload(alice, makeWav(10)), name: '我的声音' });
    await drain();
    const offered = await voices(alice);
    expect(offered).toEqual([{ id, name: '我的声音', languages: '普通话', isClone: true, voiceDemo: expect.stringMatching(`/xiaozhi/v1/voice-clones/${id}/demo/`) }]);
    expect(await voices(mallory)).toEqual([]);

    expect((await consoleFor(app, alice).updateAgent(agentId, { ttsModelId: MINIMAX, ttsVoiceId: id })).code).toBe(0);
    const malloryAgent = await consoleFor(app, mallory).createAgent('别人的');
    expect((await consoleFor(app, mallory).updateAgent(malloryAgent, { ttsModelId: MINIMAX, ttsVoiceId: id })).code).not.toBe(0);
    const listed = await as(alice)<{ id: string; ttsVoiceName: string | null }[]>({ method: 'GET', url: '/xiaozhi/agent/list' });
    expect(listed.data.find((agent) => agent.id === agentId)?.ttsVoiceName).toBe('我的声音');

    const tts = await ttsOfAgent(alice, agentId, MINIMAX);
    expect(tts).toMatchObject({ type: 'minimax_httpstream', private_voice: `vox${id}`, language: '普通话' });
    expect(tts).not.toHaveProperty('resource_id');
  });

  it('sends a Volcengine S_ clone with the ICL resource id', async () => {
    await addVolcengine();
    const id = await assignVolcengine(alice.id, 'S_agent01');
    fake.trainingPolls = 0;
    await put(alice, id, { key: await upload(alice, makeWav(10)) });
    await drain();
    clock().advance(60);
    await drain();
    expect((await get(alice, id)).state).toBe('Success');
    const agentId = await consoleFor(app, alice).createAgent('火山助手');
    expect((await consoleFor(app, alice).updateAgent(agentId, { ttsModelId: VOLC, ttsVoiceId: id })).code).toBe(0);
    expect(await ttsOfAgent(alice, agentId, VOLC)).toMatchObject({ type: 'huoshan_double_stream', private_voice: 'S_agent01', resource_id: 'seed-icl-1.0' });
  });
});
