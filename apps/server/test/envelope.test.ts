import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call, createTestDatabase, createUser } from './helper.ts';

describe('envelope, localisation and request errors', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('wraps success as {code: 0, msg: "success", data}', async () => {
    const res = await call(app, { method: 'GET', url: '/xiaozhi/user/pub-config' });
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(res.msg).toBe('success');
    expect(res.data).toBeTypeOf('object');
  });

  it('localises msg from Accept-Language: zh-CN by default, zh-TW, en, de, vi and pt-BR', async () => {
    const request = (language?: string) =>
      call(app, { method: 'GET', url: '/xiaozhi/user/info', headers: language ? { 'accept-language': language } : {} });
    expect((await request()).msg).toBe('未登录或登录已过期，请重新登录');
    expect((await request('zh-TW,zh;q=0.9')).msg).toBe('未登入或登入已過期，請重新登入');
    expect((await request('zh-HK')).msg).toBe('未登入或登入已過期，請重新登入');
    expect((await request('en-US,en;q=0.8')).msg).toBe('Not signed in or the session has expired, please sign in again');
    expect((await request('de-DE,de;q=0.9,en;q=0.8')).msg).toBe('Nicht angemeldet oder die Sitzung ist abgelaufen, bitte melden Sie sich erneut an');
    expect((await request('vi')).msg).toBe('Chưa đăng nhập hoặc phiên đã hết hạn, vui lòng đăng nhập lại');
    expect((await request('pt-BR,pt;q=0.9')).msg).toBe('Não conectado ou a sessão expirou; faça login novamente');
    expect((await request('fr-FR')).msg).toBe('未登录或登录已过期，请重新登录');
  });

  it('answers an unknown /xiaozhi route with the 404 envelope', async () => {
    const res = await call(app, { method: 'GET', url: '/xiaozhi/no/such/route', headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(404);
    expect(res.code).toBe(404);
    expect(res.msg).toBe('No such API: GET /xiaozhi/no/such/route');
    expect(res.data).toBeNull();
  });

  it('answers a non-API path with 404 when no web build is present', async () => {
    const res = await call(app, { method: 'GET', url: '/login' });
    expect(res.status).toBe(404);
    expect(res.code).toBe(404);
  });

  it('names the missing field in a 400', async () => {
    const res = await call(app, { method: 'POST', url: '/xiaozhi/user/login', payload: { password: 'abcd', captchaId: 'x' } });
    expect(res.status).toBe(400);
    expect(res.code).toBe(400);
    expect(res.msg).toBe('「手机号」不能为空');
  });

  it('names the field and the reason in each language', async () => {
    const payload = { phone: '+8613800000000', captcha: 'abcde', captchaId: 'x'.repeat(65) };
    const zh = await call(app, { method: 'POST', url: '/xiaozhi/user/smsVerification', payload });
    const en = await call(app, { method: 'POST', url: '/xiaozhi/user/smsVerification', payload, headers: { 'accept-language': 'en' } });
    const tw = await call(app, { method: 'POST', url: '/xiaozhi/user/smsVerification', payload, headers: { 'accept-language': 'zh-TW' } });
    expect(zh.msg).toBe('参数 captchaId 无效：最多 64 个字符');
    expect(en.msg).toBe('Invalid parameter captchaId: at most 64 characters');
    expect(tw.msg).toBe('參數 captchaId 無效：最多 64 個字元');
    const de = await call(app, { method: 'POST', url: '/xiaozhi/user/smsVerification', payload, headers: { 'accept-language': 'de-DE' } });
    expect(de.msg).toBe('Ungültiger Parameter captchaId: höchstens 64 Zeichen');
    const vi = await call(app, { method: 'POST', url: '/xiaozhi/user/smsVerification', payload, headers: { 'accept-language': 'vi-VN' } });
    expect(vi.msg).toBe('Tham số captchaId không hợp lệ: tối đa 64 ký tự');
    const pt = await call(app, { method: 'POST', url: '/xiaozhi/user/smsVerification', payload, headers: { 'accept-language': 'pt-BR' } });
    expect(pt.msg).toBe('Parâmetro captchaId inválido: no máximo 64 caracteres');
    const labelled = { ...payload, captchaId: 'x', captcha: 'x'.repeat(65) };
    expect((await call(app, { method: 'POST', url: '/xiaozhi/user/smsVerification', payload: labelled })).msg).toMatch(/^「图形验证码」最多 \d+ 个字符$/);
    expect((await call(app, { method: 'POST', url: '/xiaozhi/user/smsVerification', payload: labelled, headers: { 'accept-language': 'en' } })).msg).toMatch(/^Image code: at most \d+ characters$/);
    expect((await call(app, { method: 'POST', url: '/xiaozhi/user/smsVerification', payload: labelled, headers: { 'accept-language': 'de' } })).msg).toMatch(/^Bildcode: höchstens \d+ Zeichen$/);
  });

  it('reports wrong formats and types on several routes', async () => {
    const register = await call(app, {
      method: 'POST',
      url: '/xiaozhi/user/register',
      payload: { username: '13800000000', password: 'abcd', captchaId: 'x' },
    });
    expect(register).toMatchObject({ status: 400, code: 400, msg: '「手机号」格式不正确' });

    const login = await call(app, { method: 'POST', url: '/xiaozhi/user/login', payload: { username: 12, password: 'ab', captchaId: 'x' } });
    expect(login).toMatchObject({ status: 400, msg: '「手机号」类型不正确' });

    const retrieve = await call(app, {
      method: 'PUT',
      url: '/xiaozhi/user/retrieve-password',
      payload: { phone: '+8613800000000', code: '123456', password: 'not-hex!', captchaId: 'x' },
    });
    expect(retrieve).toMatchObject({ status: 400, msg: '「密码」格式不正确' });

    const admin = await createUser(app, { superAdmin: true });
    const paging = await call(app, { method: 'GET', url: '/xiaozhi/admin/users?limit=500', headers: bearer(admin.token) });
    expect(paging).toMatchObject({ status: 400, msg: '参数 limit 无效：不能大于 100' });
    const status = await call(app, {
      method: 'PUT',
      url: `/xiaozhi/admin/users/changeStatus/${admin.id}`,
      payload: { status: 7 },
      headers: bearer(admin.token),
    });
    expect(status).toMatchObject({ status: 400, msg: '参数 status 无效：不能大于 1' });
  });

  it('treats a missing body as a 400 naming the body, and malformed JSON too', async () => {
    const empty = await call(app, { method: 'POST', url: '/xiaozhi/user/login', headers: { 'content-type': 'application/json' } });
    expect(empty).toMatchObject({ status: 400, code: 400, msg: '参数 body 无效：不能为空' });
    const malformed = await call(app, {
      method: 'POST',
      url: '/xiaozhi/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed).toMatchObject({ status: 400, code: 400, msg: '参数 body 无效：格式不正确' });
  });

  it('accepts a JSON content type with no body on DELETE, as the web sends it', async () => {
    const res = await call(app, {
      method: 'DELETE',
      url: '/xiaozhi/admin/users/unknown-id',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res).toMatchObject({ status: 200, code: 401 });
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/xiaozhi/user/login', '/xiaozhi/user/pub-config', '/xiaozhi/admin/users', '/xiaozhi/admin/users/changeStatus/{id}']),
    );
    expect(JSON.stringify(doc.paths['/xiaozhi/user/login']?.post?.requestBody)).toContain('captchaId');
    const ui = await app.inject({ method: 'GET', url: '/api-docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});

describe('rate limits', () => {
  it('answers 429 with the envelope once a route limit is used up', async () => {
    const app = await buildTestApp({ rateLimits: { captcha: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const get = () => app.inject({ method: 'GET', url: '/xiaozhi/user/captcha?uuid=u1', headers: { 'accept-language': 'en' } });
      expect((await get()).statusCode).toBe(200);
      expect((await get()).statusCode).toBe(200);
      const limited = await get();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 429, msg: 'Too many requests, please try again later', data: null });
    } finally {
      await app.close();
    }
  });

  it('applies the generous global limit to other routes', async () => {
    const app = await buildTestApp({ rateLimits: { global: { max: 3, timeWindowMs: 60_000 } } });
    try {
      for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/xiaozhi/user/pub-config' })).statusCode).toBe(200);
      expect((await call(app, { method: 'GET', url: '/xiaozhi/user/pub-config' })).code).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('never counts page and asset loads, which fetch dozens of files at once', async () => {
    const app = await buildTestApp({ rateLimits: { global: { max: 3, timeWindowMs: 60_000 } } });
    try {
      for (let i = 0; i < 10; i++) expect((await app.inject({ method: 'GET', url: `/dist/chunk-${i}.js` })).statusCode).not.toBe(429);
      expect((await app.inject({ method: 'GET', url: '/xiaozhi/user/pub-config' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic message and log the detail', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildTestApp({ database, logger: { level: 'error', stream } });
    try {
      await database.db.schema.dropTable('sys_dict_data').execute();
      const res = await call(app, { method: 'GET', url: '/xiaozhi/user/pub-config', headers: { 'accept-language': 'en' } });
      expect(res).toMatchObject({ status: 500, code: 500, msg: 'Internal server error, please try again later', data: null });
      expect(lines.join('')).toMatch(/sys_dict_data/);
      expect(res.msg).not.toMatch(/sys_dict_data/);
    } finally {
      await app.close();
    }
  });

  it('treat an explicit null like a missing value', async () => {
    const app = await buildTestApp();
    try {
      const res = await call(app, { method: 'POST', url: '/xiaozhi/user/login', payload: { username: null, password: 'ab', captchaId: 'x' } });
      expect(res).toMatchObject({ status: 400, msg: '「手机号」不能为空' });
    } finally {
      await app.close();
    }
  });
});
