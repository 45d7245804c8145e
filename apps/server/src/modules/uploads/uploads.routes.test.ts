import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { UploadedFile, UploadToken } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call, createUser, TestClock, type TestUser } from '../../../test/helper.ts';
import { LocalDiskStorage } from '../../integrations/storage/local-disk-storage.ts';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { S3Storage } from '../../integrations/storage/s3-storage.ts';
import { startS3rver } from '../../integrations/storage/s3rver-process.ts';
import { AppError } from '../../lib/app-error.ts';

const VOICE_MAX = 64 * 1024;
const DATASET_MAX = 96 * 1024;

/** A short valid WAV (RIFF....WAVE header, silent PCM) of about `bytes` bytes. */
function wav(bytes = 4096): Buffer {
  const data = Buffer.alloc(Math.max(0, bytes - 44));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
const pdf = (extra = 0) => Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'), Buffer.alloc(extra, 0x20), Buffer.from('%%EOF\n')]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The form as a browser's FormData sends it, fields in the order given. */
async function form(fields: [string, string | { name: string; bytes: Buffer }][]) {
  const data = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([new Uint8Array(value.bytes)]), value.name);
  }
  const encoded = new Request('http://localhost/', { method: 'POST', body: data });
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

interface StorageUnderTest {
  name: string;
  start(): Promise<{ storage: ObjectStorage; stop(): Promise<void> }>;
}

const localDisk: StorageUnderTest = {
  name: 'local disk',
  async start() {
    const dir = await mkdtemp(path.join(tmpdir(), 'vox-uploads-'));
    return { storage: new LocalDiskStorage(dir), stop: () => rm(dir, { recursive: true, force: true }) };
  },
};

