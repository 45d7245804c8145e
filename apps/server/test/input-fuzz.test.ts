import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declaredRoutes, type DeclaredRoute } from '../src/lib/route.ts';
import { bearer, buildTestApp, createUser } from './helper.ts';

const NUL = 'a\u0000b';
const OVERSIZE = 'x'.repeat(1_100_000);
const LONG_QUERY = 'q'.repeat(20_000);
/** About 20 KB of nesting each: far past any call stack a recursive walk of the parsed body could use. */
const DEEP_ARRAYS = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_OBJECTS = `${'{"a":'.repeat(4_000)}1${'}'.repeat(4_000)}`;

/** Field names of an object schema (through optional/default/pipe wrappers); none for other shapes. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 6 && current; depth += 1) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const def = (current as { def?: { innerType?: unknown; in?: unknown; schema?: unknown } }).def;
    current = def?.innerType ?? def?.in ?? def?.schema;
  }
  return [];
}

const pathWith = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, encodeURIComponent(value));
const fill = (fields: string[], value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
const queryOf = (fields: string[], value: string) => new URLSearchParams((fields.length ? fields : ['q']).map((field): [string, string] => [field, value])).toString();

/** The hostile inputs of the review: NUL in every part, oversize strings, malformed JSON, wrong types. */
function variants(route: DeclaredRoute): { name: string; request: InjectOptions }[] {
  const url = pathWith(route.url, 'x1');
  const bodyFields = fieldsOf(route.schemas.body);
  const queryFields = fieldsOf(route.schemas.querystring);
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
  const json = (payload: unknown) => ({ method: route.method, url, payload: payload as string, headers: { 'content-type': 'application/json' } });
  const list: { name: string; request: InjectOptions }[] = [
    { name: 'NUL in query', request: { method: route.method, url: `${url}?${queryOf(queryFields, NUL)}` } },
    { name: 'long query', request: { method: route.method, url: `${url}?${queryOf(queryFields, LONG_QUERY)}` } },
  ];
  if (route.url.includes(':')) list.push({ name: 'NUL in path', request: { method: route.method, url: pathWith(route.url, NUL) } });
  if (sendsBody) {
    list.push(
      { name: 'NUL in body', request: json(bodyFields.length ? fill(bodyFields, NUL) : [NUL]) },
      { name: 'NUL in nested body', request: json(fill(bodyFields.length ? bodyFields : ['x'], { inner: [NUL] })) },
      { name: 'oversize body', request: json(fill(bodyFields.length ? bodyFields : ['x'], OVERSIZE)) },
      { name: 'malformed JSON', request: json('{"broken": ') },
      { name: 'wrong types', request: json(fill(bodyFields.length ? bodyFields : ['x'], [{ n: 1e308 }])) },
      { name: 'deep arrays', request: json(DEEP_ARRAYS) },
      { name: 'deep objects', request: json(DEEP_OBJECTS) },
      { name: 'deep arrays in a field', request: json(`{"${bodyFields[0] ?? 'x'}":${DEEP_ARRAYS}}`) },
      { name: 'multipart garbage', request: { method: route.method, url, payload: '--zz\r\nnope', headers: { 'content-type': 'multipart/form-data; boundary=zz' } } },
    );
  }
  return list;
}

/** FUZZ_TALLY=1 prints how many answers were 5xx, for before/after figures. */
const counts = new Map<string, number>();
function tally(status: number, label: string): void {
  const key = status >= 500 ? '5xx' : `${Math.floor(status / 100)}xx`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  if (status >= 500) counts.set(`5xx route ${label.split(' ').slice(0, 2).join(' ')}`, 1);
}
afterAll(() => {
  if (!process.env.FUZZ_TALLY) return;
  const routes = [...counts.keys()].filter((key) => key.startsWith('5xx route')).length;
  console.log(`fuzz tally (${process.env.DB_DRIVER}):`, Object.fromEntries([...counts].filter(([key]) => !key.startsWith('5xx route'))), `5xx on ${routes} routes`);
});

