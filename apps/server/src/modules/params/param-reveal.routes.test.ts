import type { PageData, ParamRow } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import smCrypto from 'sm-crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call, createUser, login, TestClock, type TestUser } from '../../../test/helper.ts';

/** The web's way: the password alone, SM2 with the pub-config key, "04"-prefixed. */
async function sealed(app: FastifyInstance, password: string): Promise<string> {
  const config = await call<{ sm2PublicKey: string }>(app, { method: 'GET', url: '/xiaozhi/user/pub-config' });
  return `04${smCrypto.sm2.doEncrypt(password, config.data.sm2PublicKey, 1)}`;
}

async function paramId(app: FastifyInstance, admin: TestUser, code: string): Promise<string> {
  const page = await call<PageData<ParamRow>>(app, { method: 'GET', url: `/xiaozhi/admin/params/page?paramCode=${encodeURIComponent(code)}&limit=100`, headers: bearer(admin.token) });
  return page.data.list.find((row) => row.paramCode === code)!.id;
}

const reveal = async (app: FastifyInstance, user: TestUser, id: string, password: string, lang = 'zh-CN', remoteAddress = '127.0.0.1') =>
  call<string>(app, {
    method: 'POST',
    url: `/xiaozhi/admin/params/${id}/reveal`,
    remoteAddress,
    headers: { ...bearer(user.token), 'accept-language': lang },
    payload: { password: await sealed(app, password) },
  });

describe('POST /xiaozhi/admin/params/{id}/reveal', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let admin: TestUser;
  let secretId: string;
  beforeEach(async () => {
    clock = new TestClock();
    app = await buildTestApp({ clock });
    admin = await createUser(app, { superAdmin: true });
    secretId = await paramId(app, admin, 'server.secret');
  });
  afterEach(() => app.close());

  it('answers the clear server.secret for the admin’s own password, while the list keeps it masked', async () => {
    const stored = (await app.services.params.raw('server.secret'))!;
    const res = await reveal(app, admin, secretId, admin.password);
    expect(res).toMatchObject({ status: 200, code: 0, data: stored });
    const list = await call<PageData<ParamRow>>(app, { method: 'GET', url: '/xiaozhi/admin/params/page?paramCode=server.secret', headers: bearer(admin.token) });
    expect(list.data.list.find((row) => row.id === secretId)!.paramValue).not.toBe(stored);
    // Another secret param the admin typed in earlier comes back exactly as typed.
    await app.services.params.set('aliyun.sms.access_key_secret', 'AbCdEf0123456789xyz');
    expect((await reveal(app, admin, await paramId(app, admin, 'aliyun.sms.access_key_secret'), admin.password)).data).toBe('AbCdEf0123456789xyz');
  });

  it('refuses a wrong password in the caller’s language, without the value', async () => {
    const zh = await reveal(app, admin, secretId, 'Wrong1234x');
    expect(zh).toMatchObject({ code: 10311, msg: '密码错误，请输入当前登录账号的密码', data: null });
    const en = await reveal(app, admin, secretId, 'Wrong1234x', 'en');
    expect(en).toMatchObject({ code: 10311, msg: 'Wrong password: enter the password of the account you are signed in with' });
    expect(JSON.stringify(en.response.body)).not.toContain((await app.services.params.raw('server.secret'))!);
  });

  it('records each reveal, right or wrong, in the audit log without the value', async () => {
    const stored = (await app.services.params.raw('server.secret'))!;
    await reveal(app, admin, secretId, admin.password);
    await reveal(app, admin, secretId, 'Wrong1234x');
    const logged = await call<{ list: { action: string; outcome: string; targetName: string | null; detail: unknown }[] }>(app, {
      method: 'GET',
      url: '/xiaozhi/admin/audit-logs?action=param.secret_reveal',
      headers: bearer(admin.token),
    });
    expect(logged.data.list.map((entry) => [entry.outcome, entry.targetName])).toEqual([
      ['failure', 'server.secret'],
      ['success', 'server.secret'],
    ]);
    expect(JSON.stringify(logged.data)).not.toContain(stored);
  });

  it('counts wrong passwords into the sign-in lockout of the address: after 5, reveal and sign-in from there wait alike', async () => {
    for (let i = 0; i < 5; i++) expect((await reveal(app, admin, secretId, `Wrong${i}234x`)).code).toBe(10311);
    const locked = await reveal(app, admin, secretId, admin.password);
    expect(locked).toMatchObject({ code: 10310, data: null });
    expect(locked.msg).toContain('1分钟');
    expect(await login(app, admin.phone, admin.password)).toMatchObject({ code: 10310 });
    clock.advance(61);
    expect((await reveal(app, admin, secretId, admin.password)).code).toBe(0);
    // A right password clears the count: four more wrong ones do not lock again.
    for (let i = 0; i < 4; i++) expect((await reveal(app, admin, secretId, `Wrong${i}234x`)).code).toBe(10311);
    expect((await reveal(app, admin, secretId, admin.password)).code).toBe(0);
  });

  it('counts wrong passwords per address: another address of the same admin reveals at once', async () => {
    for (let i = 0; i < 5; i++) expect((await reveal(app, admin, secretId, `Wrong${i}234x`)).code).toBe(10311);
    expect((await reveal(app, admin, secretId, admin.password)).code).toBe(10310);
    expect(await reveal(app, admin, secretId, admin.password, 'zh-CN', '203.0.113.5')).toMatchObject({ code: 0 });
  });

  it('refuses an API key, even the admin’s own with the right password', async () => {
    const made = await call<{ id: string }>(app, { method: 'POST', url: '/v1/api-keys', headers: bearer(admin.token), payload: { desc: 'ops script' } });
    const { key } = (await call<{ key: string }>(app, { method: 'GET', url: `/v1/api-keys/${made.data.id}?raw=true`, headers: bearer(admin.token) })).data;
    expect(await reveal(app, { ...admin, token: key }, secretId, admin.password)).toMatchObject({ status: 403, code: 403, data: null });
  });

  it('is for administrators only: a user’s own right password gets 403 and nothing', async () => {
    const user = await createUser(app);
    expect(await reveal(app, user, secretId, user.password)).toMatchObject({ code: 403, data: null });
    expect((await call(app, { method: 'POST', url: `/xiaozhi/admin/params/${secretId}/reveal`, payload: { password: 'ab' } })).code).toBe(401);
  });

  it('refuses a param that is not secret with a 4xx naming it, and an unknown id as not found', async () => {
    const nameId = await paramId(app, admin, 'server.name');
    const plain = await reveal(app, admin, nameId, admin.password, 'en');
    expect(plain).toMatchObject({ status: 400, code: 10326, data: null });
    expect(plain.msg).toBe('server.name is not a secret: its value is shown in the parameter list as it is');
    expect((await reveal(app, admin, nameId, admin.password)).msg).toContain('server.name 不是密钥');
    expect(await reveal(app, admin, 'no-such-id', admin.password)).toMatchObject({ code: 612, data: null });
  });

  it('refuses a password that is not an SM2 ciphertext, or one of 1 MB, with a 4xx naming the field; nothing is counted', async () => {
    const post = (payload: unknown, lang = 'en') =>
      call(app, { method: 'POST', url: `/xiaozhi/admin/params/${secretId}/reveal`, headers: { ...bearer(admin.token), 'accept-language': lang }, payload: payload as object });
    const huge = await post({ password: 'a'.repeat(1024 * 1024) });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(huge).toMatchObject({ code: 400, data: null });
    expect(huge.msg).toMatch(/password|body/i);
    const long = await post({ password: 'a'.repeat(5000) }, 'zh-CN');
    expect(long).toMatchObject({ status: 400, code: 400 });
    expect(long.msg).toBe('「密码」最多 2048 个字符');
    expect((await post({ password: 'not hex!' })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    // Hex, but not sealed with this server's key.
    expect(await post({ password: 'ab'.repeat(60) })).toMatchObject({ code: 10130, msg: 'Could not decrypt the password, please reload the page and try again' });
    // None of these were password guesses: the account is not locked.
    for (let i = 0; i < 3; i++) await post({ password: 'ab'.repeat(60) });
    expect((await reveal(app, admin, secretId, admin.password)).code).toBe(0);
  });

  it('is documented as an admin route taking the password', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api-docs/json' })).json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>();
    const op = doc.paths['/xiaozhi/admin/params/{id}/reveal']!.post!;
    expect(op['x-access']).toBe('admin');
    expect(JSON.stringify(op.requestBody)).toContain('password');
  });
});

