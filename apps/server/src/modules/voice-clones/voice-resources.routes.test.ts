import type { PageData, VoiceResource } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { makeWav, startFakeCloneProviders, type FakeCloneProviders } from '../../../test/fake-clone-providers.ts';
import { bearer, buildTestApp, call, createUser, multipartBody, type TestUser } from '../../../test/helper.ts';

const VOLC = 'TTS_HuoshanDoubleStreamTTS';

describe('upstream voice resources and voice clone screens', () => {
  let fake: FakeCloneProviders;
  let app: FastifyInstance;
  let admin: TestUser;
  let alice: TestUser;
  let mallory: TestUser;

  beforeAll(async () => {
    fake = await startFakeCloneProviders();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.trainingPolls = 0;
    app = await buildTestApp();
    admin = await createUser(app, { superAdmin: true });
    alice = await createUser(app);
    mallory = await createUser(app);
    // The seeded Volcengine config, pointed at the fake and given credentials.
    const row = (await app.services.repos.models.findConfig(VOLC))!;
    const config = { ...JSON.parse(row.config_json), ws_url: `${fake.url.replace('http', 'ws')}/api/v3/tts/bidirection`, appid: 'app1', access_token: 'tok' };
    await app.services.repos.modelConfigs.update(VOLC, { config_json: JSON.stringify(config) });
  });
  afterEach(() => app.close());

  const as = (user: TestUser) => consoleFor(app, user).request;
  const drain = async () => {
    while (await app.services.jobRunner.runOnce()) { /* until nothing is due */ }
  };
  const mine = async (user: TestUser) => (await as(user)<PageData<VoiceResource>>({ method: 'GET', url: '/xiaozhi/voiceClone?page=1&limit=10' })).data;
  const uploadSample = (user: TestUser, id: string, bytes: Buffer, name = 'audio.wav', type = 'audio/wav') => {
    const form = multipartBody({ id }, { field: 'voiceFile', name, bytes });
    const headers = { ...form.headers, ...bearer(user.token) };
    // multipartBody marks the file application/octet-stream; a browser sends the audio type.
    const payload = Buffer.from(form.payload.toString('latin1').replace('Content-Type: application/octet-stream', `Content-Type: ${type}`), 'latin1');
    return call(app, { method: 'POST', url: '/xiaozhi/voiceClone/upload', payload, headers });
  };

  it('assigns S_ voice ids to a user, who uploads, trains, renames and plays them', async () => {
    expect((await as(admin)<{ id: string }[]>({ method: 'GET', url: '/xiaozhi/voiceResource/ttsPlatforms' })).data.map((p) => p.id)).toContain(VOLC);
    expect((await as(alice)({ method: 'GET', url: '/xiaozhi/voiceResource/ttsPlatforms' })).code).toBe(403);
    const assign = (voiceIds: string[]) => as(admin)({ method: 'POST', url: '/xiaozhi/voiceResource', payload: { modelId: VOLC, voiceIds, userId: alice.id, languages: '普通话、英语' } });
    expect(await assign(['bad_id'])).toMatchObject({ code: 10160 });
    expect(await assign(['S_one', 'S_two'])).toMatchObject({ code: 0 });
    expect(await assign(['S_two'])).toMatchObject({ code: 10159 });

    const all = (await as(admin)<PageData<VoiceResource>>({ method: 'GET', url: '/xiaozhi/voiceResource?page=1&limit=10&name=S_one' })).data;
    expect(all.total).toBe(1);
    expect(all.list[0]).toMatchObject({ voiceId: 'S_one', userId: alice.id, userName: alice.phone, modelId: VOLC, languages: '普通话、英语', trainStatus: 0, hasVoice: false });
    expect(all.list[0]!.name).toMatch(/^\d{8}_\d$/);
    expect((await as(admin)<VoiceResource>({ method: 'GET', url: `/xiaozhi/voiceResource/${all.list[0]!.id}` })).data).toEqual(all.list[0]);
    expect(await as(admin)({ method: 'GET', url: '/xiaozhi/voiceResource/no-such-slot', headers: { 'accept-language': 'en' } })).toMatchObject({ code: 612, msg: 'Voice resource not found' });
    expect((await as(alice)({ method: 'GET', url: `/xiaozhi/voiceResource/${all.list[0]!.id}` })).code).toBe(403);
    expect((await mine(mallory)).total).toBe(0);
    const slot = (await mine(alice)).list.find((entry) => entry.voiceId === 'S_one')!;

    expect(await as(alice)({ method: 'POST', url: '/xiaozhi/voiceClone/cloneAudio', payload: { cloneId: slot.id } })).toMatchObject({ code: 10151 });
    expect(await uploadSample(alice, slot.id, Buffer.from('hello'), 'notes.txt', 'text/plain')).toMatchObject({ code: 10141 });
    expect(await uploadSample(mallory, slot.id, makeWav(10))).toMatchObject({ code: 10150 });
    expect(await uploadSample(alice, slot.id, makeWav(2))).toMatchObject({ code: 400 });
    expect(await uploadSample(alice, slot.id, Buffer.concat([makeWav(10), Buffer.alloc(11 * 1024 * 1024)]))).toMatchObject({ code: 10142 });
    expect(await uploadSample(alice, slot.id, makeWav(10))).toMatchObject({ code: 0 });
    expect((await mine(alice)).list.find((entry) => entry.id === slot.id)).toMatchObject({ hasVoice: true, trainStatus: 0 });

    expect(await as(alice)({ method: 'POST', url: '/xiaozhi/voiceClone/updateName', payload: { id: slot.id, name: ' ' } })).toMatchObject({ code: 10181 });
    expect(await as(mallory)({ method: 'POST', url: '/xiaozhi/voiceClone/updateName', payload: { id: slot.id, name: '偷' } })).toMatchObject({ code: 10150 });
    expect(await as(alice)({ method: 'POST', url: '/xiaozhi/voiceClone/updateName', payload: { id: slot.id, name: '妈妈的声音' } })).toMatchObject({ code: 0 });

    expect(await as(alice)({ method: 'POST', url: '/xiaozhi/voiceClone/cloneAudio', payload: { cloneId: slot.id } })).toMatchObject({ code: 0 });
    expect((await mine(alice)).list.find((entry) => entry.id === slot.id)).toMatchObject({ trainStatus: 1 });
    await drain();
    (app.services.clock as unknown as { advance(s: number): void }).advance(60);
    await drain();
    expect((await mine(alice)).list.find((entry) => entry.id === slot.id)).toMatchObject({ name: '妈妈的声音', trainStatus: 2, trainError: null });

    const uuid = (await as(alice)<string>({ method: 'POST', url: `/xiaozhi/voiceClone/audio/${slot.id}` })).data;
    const played = await app.inject({ method: 'GET', url: `/xiaozhi/voiceClone/play/${uuid}` });
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect((await call(app, { method: 'GET', url: `/xiaozhi/voiceClone/play/${uuid}` })).code).toBe(10136);

    expect(await as(admin)({ method: 'DELETE', url: `/xiaozhi/voiceResource/${slot.id}` })).toMatchObject({ code: 0 });
    expect((await mine(alice)).total).toBe(1);
  });
});
