import { createHash } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addFirmware, firmwareBytes, multipart, tempFirmwareStorage, uploadFirmware } from '../../../test/firmware-upload.ts';
import { bearer, buildTestApp, call, createUser, TestClock, type TestUser } from '../../../test/helper.ts';

const MAX_BYTES = 8 * 1024 * 1024;

describe('firmware management (/otaMag)', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let admin: TestUser;
  let files: Awaited<ReturnType<typeof tempFirmwareStorage>>;
  beforeEach(async () => {
    clock = new TestClock();
    files = await tempFirmwareStorage();
    app = await buildTestApp({ clock, storage: files.storage, config: { firmwareMaxBytes: MAX_BYTES } });
    admin = await createUser(app, { superAdmin: true });
  });
  afterEach(async () => {
    await app.close();
    await files.cleanup();
  });

  const as = (token: string) => bearer(token);
  const storedFiles = async () => (await readdir(files.dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);

  it('streams a multi-MB upload to storage as <md5>.bin and answers its path, md5 and size', async () => {
    const { bytes, md5 } = firmwareBytes(5 * 1024 * 1024 + 17);
    const res = await uploadFirmware(app, admin.token, 'esp32-v1.bin', bytes);
    expect(res.code).toBe(0);
    expect(res.data).toEqual({ firmwarePath: `${md5}.bin`, md5, size: bytes.length });
    expect(await storedFiles()).toEqual([`${md5}.bin`]);
    const again = await uploadFirmware(app, admin.token, 'same-image.BIN', bytes);
    expect(again.data.firmwarePath).toBe(`${md5}.bin`);
    expect(await storedFiles()).toEqual([`${md5}.bin`]);
  });

  it('accepts .apk, refuses other types, empty files and a missing file field, in the caller\'s language', async () => {
    expect((await uploadFirmware(app, admin.token, 'app.apk', firmwareBytes(100).bytes)).data.firmwarePath).toMatch(/^[0-9a-f]{32}\.apk$/);
    const wrong = await uploadFirmware(app, admin.token, 'notes.wav', firmwareBytes(100).bytes);
    expect(wrong).toMatchObject({ status: 400, code: 400, msg: '只允许上传.bin和.apk格式的文件' });
    const { payload, headers } = await multipart('image.bin', firmwareBytes(100).bytes, 'other');
    const noField = await call(app, { method: 'POST', url: '/xiaozhi/otaMag/upload', headers: { ...headers, ...as(admin.token), 'accept-language': 'en-US' }, payload });
    expect(noField).toMatchObject({ status: 400, msg: 'Choose a firmware file to upload' });
    expect((await uploadFirmware(app, admin.token, 'empty.bin', Buffer.alloc(0))).msg).toBe('上传文件不能为空');
    const notMultipart = await call(app, { method: 'POST', url: '/xiaozhi/otaMag/upload', headers: as(admin.token), payload: { file: 'x' } });
    expect(notMultipart.status).toBe(400);
    expect((await storedFiles()).filter((name) => !name.endsWith('.apk'))).toEqual([]);
  });

  it('answers 400 to a malformed or cut-off multipart body and keeps nothing of it', async () => {
    const { payload, headers } = await multipart('image.bin', firmwareBytes(64 * 1024).bytes);
    const whole = Buffer.from(payload);
    const bodies = [
      { name: 'cut in the middle of the file', payload: whole.subarray(0, whole.length / 2), headers },
      { name: 'garbage after the boundary', payload: '--zz\r\nnot a header\r\n\r\n', headers: { 'content-type': 'multipart/form-data; boundary=zz' } },
      { name: 'no boundary', payload: 'abc', headers: { 'content-type': 'multipart/form-data' } },
    ];
    for (const body of bodies) {
      const res = await call(app, { method: 'POST', url: '/xiaozhi/otaMag/upload', payload: body.payload, headers: { ...body.headers, ...as(admin.token) } });
      expect([body.name, res.status, res.code]).toEqual([body.name, 400, 400]);
      expect(res.msg.length).toBeGreaterThan(0);
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file over the limit and keeps nothing of it', async () => {
    const res = await uploadFirmware(app, admin.token, 'huge.bin', firmwareBytes(MAX_BYTES + 1).bytes);
    expect(res).toMatchObject({ status: 400, code: 400, msg: '固件文件不能超过8MB' });
    expect(await storedFiles()).toEqual([]);
    expect((await uploadFirmware(app, admin.token, 'exact.bin', firmwareBytes(MAX_BYTES).bytes)).code).toBe(0);
  });

  it('sorts by name, board name, version (1.10.0 after 1.9.2), size or upload time, either way, and refuses another field', async () => {
    const add = async (type: string, version: string, firmwareName: string, size: number) => {
      clock.advance(60);
      return addFirmware(app, admin.token, { type, version, firmwareName, bytes: firmwareBytes(size).bytes });
    };
    const a = await add('esp-box-3', '1.9.2', 'beta', 4096);
    const b = await add('bread-compact-wifi', '1.10.0', 'Alpha', 2048);
    const c = await add('kevin-c3', '2.0.0', 'gamma', 8192);
    const d = await add('atoms3-echo-base', '1.2.0', 'Delta', 1024);
    const list = (query: string) => call<{ total: number; list: { id: string }[] }>(app, { method: 'GET', url: `/xiaozhi/otaMag${query}`, headers: as(admin.token) });
    const ids = async (query: string) => (await list(query)).data.list.map((row) => row.id);
    expect(await ids('?sort=firmwareName&order=ascend')).toEqual([b, a, d, c]);
    expect(await ids('?sort=firmwareName&order=descend')).toEqual([c, d, a, b]);
    // By the dictionary's names (AtomS3…, ESP BOX 3, Kevin C3, 面包板…), not the codes.
    expect(await ids('?sort=type&order=ascend')).toEqual([d, a, c, b]);
    expect(await ids('?sort=type&order=descend')).toEqual([b, c, a, d]);
    expect(await ids('?sort=version&order=ascend')).toEqual([d, a, b, c]);
    expect(await ids('?sort=version&order=descend')).toEqual([c, b, a, d]);
    expect((await list('?sort=version&order=descend&page=2&limit=3')).data).toMatchObject({ total: 4, list: [{ id: d }] });
    expect((await list('?sort=version&type=esp-box-3')).data).toMatchObject({ total: 1, list: [{ id: a }] });
    expect(await ids('?sort=size&order=ascend')).toEqual([d, b, a, c]);
    expect(await ids('?sort=size&order=descend')).toEqual([c, a, b, d]);
    expect(await ids('?sort=createDate&order=ascend')).toEqual([a, b, c, d]);
    // Without a sort, and as upstream's console asks, newest first.
    expect(await ids('')).toEqual([d, c, b, a]);
    expect(await ids('?orderField=create_date&order=desc')).toEqual([d, c, b, a]);
    expect((await list('?sort=md5')).status).toBe(400);
    expect((await list('?sort=size&order=sideways')).status).toBe(400);
  });

  it('creates, lists newest first with filters, reads, edits and deletes firmware', async () => {
    const first = await addFirmware(app, admin.token, { type: 'bread-compact-wifi', version: '1.0.0', firmwareName: 'Breadboard WiFi' });
    clock.advance(60);
    const second = await addFirmware(app, admin.token, { type: 'esp-box-3', version: '2.1.0', firmwareName: 'ESP Box' });
    const list = await call<{ total: number; list: { id: string }[] }>(app, { method: 'GET', url: '/xiaozhi/otaMag?page=1&limit=10', headers: as(admin.token) });
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((row) => row.id)).toEqual([second, first]);
    const byName = await call<{ total: number; list: { id: string }[] }>(app, { method: 'GET', url: '/xiaozhi/otaMag?firmwareName=bread', headers: as(admin.token) });
    expect(byName.data.list.map((row) => row.id)).toEqual([first]);
    const byType = await call<{ total: number }>(app, { method: 'GET', url: '/xiaozhi/otaMag?type=esp-box-3', headers: as(admin.token) });
    expect(byType.data.total).toBe(1);
    const paged = await call<{ total: number; list: { id: string }[] }>(app, { method: 'GET', url: '/xiaozhi/otaMag?page=2&limit=1', headers: as(admin.token) });
    expect(paged.data).toMatchObject({ total: 2, list: [{ id: first }] });

    const one = await call<Record<string, unknown>>(app, { method: 'GET', url: `/xiaozhi/otaMag/${first}`, headers: as(admin.token) });
    expect(one.data).toMatchObject({ id: first, firmwareName: 'Breadboard WiFi', type: 'bread-compact-wifi', version: '1.0.0', size: 4096, remark: null, sort: 0, createDate: '2025-06-01 12:00:00' });
    expect(one.data.md5).toBe(String(one.data.firmwarePath).slice(0, 32));

    const replacement = firmwareBytes(2048);
    const uploaded = await uploadFirmware(app, admin.token, 'new.bin', replacement.bytes);
    const edit = await call(app, {
      method: 'PUT',
      url: `/xiaozhi/otaMag/${first}`,
      headers: as(admin.token),
      payload: { firmwareName: 'Breadboard', type: 'bread-compact-wifi', version: '1.0.1', firmwarePath: uploaded.data.firmwarePath, remark: 'fixes audio', size: 1 },
    });
    expect(edit.code).toBe(0);
    const edited = await call<Record<string, unknown>>(app, { method: 'GET', url: `/xiaozhi/otaMag/${first}`, headers: as(admin.token) });
    expect(edited.data).toMatchObject({ firmwareName: 'Breadboard', version: '1.0.1', size: 2048, md5: replacement.md5, remark: 'fixes audio' });
    expect(await storedFiles()).not.toContain(String(one.data.firmwarePath));

    const removed = await call(app, { method: 'DELETE', url: `/xiaozhi/otaMag/${first},${second}`, headers: as(admin.token) });
    expect(removed.code).toBe(0);
    expect(await storedFiles()).toEqual([]);
    expect((await call(app, { method: 'GET', url: `/xiaozhi/otaMag/${first}`, headers: { ...as(admin.token), 'accept-language': 'en-US' } })).msg).toBe('Firmware not found');
    expect((await call(app, { method: 'DELETE', url: `/xiaozhi/otaMag/${first}`, headers: as(admin.token) })).code).toBe(612);
  });

  it('validates version, board type, the uploaded file and duplicates of type + version', async () => {
    const { data } = await uploadFirmware(app, admin.token, 'a.bin', firmwareBytes(512).bytes);
    const save = (payload: Record<string, unknown>) =>
      call(app, { method: 'POST', url: '/xiaozhi/otaMag', headers: as(admin.token), payload: { firmwareName: 'fw', type: 'esp-box-3', version: '1.2.3', firmwarePath: data.firmwarePath, ...payload } });
    expect((await save({ version: '1.2' })).msg).toBe('「版本号」格式不正确');
    expect((await save({ version: 'v1.2.3' })).status).toBe(400);
    expect(await save({ type: 'no-such-board' })).toMatchObject({ status: 400, msg: '固件类型“no-such-board”不在固件类型字典中' });
    expect(await save({ firmwarePath: `${'0'.repeat(32)}.bin` })).toMatchObject({ status: 400, msg: '固件文件不存在，请重新上传' });
    expect((await save({ firmwarePath: '../../etc/passwd' })).status).toBe(400);
    expect((await save({})).code).toBe(0);
    expect(await save({ firmwareName: 'again' })).toMatchObject({ code: 614, msg: '已存在相同类型和版本的固件，请修改后重试' });
    expect((await save({ version: '1.2.4' })).code).toBe(0);
  });

  it('deletes a stored image only when no other firmware uses it', async () => {
    const bytes = firmwareBytes(1000).bytes;
    const a = await addFirmware(app, admin.token, { type: 'esp-box-3', version: '1.0.0', bytes });
    await addFirmware(app, admin.token, { type: 'esp-box', version: '1.0.0', bytes });
    await call(app, { method: 'DELETE', url: `/xiaozhi/otaMag/${a}`, headers: as(admin.token) });
    expect(await storedFiles()).toHaveLength(1);
  });

  // Local disk's lastModified is the file's mtime: set to the test clock's "now", the clock then ages it.
  const dateFile = (key: string, at = clock.now()) => utimes(path.join(files.dir, ...key.split('/')), new Date(at), new Date(at));
  const putFile = async (key: string, at: number) => {
    await mkdir(path.dirname(path.join(files.dir, key)), { recursive: true });
    await writeFile(path.join(files.dir, key), 'partial');
    await dateFile(key, at);
  };

  it('sweeps images no firmware uses after 24 h and crashed temp uploads after 1 h, keeping saved and fresh ones', async () => {
    const saved = (await uploadFirmware(app, admin.token, 'a.bin', firmwareBytes(600).bytes)).data.firmwarePath;
    const created = await call(app, { method: 'POST', url: '/xiaozhi/otaMag', headers: as(admin.token), payload: { firmwareName: 'A', type: 'esp-box-3', version: '1.0.0', firmwarePath: saved } });
    expect(created.code).toBe(0);
    const cancelled = (await uploadFirmware(app, admin.token, 'b.bin', firmwareBytes(700).bytes)).data.firmwarePath;
    const again = firmwareBytes(800).bytes;
    const reuploaded = (await uploadFirmware(app, admin.token, 'd.bin', again)).data.firmwarePath;
    for (const key of [saved, cancelled, reuploaded]) await dateFile(key);
    await putFile('incoming/crashed.bin', clock.now());

    clock.advance(25 * 3600);
    admin = await createUser(app, { superAdmin: true }); // the first sign-in has expired by now
    const fresh = (await uploadFirmware(app, admin.token, 'c.apk', firmwareBytes(900).bytes)).data.firmwarePath;
    await dateFile(fresh);
    await putFile('incoming/uploading.bin.part', clock.now() - 30 * 60_000);
    // The same image uploaded again in a new dialog: it must not be swept before that dialog saves.
    expect((await uploadFirmware(app, admin.token, 'd-again.bin', again)).data.firmwarePath).toBe(reuploaded);

    expect((await app.services.firmware.sweepStorage()).sort()).toEqual([cancelled, 'incoming/crashed.bin'].sort());
    expect((await storedFiles()).sort()).toEqual([saved, fresh, reuploaded, 'uploading.bin.part'].sort());
    const download = await call<string>(app, { method: 'GET', url: `/xiaozhi/otaMag/getDownloadUrl/${(await call<{ list: { id: string }[] }>(app, { method: 'GET', url: '/xiaozhi/otaMag', headers: as(admin.token) })).data.list[0]!.id}`, headers: as(admin.token) });
    expect((await app.inject({ method: 'GET', url: `/xiaozhi/otaMag/download/${download.data}` })).statusCode).toBe(200);
    const later = await call(app, { method: 'POST', url: '/xiaozhi/otaMag', headers: as(admin.token), payload: { firmwareName: 'D', type: 'esp-box-3', version: '1.0.1', firmwarePath: reuploaded } });
    expect(later.code).toBe(0);
  });

  it('sweeps firmware storage when the app starts', async () => {
    await putFile('0123456789abcdef0123456789abcdef.bin', clock.now() - 48 * 3600_000);
    await putFile('fedcba9876543210fedcba9876543210.bin', clock.now() - 3600_000);
    const restarted = await buildTestApp({ clock, storage: files.storage });
    await restarted.close();
    expect(await storedFiles()).toEqual(['fedcba9876543210fedcba9876543210.bin']);
  });

  it('hands out download ids good for 3 downloads within 24 h, streaming the named image', async () => {
    const { bytes, md5 } = firmwareBytes(3 * 1024 * 1024);
    const id = await addFirmware(app, admin.token, { type: 'esp-box-3', version: '1.4.0', bytes });
    const link = await call<string>(app, { method: 'GET', url: `/xiaozhi/otaMag/getDownloadUrl/${id}`, headers: as(admin.token) });
    expect(link.data).toMatch(/^[0-9a-f-]{36}$/);
    for (let use = 1; use <= 3; use++) {
      // Devices send Accept-Encoding too; an image goes out as is, with its length.
      const file = await app.inject({ method: 'GET', url: `/xiaozhi/otaMag/download/${link.data}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/octet-stream');
      expect(file.headers['content-encoding']).toBeUndefined();
      expect(file.headers['content-length']).toBe(String(bytes.length));
      expect(file.headers['content-disposition']).toBe(`attachment; filename="esp-box-3_1.4.0.bin"; filename*=UTF-8''esp-box-3_1.4.0.bin`);
      expect(createHash('md5').update(file.rawPayload).digest('hex')).toBe(md5);
    }
    const fourth = await app.inject({ method: 'GET', url: `/xiaozhi/otaMag/download/${link.data}`, headers: { 'accept-language': 'en-US' } });
    expect(fourth.statusCode).toBe(404);
    expect(fourth.json()).toMatchObject({ msg: 'This download link does not exist or has expired' });

    const later = await call<string>(app, { method: 'GET', url: `/xiaozhi/otaMag/getDownloadUrl/${id}`, headers: as(admin.token) });
    clock.advance(86_399);
    expect((await app.inject({ method: 'GET', url: `/xiaozhi/otaMag/download/${later.data}` })).statusCode).toBe(200);
    clock.advance(1);
    expect((await app.inject({ method: 'GET', url: `/xiaozhi/otaMag/download/${later.data}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/xiaozhi/otaMag/download/not-a-link' })).statusCode).toBe(404);
    const fresh = await createUser(app, { superAdmin: true });
    expect((await call(app, { method: 'GET', url: '/xiaozhi/otaMag/getDownloadUrl/nope', headers: as(fresh.token) })).code).toBe(612);
  });

  it('answers 403 to a signed-in non-admin and 401 without sign-in on every management route', async () => {
    const user = await createUser(app);
    const { payload, headers } = await multipart('a.bin', firmwareBytes(10).bytes);
    const routes = [
      { method: 'GET', url: '/xiaozhi/otaMag' },
      { method: 'GET', url: '/xiaozhi/otaMag/x' },
      { method: 'POST', url: '/xiaozhi/otaMag', payload: {} },
      { method: 'PUT', url: '/xiaozhi/otaMag/x', payload: {} },
      { method: 'DELETE', url: '/xiaozhi/otaMag/x' },
      { method: 'POST', url: '/xiaozhi/otaMag/upload', payload, headers },
      { method: 'GET', url: '/xiaozhi/otaMag/getDownloadUrl/x' },
    ] as const;
    for (const route of routes) {
      const asUser = await call(app, { ...route, headers: { ...('headers' in route ? route.headers : {}), ...as(user.token) } });
      expect([route.url, asUser.status, asUser.code]).toEqual([route.url, 403, 403]);
      expect((await call(app, { ...route })).code).toBe(401);
    }
    expect(await storedFiles()).toEqual([]);
    expect(path.basename(files.dir)).toMatch(/^vox-firmware-/);
  });
});