describe('reveal and the log', () => {
  it('writes neither the password nor the revealed value, even at debug level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildTestApp({ logger: { level: 'debug', stream } });
    try {
      const admin = await createUser(app, { superAdmin: true, password: 'Logged0ut!x' });
      const id = await paramId(app, admin, 'server.secret');
      const secret = (await app.services.params.raw('server.secret'))!;
      const cipher = await sealed(app, admin.password);
      const res = await call<string>(app, { method: 'POST', url: `/xiaozhi/admin/params/${id}/reveal`, headers: bearer(admin.token), payload: { password: cipher } });
      expect(res.data).toBe(secret);
      await reveal(app, admin, id, 'Wr0ngPassw0rd');
      expect(lines.some((line) => line.includes('/reveal'))).toBe(true);
      const log = lines.join('');
      for (const text of [secret, 'Logged0ut!x', 'Wr0ngPassw0rd', cipher]) expect(log).not.toContain(text);
    } finally {
      await app.close();
    }
  });
});

describe('reveal under the sign-in rate limit', () => {
  it('counts every attempt into rate_limit.login per address and account, and answers 429 past it', async () => {
    const app = await buildTestApp({ rateLimits: { login: { max: 3, timeWindowMs: 60_000 } } });
    try {
      const admin = await createUser(app, { superAdmin: true });
      const other = await createUser(app, { superAdmin: true });
      const id = await paramId(app, admin, 'server.secret');
      expect((await reveal(app, admin, id, 'Wrong1234x')).code).toBe(10311);
      expect((await reveal(app, admin, id, 'Wrong1234x')).code).toBe(10311);
      expect((await reveal(app, admin, id, admin.password)).code).toBe(0);
      const limited = await reveal(app, admin, id, admin.password, 'en');
      expect(limited).toMatchObject({ status: 429, code: 429, data: null });
      // Another account from the same address has its own count.
      expect((await reveal(app, other, id, other.password)).code).toBe(0);
    } finally {
      await app.close();
    }
  });
});
