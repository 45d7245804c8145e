import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Dataset, UploadedFile } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeWav } from '../../../test/fake-clone-providers.ts';
import { bearer, buildTestApp, call, createUser, multipartBody, TestClock, type TestUser } from '../../../test/helper.ts';
import { LocalDiskStorage } from '../../integrations/storage/local-disk-storage.ts';
import { UPLOAD_SWEEP_JOB } from './upload-sweep.ts';

const KB = 1024;
const en = { 'accept-language': 'en' };

describe('storage quota and sweep', () => {
  let dirs: string[];
  let storage: { uploads: LocalDiskStorage; datasets: LocalDiskStorage; voiceClones: LocalDiskStorage };
  let clock: TestClock;
  let app: FastifyInstance;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;

  beforeEach(async () => {
    dirs = await Promise.all(['uploads', 'datasets', 'voice-clones'].map((area) => mkdtemp(path.join(tmpdir(), `vox-quota-${area}-`))));
    storage = { uploads: new LocalDiskStorage(dirs[0]!), datasets: new LocalDiskStorage(dirs[1]!), voiceClones: new LocalDiskStorage(dirs[2]!) };
    // Stored files carry the real time; the sweep compares it with the clock.
    clock = new TestClock(Date.now());
    app = await buildTestApp({ clock, uploadStorage: storage.uploads, datasetStorage: storage.datasets, voiceCloneStorage: storage.voiceClones });
    alice = await createUser(app);
    bob = await createUser(app);
    admin = await createUser(app, { superAdmin: true });
    await app.services.params.set('upload.quota_bytes', String(100 * KB));
  });
  afterEach(async () => {
    await app.close();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const keys = async (area: LocalDiskStorage, prefix = '') => (await area.list(prefix)).map((object) => object.key).sort();
  const upload = async (user: TestUser, name: string, bytes: Buffer, language = en) => {
    const type = name.endsWith('.wav') ? 'voice' : 'dataset';
    const { token } = (await call<{ token: string }>(app, { method: 'GET', url: `/v1/upload-token?type=${type}`, headers: bearer(user.token) })).data;
    const form = multipartBody({ token }, { name, bytes });
    return call<UploadedFile>(app, { method: 'POST', url: '/v1/uploads', payload: form.payload, headers: { ...form.headers, ...language } });
  };
  const text = (bytes: number) => Buffer.alloc(bytes, 'a');
  const createDataset = async (user: TestUser) => (await call<Dataset>(app, { method: 'POST', url: '/v1/datasets', headers: bearer(user.token), payload: { name: '手册' } })).data;
  const addDocumentFile = (user: TestUser, datasetId: string, bytes: Buffer) => {
    const form = multipartBody({}, { name: 'manual.txt', bytes });
    return call(app, { method: 'POST', url: `/v1/datasets/${datasetId}/documents`, payload: form.payload, headers: { ...form.headers, ...bearer(user.token), ...en } });
  };
  const voiceSlot = async (user: TestUser, tag = 'a') => {
    const id = `${tag}${user.id}`;
    const now = new Date(clock.now()).toISOString();
    await app.services.repos.voiceClones.insert({
      id, user_id: user.id, name: 'slot', language: 'zh', tier: 'pro', model_id: null, voice_id: `S_${id}`, state: 'Init', error: null,
      sample_key: null, training_token: null, provider_state: null, demo_key: null, demo_token: null, assigned: 1, created_at: now, updated_at: now,
    });
    return id;
  };
  const uploadSample = (user: TestUser, id: string, bytes: Buffer) => {
    const form = multipartBody({ id }, { field: 'voiceFile', name: 'sample.wav', bytes });
    const payload = Buffer.from(form.payload.toString('latin1').replace('Content-Type: application/octet-stream', 'Content-Type: audio/wav'), 'latin1');
    return call(app, { method: 'POST', url: '/xiaozhi/voiceClone/upload', payload, headers: { ...form.headers, ...bearer(user.token), ...en } });
  };

  it('refuses an upload past the quota with 413, the quota and the usage, storing nothing', async () => {
    const first = await upload(alice, 'a.txt', text(60 * KB));
    expect(first.code, first.msg).toBe(0);
    const refused = await upload(alice, 'b.txt', text(60 * KB));
    expect(refused).toMatchObject({ status: 413, code: 10340 });
    expect(refused.msg).toContain('may store 100 KB and uses 60 KB');
    expect(await keys(storage.uploads)).toEqual([first.data.key]);
    expect(await app.services.quota.usedBy(alice.id)).toBe(60 * KB);

    const chinese = await upload(alice, 'c.txt', text(60 * KB), { 'accept-language': 'zh-CN' });
    expect(chinese.msg).toContain('存储配额为 100 KB，已用 60 KB');
    const taiwanese = await upload(alice, 'd.txt', text(60 * KB), { 'accept-language': 'zh-TW' });
    expect(taiwanese.msg).toContain('儲存配額為 100 KB，已用 60 KB');
    // What fits still goes in, and another account has its own quota.
    expect((await upload(alice, 'e.txt', text(40 * KB))).code).toBe(0);
    expect((await upload(bob, 'a.txt', text(90 * KB))).code).toBe(0);
    // Full: refused before a byte is read.
    const full = await upload(alice, 'f.txt', text(1));
    expect(full).toMatchObject({ status: 413, code: 10340 });
    expect(full.msg).toContain('may store 100 KB and uses 100 KB');
  });

  it('counts knowledge-base files and voice samples in the same quota, and refuses them past it', async () => {
    await app.services.params.set('upload.quota_bytes', String(600 * KB));
    const dataset = await createDataset(alice);
    expect((await addDocumentFile(alice, dataset.id, text(200 * KB))).code).toBe(0);
    const slot = await voiceSlot(alice);
    // The shortest sample a clone takes: 8 s of 16 kHz 16-bit audio, 250 KB.
    const sample = makeWav(8);
    expect((await uploadSample(alice, slot, sample)).code).toBe(0);
    const used = 200 * KB + sample.length;
    expect(await app.services.quota.usedBy(alice.id)).toBe(used);

    const documentsBefore = await keys(storage.datasets);
    const refusedDocument = await addDocumentFile(alice, dataset.id, text(200 * KB));
    expect(refusedDocument).toMatchObject({ status: 413, code: 10340 });
    expect(refusedDocument.msg).toContain(`uses ${Math.round((used / KB) * 100) / 100} KB`);
    expect(await keys(storage.datasets)).toEqual(documentsBefore);
    expect((await app.services.repos.documents.listByDataset(dataset.id)).length).toBe(1);

    // A second slot's sample would not fit; the slot keeps no sample and nothing is stored.
    const secondSlot = await voiceSlot(alice, 'b');
    const samplesBefore = await keys(storage.voiceClones);
    const refusedSample = await uploadSample(alice, secondSlot, sample);
    expect(refusedSample).toMatchObject({ status: 413, code: 10340 });
    expect(await keys(storage.voiceClones)).toEqual(samplesBefore);
    expect((await app.services.repos.voiceClones.find(secondSlot))?.sample_key).toBeNull();
    // Replacing a slot's own sample only has to fit the growth.
    expect((await uploadSample(alice, slot, sample)).code).toBe(0);
  });

  it('leaves admins unlimited unless upload.admin_quota_bytes is set', async () => {
    for (const name of ['a.txt', 'b.txt', 'c.txt']) expect((await upload(admin, name, text(60 * KB))).code).toBe(0);
    await app.services.params.set('upload.admin_quota_bytes', String(200 * KB));
    const refused = await upload(admin, 'd.txt', text(60 * KB));
    expect(refused).toMatchObject({ status: 413, code: 10340 });
    expect(refused.msg).toContain('may store 200 KB and uses 180 KB');
  });

  it('shows both quota params on the params screen', async () => {
    const res = await call<{ list: { paramCode: string; paramValue: string }[] }>(app, { method: 'GET', url: '/xiaozhi/admin/params/page?page=1&limit=100&paramCode=upload.', headers: bearer(admin.token) });
    expect(res.code, res.msg).toBe(0);
    const shown = Object.fromEntries(res.data.list.map((row) => [row.paramCode, row.paramValue]));
    expect(shown).toMatchObject({ 'upload.quota_bytes': String(100 * KB), 'upload.admin_quota_bytes': '0' });
  });

  it('removes uploads and unreferenced files a day on, keeping what rows refer to and device assets', async () => {
    const dataset = await createDataset(alice);
    expect((await addDocumentFile(alice, dataset.id, text(10 * KB))).code).toBe(0);
    const documentFile = (await app.services.repos.documents.listByDataset(dataset.id))[0]!.storage_key;
    const old = await upload(alice, 'old.txt', text(KB));
    const put = (area: LocalDiskStorage, key: string) => area.put(key, Readable.from([Buffer.from('orphan')]));
    await put(storage.datasets, 'gone-dataset/gone-document/source.txt');
    await put(storage.voiceClones, 'samples/gone-slot/sample.wav');
    await put(storage.uploads, `${bob.id}/left-behind.txt`);
    await put(storage.uploads, 'device-assets/0123456789abcdef0123456789abcdef.bin');

    clock.advance(23 * 3600);
    await app.services.uploadSweep.run();
    expect(await keys(storage.uploads)).toContain(old.data.key);

    clock.advance(2 * 3600);
    // The day-old session has ended.
    alice.token = await app.services.sessions.issue(alice.id);
    const fresh = await upload(alice, 'fresh.txt', text(KB));
    await app.services.jobs.enqueue(UPLOAD_SWEEP_JOB, {}, { uniqueKey: `every:${UPLOAD_SWEEP_JOB}` });
    while (await app.services.jobRunner.runOnce()) { /* until nothing is due */ }

    expect(await keys(storage.uploads)).toEqual([fresh.data.key, 'device-assets/0123456789abcdef0123456789abcdef.bin'].sort());
    expect(await app.services.repos.uploads.findUpload(old.data.key)).toBeUndefined();
    expect(await keys(storage.datasets)).toEqual([documentFile]);
    expect(await keys(storage.voiceClones)).toEqual([]);
    expect(await app.services.quota.usedBy(alice.id)).toBe(11 * KB);
  });

  it("removes a deleted user's uploads, knowledge-base files and voice clone files, leaving other users' alone", async () => {
    await app.services.params.set('upload.quota_bytes', '0');
    const dataset = await createDataset(alice);
    expect((await addDocumentFile(alice, dataset.id, text(10 * KB))).code).toBe(0);
    expect((await upload(alice, 'mine.txt', text(KB))).code).toBe(0);
    const slot = await voiceSlot(alice);
    expect((await uploadSample(alice, slot, makeWav(8))).code).toBe(0);
    await storage.voiceClones.put(`demos/${slot}/demo.wav`, Readable.from([makeWav(8)]));
    await app.services.repos.voiceClones.update(slot, { demo_key: `demos/${slot}/demo.wav`, demo_token: 'token' });
    // A file whose row went missing is the account's too.
    await storage.uploads.put(`${alice.id}/rowless.txt`, Readable.from([Buffer.from('x')]));
    const bobsUpload = await upload(bob, 'bob.txt', text(KB));
    const bobsDataset = await createDataset(bob);
    expect((await addDocumentFile(bob, bobsDataset.id, text(KB))).code).toBe(0);
    const bobsSlot = await voiceSlot(bob);
    expect((await uploadSample(bob, bobsSlot, makeWav(8))).code).toBe(0);
    const kept = { uploads: await keys(storage.uploads, `${bob.id}/`), datasets: await keys(storage.datasets, `${bobsDataset.id}/`), voiceClones: await keys(storage.voiceClones, `samples/${bobsSlot}/`) };
    expect(kept.uploads).toEqual([bobsUpload.data.key]);

    expect((await call(app, { method: 'DELETE', url: `/xiaozhi/admin/users/${alice.id}`, headers: bearer(admin.token) })).code).toBe(0);

    expect(await keys(storage.uploads)).toEqual(kept.uploads);
    expect(await keys(storage.datasets)).toEqual(kept.datasets);
    expect(await keys(storage.voiceClones)).toEqual(kept.voiceClones);
    expect(kept.datasets).toHaveLength(1);
    expect(kept.voiceClones).toHaveLength(1);
    expect(await app.services.repos.voiceClones.find(slot)).toBeUndefined();
  });
});