const s3: StorageUnderTest = {
  name: 'S3 (s3rver)',
  async start() {
    const dir = await mkdtemp(path.join(tmpdir(), 'vox-uploads-s3-'));
    const server = await startS3rver(dir, 'vox');
    const storage = new S3Storage({
      endpoint: `http://127.0.0.1:${server.port}`,
      bucket: 'vox',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'uploads/',
    });
    return {
      storage,
      stop: async () => {
        storage.destroy();
        await server.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  },
};

describe.each([localDisk, s3])('uploads on $name', (kind) => {
  let files: Awaited<ReturnType<StorageUnderTest['start']>>;
  let app: FastifyInstance;
  let clock: TestClock;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    files = await kind.start();
  });
  afterAll(() => files.stop());
  beforeEach(async () => {
    clock = new TestClock();
    app = await buildTestApp({ clock, uploadStorage: files.storage, uploadMaxBytes: { voice: VOICE_MAX, dataset: DATASET_MAX } });
    alice = await createUser(app);
    bob = await createUser(app);
  });
  afterEach(async () => {
    await app.close();
    for (const object of await files.storage.list('')) await files.storage.delete(object.key);
  });

  const stored = async () => (await files.storage.list('')).map((object) => object.key).sort();
  const storedBytes = async (key: string) => {
    const object = await files.storage.get(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const tokenFor = async (user: TestUser, query = '') => {
    const res = await call<UploadToken>(app, { method: 'GET', url: `/v1/upload-token${query}`, headers: bearer(user.token) });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  const upload = async (fields: Parameters<typeof form>[0], language = 'zh-CN') => {
    const { payload, headers } = await form(fields);
    return call<UploadedFile>(app, { method: 'POST', url: '/v1/uploads', headers: { ...headers, 'accept-language': language }, payload });
  };

  it('issues a 1 h dataset token by default, and a voice one when asked; anonymous callers get 401', async () => {
    const token = await tokenFor(alice);
    expect(token).toMatchObject({ type: 'dataset', upload_url: 'http://localhost:80/v1/uploads', domain: 'http://localhost:80/v1/uploads' });
    expect(token.token).toMatch(/^[0-9a-f]{64}$/);
    expect(token.expires_at).toBe(new Date(clock.now() + 3600_000).toISOString());
    expect(token.key).toBeUndefined();
    expect((await tokenFor(alice, '?type=voice')).type).toBe('voice');
    const anonymous = await call(app, { method: 'GET', url: '/v1/upload-token' });
    expect(anonymous.code).toBe(401);
    const wrongType = await call(app, { method: 'GET', url: '/v1/upload-token?type=video', headers: bearer(alice.token) });
    expect(wrongType.status).toBe(400);
    // The hash is stored, never the token.
    const now = new Date(clock.now()).toISOString();
    expect(await app.services.repos.uploads.findLiveToken(token.token, now)).toBeUndefined();
    expect(await app.services.repos.uploads.findLiveToken(createHash('sha256').update(token.token).digest('hex'), now)).toMatchObject({ user_id: alice.id, purpose: 'dataset' });
  });

  it('streams a voice sample under the user\'s folder and answers key, hash and url in the v1 envelope; the owner downloads it', async () => {
    const { token } = await tokenFor(alice, '?type=voice');
    const bytes = wav(40 * 1024);
    const res = await upload([['token', token], ['file', { name: 'sample.WAV', bytes }]]);
    expect(res.status).toBe(200);
    expect(res.response.json()).toMatchObject({ code: 0, reqid: expect.stringMatching(/^[\w-]{16}$/) });
    expect(res.data).toEqual({
      key: expect.stringMatching(new RegExp(`^${alice.id}/[0-9a-f]{32}\\.wav$`)),
      hash: sha256(bytes),
      url: `http://localhost:80/v1/uploads/${res.data.key}`,
      size: bytes.length,
      content_type: 'audio/wav',
    });
    expect(await stored()).toEqual([res.data.key]);
    expect((await storedBytes(res.data.key))?.equals(bytes)).toBe(true);

    const download = await app.inject({ method: 'GET', url: new URL(res.data.url).pathname, headers: bearer(alice.token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-disposition']).toContain('sample.WAV');
    const foreign = await call(app, { method: 'GET', url: `/v1/uploads/${res.data.key}`, headers: { ...bearer(bob.token), 'accept-language': 'en' } });
    expect(foreign).toMatchObject({ status: 404, code: 404, msg: 'The uploaded file does not exist or belongs to another account' });
    expect((await call(app, { method: 'GET', url: `/v1/uploads/${res.data.key}` })).code).toBe(401);
  });

  it('uses a token once: the second upload, an unknown token and an expired one are refused, and nothing stored changes', async () => {
    const { token } = await tokenFor(alice);
    const first = await upload([['token', token], ['file', { name: 'notes.pdf', bytes: pdf() }]]);
    expect(first.code).toBe(0);
    const again = await upload([['token', token], ['file', { name: 'other.pdf', bytes: pdf(100) }]], 'en');
    expect(again).toMatchObject({ status: 403, code: 403, msg: 'The upload token is invalid, expired or already used; request a new one' });
    const forged = await upload([['token', 'f'.repeat(64)], ['file', { name: 'x.pdf', bytes: pdf() }]]);
    expect(forged).toMatchObject({ status: 403, msg: '上传凭证无效、已过期或已被使用，请重新获取' });
    const late = await tokenFor(alice);
    clock.advance(3601);
    const expired = await upload([['token', late.token], ['file', { name: 'late.pdf', bytes: pdf() }]], 'zh-TW');
    expect(expired).toMatchObject({ status: 403, msg: '上傳憑證無效、已過期或已被使用，請重新取得' });
    expect(await stored()).toEqual([first.data.key]);
    expect((await storedBytes(first.data.key))?.equals(pdf())).toBe(true);
  });

  it('lets exactly one of two concurrent uploads with one token through', async () => {
    const { token } = await tokenFor(alice);
    const [a, b] = await Promise.all([
      upload([['token', token], ['file', { name: 'a.pdf', bytes: pdf(20_000) }]]),
      upload([['token', token], ['file', { name: 'b.pdf', bytes: pdf(20_000) }]]),
    ]);
    expect([a.code, b.code].sort()).toEqual([0, 403]);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses a wrong type for the token\'s purpose without using the token up, and content that does not match its extension', async () => {
    const voice = await tokenFor(alice, '?type=voice');
    const pdfAsVoice = await upload([['token', voice.token], ['file', { name: 'notes.pdf', bytes: pdf() }]], 'en');
    expect(pdfAsVoice).toMatchObject({ status: 400, code: 400, msg: 'Only .mp3, .wav files can be uploaded for this purpose' });
    const fake = await upload([['token', voice.token], ['file', { name: 'fake.wav', bytes: randomBytes(2048) }]]);
    expect(fake).toMatchObject({ status: 400, msg: '文件内容与扩展名 .wav 不符' });
    // The content refusal came after the bytes were sent: that token is used up.
    expect((await upload([['token', voice.token], ['file', { name: 'ok.wav', bytes: wav() }]])).code).toBe(403);

    const dataset = await tokenFor(alice);
    const exe = await upload([['token', dataset.token], ['file', { name: 'tool.exe', bytes: Buffer.from('MZ') }]], 'en');
    expect(exe.msg).toBe('Only .pdf, .docx, .md, .txt, .html, .csv files can be uploaded for this purpose');
    const binaryText = await upload([['token', dataset.token], ['file', { name: 'notes.txt', bytes: Buffer.concat([Buffer.from('hello'), randomBytes(64), Buffer.from([0])]) }]]);
    expect(binaryText).toMatchObject({ status: 400, msg: '文件内容与扩展名 .txt 不符' });
    const docx = await tokenFor(alice);
    const fakeDocx = await upload([['token', docx.token], ['file', { name: 'report.docx', bytes: pdf() }]], 'en');
    expect(fakeDocx.msg).toBe('The file content does not match its extension .docx');
    const empty = await tokenFor(alice);
    expect((await upload([['token', empty.token], ['file', { name: 'empty.md', bytes: Buffer.alloc(0) }]], 'en')).msg).toBe('The uploaded file is empty');
    expect(await stored()).toEqual([]);

    const mp3 = await tokenFor(alice, '?type=voice');
    const id3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), randomBytes(1000)]);
    expect((await upload([['token', mp3.token], ['file', { name: 'voice.mp3', bytes: id3 }]])).data.content_type).toBe('audio/mpeg');
    const text = await tokenFor(alice);
    expect((await upload([['token', text.token], ['file', { name: '说明.md', bytes: Buffer.from('# 标题\n正文') }]])).data.content_type).toBe('text/markdown; charset=utf-8');
  });

  it('refuses a file over its purpose\'s limit while streaming and keeps nothing of it', async () => {
    const voice = await tokenFor(alice, '?type=voice');
    const big = await upload([['token', voice.token], ['file', { name: 'long.wav', bytes: wav(VOICE_MAX + 1) }]], 'en');
    expect(big).toMatchObject({ status: 400, code: 400, msg: 'The file cannot be larger than 0.06 MB' });
    // Over every purpose's limit: the parser cuts it first.
    const dataset = await tokenFor(alice);
    const huge = await upload([['token', dataset.token], ['file', { name: 'big.pdf', bytes: pdf(DATASET_MAX * 2) }]]);
    expect(huge).toMatchObject({ status: 400, msg: '文件不能超过 0.09MB' });
    expect(await stored()).toEqual([]);
    const exact = await tokenFor(alice, '?type=voice');
    expect((await upload([['token', exact.token], ['file', { name: 'exact.wav', bytes: wav(VOICE_MAX) }]])).data.size).toBe(VOICE_MAX);
  });

  it('files a chosen key in the caller\'s folder, refuses path traversal and an existing key, and keeps the stored file', async () => {
    const named = await tokenFor(alice);
    const first = await upload([['token', named.token], ['key', 'notes.pdf'], ['file', { name: 'n.pdf', bytes: pdf() }]]);
    expect(first.data.key).toBe(`${alice.id}/notes.pdf`);
    for (const key of ['../x', '../../etc/passwd', 'a/b.pdf', '.hidden', `${bob.id}/x.pdf`]) {
      const { token } = await tokenFor(alice);
      const res = await upload([['token', token], ['key', key], ['file', { name: 'x.pdf', bytes: pdf(10) }]], 'en');
      expect([key, res.status, res.msg]).toEqual([key, 400, expect.stringMatching(/^Invalid key: use letters, digits/)]);
      // Refused before a byte was stored: the token still works.
      expect((await upload([['token', token], ['file', { name: 'x.pdf', bytes: pdf() }]])).code).toBe(0);
    }
    const clash = await tokenFor(alice);
    const again = await upload([['token', clash.token], ['key', `${alice.id}/notes.pdf`], ['file', { name: 'n.pdf', bytes: pdf(500) }]], 'en');
    expect(again).toMatchObject({ code: 614, msg: 'A file with this key already exists; choose another key' });
    expect((await storedBytes(first.data.key))?.equals(pdf())).toBe(true);
    expect((await stored()).filter((key) => !key.startsWith(`${alice.id}/`))).toEqual([]);

    const reserved = await tokenFor(alice, '?key=report.pdf');
    expect(reserved.key).toBe(`${alice.id}/report.pdf`);
    const other = await upload([['token', reserved.token], ['key', 'else.pdf'], ['file', { name: 'r.pdf', bytes: pdf() }]], 'en');
    expect(other.msg).toBe('The key differs from the one the upload token was issued for');
    expect((await upload([['token', reserved.token], ['file', { name: 'r.pdf', bytes: pdf() }]])).data.key).toBe(`${alice.id}/report.pdf`);
    expect((await call(app, { method: 'GET', url: '/v1/upload-token?key=report.pdf', headers: bearer(alice.token) })).code).toBe(614);
    expect((await call(app, { method: 'GET', url: '/v1/upload-token?key=../x', headers: bearer(alice.token) })).status).toBe(400);
  });

  it('answers 400 to a form without a token before the file, without a file, or not multipart at all', async () => {
    const { token } = await tokenFor(alice);
    const late = await upload([['file', { name: 'x.pdf', bytes: pdf() }], ['token', token]], 'en');
    expect(late).toMatchObject({ status: 400, msg: 'The upload token (field `token`) is missing; it must come before the `file` field' });
    const noFile = await upload([['token', token]], 'en');
    expect(noFile).toMatchObject({ status: 400, msg: 'Choose a file to upload (field `file`)' });
    const json = await call(app, { method: 'POST', url: '/v1/uploads', payload: { token } });
    expect(json.status).toBe(400);
    const { payload, headers } = await form([['token', token], ['file', { name: 'x.pdf', bytes: pdf(30_000) }]]);
    const cut = await call(app, { method: 'POST', url: '/v1/uploads', headers, payload: payload.subarray(0, payload.length / 2) });
    expect([cut.status, cut.code]).toEqual([400, 400]);
    expect(await stored()).toEqual([]);
  });

  it('resolves a key, a bare name or our URL to the caller\'s file of the asked purpose, and refuses anything else', async () => {
    const { uploads } = app.services;
    const voice = await tokenFor(alice, '?type=voice');
    const bytes = wav(8000);
    const sample = (await upload([['token', voice.token], ['key', 'me.wav'], ['file', { name: 'me.wav', bytes }]])).data;

    for (const reference of [sample.key, 'me.wav', sample.url, `https://console.example/xiaozhi/v1/uploads/${sample.key}`]) {
      const found = await uploads.resolve(alice.id, 'voice', reference);
      expect([reference, found.key, found.size, found.contentType, found.hash]).toEqual([reference, sample.key, bytes.length, 'audio/wav', sha256(bytes)]);
    }
    const opened = await (await uploads.resolve(alice.id, 'voice', sample.key)).open();
    expect(Buffer.from(await text(opened), 'latin1').length).toBeGreaterThan(0);

    const refusal = async (userId: string, purpose: 'voice' | 'dataset', reference: string) => {
      const error = await uploads.resolve(userId, purpose, reference, 'url').then(() => null, (caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      return { code: (error as AppError).code, en: (error as AppError).localizedMessage?.en };
    };
    expect(await refusal(bob.id, 'voice', sample.key)).toEqual({ code: 404, en: 'The uploaded file does not exist or belongs to another account' });
    expect(await refusal(bob.id, 'voice', sample.url)).toEqual({ code: 404, en: 'The uploaded file does not exist or belongs to another account' });
    expect(await refusal(alice.id, 'voice', `${alice.id}/missing.wav`)).toMatchObject({ code: 404 });
    expect(await refusal(alice.id, 'dataset', sample.key)).toEqual({ code: 400, en: 'This file was not uploaded for this purpose (a dataset document file is needed)' });
    for (const reference of ['../x', `${alice.id}/../x`, 'https://elsewhere.example/voice.wav', '/etc/passwd', '']) {
      expect(await refusal(alice.id, 'voice', reference)).toEqual({ code: 400, en: 'url is not the key or address of a file uploaded here' });
    }
    expect(uploads.referenceKey(alice.id, 'https://elsewhere.example/voice.wav')).toBeNull();

    // A deleted account's files can no longer be referenced.
    const admin = await createUser(app, { superAdmin: true });
    expect((await call(app, { method: 'DELETE', url: `/xiaozhi/admin/users/${alice.id}`, headers: bearer(admin.token) })).code).toBe(0);
    expect(await refusal(alice.id, 'voice', sample.key)).toMatchObject({ code: 404 });
  });
});

describe('upload storage area', () => {
  it('is `uploads` beside firmware when none is injected', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vox-data-'));
    const app = await buildTestApp({ config: { storage: { driver: 'local', dir } }, uploadStorage: undefined });
    try {
      const user = await createUser(app);
      const token = (await call<UploadToken>(app, { method: 'GET', url: '/v1/upload-token?type=dataset', headers: bearer(user.token) })).data.token;
      const { payload, headers } = await form([['token', token], ['file', { name: 'a.txt', bytes: Buffer.from('hello') }]]);
      const res = await call<UploadedFile>(app, { method: 'POST', url: '/v1/uploads', headers, payload });
      expect(res.code).toBe(0);
      const storage = new LocalDiskStorage(path.join(dir, 'uploads'));
      expect(await storage.stat(res.data.key)).toEqual({ size: 5 });
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
