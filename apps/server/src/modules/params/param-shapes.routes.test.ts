import type { PageData, ParamRow } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, call, createUser, login } from '../../../test/helper.ts';

describe('params an admin cannot lock everyone out with', () => {
  let app: FastifyInstance;
  let admin: ReturnType<typeof consoleFor>;
  let adminUser: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    app = await buildTestApp();
    adminUser = await createUser(app, { superAdmin: true });
    admin = consoleFor(app, adminUser);
  });
  afterAll(() => app.close());

  const find = async (code: string) =>
    (await admin.request<PageData<ParamRow>>({ method: 'GET', url: `/xiaozhi/admin/params/page?paramCode=${encodeURIComponent(code)}&limit=100` })).data.list.find(
      (row) => row.paramCode === code,
    )!;
  const edit = async (code: string, paramValue: string, lang = 'zh-CN') => {
    const row = await find(code);
    return admin.request({
      method: 'PUT',
      url: '/xiaozhi/admin/params',
      payload: { id: row.id, paramCode: code, paramValue, valueType: row.valueType, remark: row.remark },
      headers: { 'accept-language': lang },
    });
  };
  const stored = async (code: string) => (await app.services.params.raw(code))!;

  it('refuses a hand-typed SM2 key and keeps sign-in working', async () => {
    const before = await stored('server.private_key');
    const res = await edit('server.private_key', 'true');
    expect(res).toMatchObject({ code: 10325 });
    expect(res.msg).toContain('重新生成密钥对');
    expect((await edit('server.public_key', '04abcdef')).code).toBe(10325);
    expect(await stored('server.private_key')).toBe(before);
    expect((await login(app, adminUser.phone, adminUser.password)).code).toBe(0);
  });

  it('regenerates both keys together; sign-in works with the new public key', async () => {
    const before = { publicKey: await stored('server.public_key'), privateKey: await stored('server.private_key') };
    const regenerated = await admin.request({ method: 'POST', url: '/xiaozhi/admin/params/sm2/regenerate' });
    expect(regenerated.code).toBe(0);
    const after = { publicKey: await stored('server.public_key'), privateKey: await stored('server.private_key') };
    expect(after.publicKey).not.toBe(before.publicKey);
    expect(after.privateKey).not.toBe(before.privateKey);
    const config = await call<{ sm2PublicKey: string }>(app, { method: 'GET', url: '/xiaozhi/user/pub-config' });
    expect(config.data.sm2PublicKey).toBe(after.publicKey);
    expect((await login(app, adminUser.phone, adminUser.password)).code).toBe(0);
    const user = await createUser(app);
    expect((await call(app, { method: 'POST', url: '/xiaozhi/admin/params/sm2/regenerate', headers: { authorization: `Bearer ${user.token}` } })).code).toBe(403);
  });

  it('refuses values that do not fit a known shape, names the param and the rule, and stores nothing', async () => {
    const cases: [string, string, RegExp][] = [
      ['server.sms_max_send_count', '-5', /0 到 1000 之间的整数/],
      ['tts_timeout', '1.5', /1 到 600 之间的整数/],
      ['server.voiceprint_similarity_threshold', '2', /0 到 1 之间的数字/],
      ['server.fronted_url', 'ftp://example.com', /http:\/\/ \/ https:\/\//],
      ['server.mqtt_manager_api', 'not an address', /主机:端口/],
      ['log.log_level', 'LOUD', /INFO/],
      ['system-web.menu', '{"x":1}', /features/],
      ['server.secret', 'short', /至少 16 个字符/],
      ['rate_limit.global', '-1', /0 到 10000000 之间的整数/],
    ];
    for (const [code, value, rule] of cases) {
      const before = await stored(code);
      const res = await edit(code, value);
      expect([code, res.code]).toEqual([code, 10324]);
      expect(res.msg).toContain(code);
      expect(res.msg).toMatch(rule);
      expect(await stored(code)).toBe(before);
    }
    // A value of the wrong type is refused by the type check first, still naming the param.
    expect((await edit('tts_timeout', 'abc', 'en')).msg).toMatch(/tts_timeout/);
    expect((await edit('server.allow_user_register', 'yes')).msg).toMatch(/server\.allow_user_register/);
    expect(await stored('server.allow_user_register')).toBe('true');
  });

  it('still saves values that fit, and unset addresses as null', async () => {
    for (const [code, value] of [
      ['server.sms_max_send_count', '20'],
      ['server.voiceprint_similarity_threshold', '0.55'],
      ['server.fronted_url', 'https://console.example.com'],
      ['server.mqtt_manager_api', 'null'],
      ['server.mqtt_manager_api', '192.168.1.10:8007'],
      ['log.log_level', 'DEBUG'],
      ['rate_limit.global', '0'],
      ['server.secret', 'a-much-longer-secret-value-1234'],
    ] as const) {
      const res = await edit(code, value);
      expect([code, value, res.code]).toEqual([code, value, 0]);
      expect(await stored(code)).toBe(value);
    }
  });
});