describe('hostile input on every declared route', () => {
  let app: FastifyInstance;
  let adminId: string;
  let serverSecret: string;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
    adminId = (await createUser(app, { superAdmin: true })).id;
    serverSecret = (await app.services.params.text('server.secret')) ?? '';
  });
  afterAll(() => app.close());

  it('never answers 5xx, and every refusal is an envelope with a message (RAGFlow\'s `message`, Dify\'s `error_msg` on theirs)', async () => {
    const routes = declaredRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      // A fresh session per route: a hostile password change or logout must not blind the routes after it.
      const token = route.access === 'server' ? serverSecret : await app.services.sessions.issue(adminId);
      for (const { name, request } of variants(route)) {
        for (const headers of [bearer(token), {}]) {
          const response = await app.inject({ ...request, headers: { ...request.headers, ...headers } });
          sent += 1;
          const label = `${route.method} ${route.url} ${name}${Object.keys(headers).length ? '' : ' (anonymous)'}`;
          if (process.env.FUZZ_TALLY) tally(response.statusCode, label);
          if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          else if (response.statusCode >= 400 && !/"(msg|message|error_msg)":"[^"]+/.test(response.body)) failures.push(`${label}: ${response.statusCode} without message`);
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers the same 400 naming the field on every database', async () => {
    const captcha = await app.inject({ method: 'GET', url: '/xiaozhi/user/captcha?uuid=a%00b' });
    expect(captcha.statusCode).toBe(400);
    expect(captcha.json()).toMatchObject({ code: 400, msg: '参数 uuid 无效：含有无法保存的字符（如 NUL）' });
    const body = await app.inject({
      method: 'POST',
      url: '/xiaozhi/admin/dict/type/save',
      headers: bearer((await createUser(app, { superAdmin: true })).token),
      payload: { dictType: 'OK', dictName: 'x\u0000', sort: 0 },
    });
    expect(body.json()).toMatchObject({ code: 400, msg: '参数 dictName 无效：含有无法保存的字符（如 NUL）' });
    expect(await app.services.dicts.listTypes({ page: 1, limit: 10, dictType: 'OK', dictName: '' }, 'zh_CN')).toMatchObject({ total: 0 });
  });

  it('refuses a body nested deeper than 64 levels with a localised 400, signed in or not, and takes 64', async () => {
    const nested = (levels: number) => `${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`;
    const login = (payload: string, language: string) =>
      app.inject({ method: 'POST', url: '/xiaozhi/user/login', payload, headers: { 'content-type': 'application/json', 'accept-language': language } });
    const refused = await login(nested(65), 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400, msg: 'Invalid parameter body: nested too deeply (at most 64 levels)' });
    expect((await login(`[${DEEP_ARRAYS}]`, 'zh-CN')).json()).toMatchObject({ code: 400, msg: '参数 body 无效：嵌套层级过深（最多 64 层）' });
    expect((await login(nested(65), 'zh-TW')).json()).toMatchObject({ msg: '參數 body 無效：巢狀層級過深（最多 64 層）' });
    // 64 levels parse and reach the schema, which names what is wrong with the form instead.
    const taken = (await login(nested(64), 'en')).json<{ msg: string }>();
    expect(taken.msg).not.toContain('nested');
    // Brackets inside strings are text, not nesting.
    const bracketsInText = await login(JSON.stringify({ username: '['.repeat(100), password: '{'.repeat(100) }), 'en');
    expect(bracketsInText.json<{ msg: string }>().msg).not.toContain('nested');
    const admin = await app.inject({ method: 'POST', url: '/xiaozhi/admin/dict/type/save', headers: { ...bearer((await createUser(app, { superAdmin: true })).token), 'content-type': 'application/json' }, payload: DEEP_OBJECTS });
    expect(admin.statusCode).toBe(400);
  });
});
