import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { assetsBin } from '../../../test/assets-bin.ts';
import { firmwareBytes, multipart } from '../../../test/firmware-upload.ts';
import { bearer, buildTestApp, call, createUser, type TestUser } from '../../../test/helper.ts';

describe('device assets upload and download', () => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeEach(async () => {
    app = await buildTestApp();
    user = await createUser(app);
  });
  afterEach(() => app.close());

  const upload = async (token: string, fileName: string, bytes: Buffer, field = 'file') => {
    const { payload, headers } = await multipart(fileName, bytes, field);
    return call<string>(app, { method: 'POST', url: '/xiaozhi/otaMag/uploadAssetsBin', headers: { ...headers, ...bearer(token) }, payload });
  };

  it('stores a .bin as <md5>.bin and answers a public URL that serves its bytes without a session', async () => {
    const bytes = assetsBin([{ name: 'index.json', bytes: Buffer.from('{}') }, { name: 'font.bin', bytes: firmwareBytes(256 * 1024).bytes }]);
    const md5 = createHash('md5').update(bytes).digest('hex');
    const res = await upload(user.token, 'assets.bin', bytes);
    expect(res.code).toBe(0);
    // The address the caller reached the console at (inject's is localhost:80).
    expect(res.data).toBe(`http://localhost:80/xiaozhi/otaMag/assets/${md5}.bin`);
    const download = await app.inject({ method: 'GET', url: `/xiaozhi/otaMag/assets/${md5}.bin` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);
    expect((await app.inject({ method: 'GET', url: `/xiaozhi/otaMag/assets/${'0'.repeat(32)}.bin` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/xiaozhi/otaMag/assets/..%2Fsecret' })).statusCode).toBe(400);
  });

  it('refuses a .bin that is not an assets image, saying what is wrong, and keeps nothing of it', async () => {
    expect(await upload(user.token, 'assets.bin', firmwareBytes(4096).bytes)).toMatchObject({ status: 400, msg: expect.stringMatching(/^这不是有效的 assets\.bin 资源文件（.+），请用主题生成器重新生成$/) });
    const broken = assetsBin();
    broken[broken.length - 1]! ^= 1;
    const { payload, headers } = await multipart('assets.bin', broken);
    const answer = await call(app, { method: 'POST', url: '/xiaozhi/otaMag/uploadAssetsBin', headers: { ...headers, ...bearer(user.token), 'accept-language': 'en' }, payload });
    expect(answer).toMatchObject({ status: 400, msg: expect.stringMatching(/^This is not a valid assets\.bin file \(checksum 0x[0-9a-f]+ instead of 0x[0-9a-f]+\)/) });
    const md5 = createHash('md5').update(broken).digest('hex');
    expect((await app.inject({ method: 'GET', url: `/xiaozhi/otaMag/assets/${md5}.bin` })).statusCode).toBe(404);
    expect(await app.services.deviceAssets.exists(`${md5}.bin`)).toBe(false);
  });

  it('refuses other types, a missing file part, a file over 20 MB (10142) and anonymous uploads', async () => {
    expect(await upload(user.token, 'assets.apk', firmwareBytes(10).bytes)).toMatchObject({ status: 400, msg: '只允许上传 .bin 格式的资源文件' });
    expect(await upload(user.token, 'assets.bin', firmwareBytes(10).bytes, 'other')).toMatchObject({ status: 400, msg: expect.stringContaining('字段 file') });
    expect(await upload(user.token, 'big.bin', Buffer.alloc(20 * 1024 * 1024 + 1))).toMatchObject({ code: 10142, msg: '文件不能超过 20 MB' });
    const { payload, headers } = await multipart('assets.bin', firmwareBytes(10).bytes);
    expect((await call(app, { method: 'POST', url: '/xiaozhi/otaMag/uploadAssetsBin', headers, payload })).code).toBe(401);
  });

  it('allows a normal user 50 uploads a day (10195 after), an administrator any number', async () => {
    const small = assetsBin();
    for (let i = 0; i < 50; i += 1) expect((await upload(user.token, 'a.bin', small)).code).toBe(0);
    expect(await upload(user.token, 'a.bin', small)).toMatchObject({ code: 10195, msg: expect.stringContaining('50') });
    const admin = await createUser(app, { superAdmin: true });
    for (let i = 0; i < 51; i += 1) expect((await upload(admin.token, 'a.bin', small)).code).toBe(0);
  });
});
