import { ErrorCode, type AuditLogPage, type AuditLogRow } from '@vox/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, buildTestApp, call, createUser, login, solveCaptcha, sm2Envelope, TestClock, type TestUser } from '../../../test/helper.ts';

const AGENT = 'Mozilla/5.0 (AuditTest) Chrome/130';
const CLIENT = { remoteAddress: '203.0.113.9', headers: { 'user-agent': AGENT } };

describe('audit log', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let admin: TestUser;
  beforeEach(async () => {
    clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ clock });
    admin = await createUser(app, { superAdmin: true, phone: '+8613100000000' });
  });
  afterEach(() => app.close());

  const asAdmin = <T = unknown>(options: InjectOptions) =>
    call<T>(app, { ...CLIENT, ...options, headers: { ...CLIENT.headers, ...bearer(admin.token), ...options.headers } });
  const logs = async (query = '', headers: Record<string, string> = {}) => {
    const answer = await asAdmin<AuditLogPage>({ method: 'GET', url: `/xiaozhi/admin/audit-logs${query}`, headers });
    expect(answer.code, answer.msg).toBe(0);
    return answer.data;
  };
  /** Every stored row, newest first, through the screen's own route. */
  const all = async (query = '') => (await logs(`?limit=100${query ? `&${query}` : ''}`)).list;
  const record = (action: string, at: string, userId: string | null = admin.id, userName: string | null = admin.phone) =>
    app.services.repos.auditLogs.insert({ created_at: at, user_id: userId, user_name: userName, action, target_type: null, target_id: null, target_name: null, ip: '', user_agent: '', outcome: 'success', detail: null });

  async function signIn(username: string, password: string) {
    const captcha = await solveCaptcha(app);
    return call(app, { ...CLIENT, method: 'POST', url: '/xiaozhi/user/login', payload: { username, password: await sm2Envelope(app, captcha.answer, password), captchaId: captcha.uuid } });
  }

  it('records sign-ins that worked and those that failed, with who, IP, user agent and time, never the password', async () => {
    const user = await createUser(app, { phone: '+8613900000001', password: 'Right2025x' });
    expect((await signIn(user.phone, 'Right2025x')).code).toBe(0);
    clock.advance(60);
    expect((await signIn(user.phone, 'Wrong2025x')).code).not.toBe(0);
    clock.advance(60);
    expect((await signIn('+8613999999999', 'Guess2025x')).code).not.toBe(0);
    expect((await signIn('not-a-phone-Secret2025', 'Guess2025x')).code).not.toBe(0);

    const rows = await all('action=auth.sign_in');
    expect(rows).toHaveLength(4);
    const [notPhone, unknown, wrong, right] = rows;
    expect(right).toMatchObject({ userId: user.id, userName: user.phone, action: 'auth.sign_in', outcome: 'success', ip: '203.0.113.9', userAgent: AGENT, createdAt: '2025-06-01T04:00:00.000Z' });
    expect(wrong).toMatchObject({ userId: user.id, userName: user.phone, outcome: 'failure', createdAt: '2025-06-01T04:01:00.000Z', detail: { code: ErrorCode.ACCOUNT_PASSWORD_WRONG } });
    // An unknown account: no id, the phone typed; something not shaped like a phone is not kept at all.
    expect(unknown).toMatchObject({ userId: null, userName: '+8613999999999', outcome: 'failure' });
    expect(notPhone).toMatchObject({ userId: null, userName: null, outcome: 'failure' });
    const stored = JSON.stringify(rows);
    for (const secret of ['Right2025x', 'Wrong2025x', 'Guess2025x', 'Secret2025']) expect(stored).not.toContain(secret);
  });

  it('records a user’s enable, disable, password reset and delete with the user as target, and the failure of deleting oneself', async () => {
    const user = await createUser(app, { phone: '+8613900000002' });
    await asAdmin({ method: 'PUT', url: '/xiaozhi/admin/users/changeStatus/0', payload: [user.id] });
    await asAdmin({ method: 'PUT', url: `/xiaozhi/admin/users/changeStatus/${user.id}`, payload: { status: 1 } });
    const reset = await asAdmin<string>({ method: 'PUT', url: `/xiaozhi/admin/users/${user.id}` });
    expect(reset.code).toBe(0);
    await asAdmin({ method: 'DELETE', url: `/xiaozhi/admin/users/${user.id}` });
    expect(await app.services.users.findById(user.id)).toBeUndefined();
    const refused = await asAdmin({ method: 'DELETE', url: `/xiaozhi/admin/users/${admin.id}` });
    expect(refused.code).not.toBe(0);

    const rows = await all();
    const target = { targetType: 'user', targetId: user.id, targetName: user.phone };
    const actor = { userId: admin.id, userName: admin.phone, ip: '203.0.113.9', userAgent: AGENT };
    expect(rows.map((row) => [row.action, row.outcome])).toEqual([
      ['user.delete', 'failure'],
      ['user.delete', 'success'],
      ['user.password_reset', 'success'],
      ['user.enable', 'success'],
      ['user.disable', 'success'],
    ]);
    for (const row of rows.slice(1)) expect(row).toMatchObject({ ...target, ...actor });
    expect(rows[0]).toMatchObject({ targetId: admin.id, targetName: admin.phone, detail: { code: refused.code } });
    // The new password was shown to the admin once and is nowhere in the log.
    expect(JSON.stringify(rows)).not.toContain(reset.data);
  });

  it('records every other admin change once, by route, path ids and field names, without values (a server.secret edit stores no secret)', async () => {
    const page = await asAdmin<{ list: { id: string }[] }>({ method: 'GET', url: '/xiaozhi/admin/params/page?paramCode=server.secret' });
    const secretId = page.data.list[0]!.id;
    const newSecret = 'audit-test-secret-0123456789';
    const saved = await asAdmin({ method: 'PUT', url: '/xiaozhi/admin/params', payload: { id: secretId, paramCode: 'server.secret', paramValue: newSecret, valueType: 'string', remark: null } });
    expect(saved.code).toBe(0);
    const refused = await asAdmin({ method: 'PUT', url: '/xiaozhi/admin/params', payload: { id: secretId, paramCode: 'server.secret', paramValue: 'short', valueType: 'string' } });
    expect(refused.code).not.toBe(0);

    const rows = await all();
    // GETs (the params page, this list) are not actions.
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      action: 'admin.change',
      outcome: 'success',
      userId: admin.id,
      targetType: 'route',
      targetId: secretId,
      targetName: 'PUT /xiaozhi/admin/params',
      detail: { id: secretId, paramCode: 'server.secret', fields: ['id', 'paramCode', 'paramValue', 'remark', 'valueType'] },
    });
    expect(rows[0]).toMatchObject({ action: 'admin.change', outcome: 'failure', detail: { code: refused.code } });
    const stored = JSON.stringify(await app.services.repos.auditLogs.page({}, null, 100));
    expect(stored).not.toContain(newSecret);
    expect(stored).not.toContain('"short"');
  });

  it('records refused admin requests whatever bytes their path holds, control bytes kept as \\u escapes', async () => {
    expect((await asAdmin({ method: 'DELETE', url: '/xiaozhi/admin/users/a%00b%7F' })).status).toBe(400);
    const unknownId = await asAdmin({ method: 'PUT', url: '/xiaozhi/admin/users/c%01d' });
    expect(unknownId.code).toBe(ErrorCode.NOT_FOUND);
    // An admin's API key is refused on admin routes (403), and that refusal is an admin's too.
    const { id } = await app.services.apiKeys.create(admin.id, 'script');
    const { key } = await app.services.apiKeys.get(admin.id, id, true);
    expect(await call(app, { method: 'DELETE', url: '/xiaozhi/admin/users/e%00f', headers: bearer(key) })).toMatchObject({ status: 403, code: 403 });

    const rows = await all();
    expect(rows.map((row) => [row.action, row.outcome, row.targetId, row.detail])).toEqual([
      ['admin.change', 'failure', 'e\\u0000f', { params: { id: 'e\\u0000f' }, code: 403 }],
      ['user.password_reset', 'failure', 'c\\u0001d', { code: ErrorCode.NOT_FOUND }],
      ['admin.change', 'failure', 'a\\u0000b\\u007f', { params: { id: 'a\\u0000b\\u007f' }, code: 400 }],
    ]);
  });

  it('records nothing for a refused non-admin, and refuses the log itself to non-admins', async () => {
    const user = await createUser(app);
    const asUser = await call(app, { method: 'PUT', url: '/xiaozhi/admin/users/changeStatus/0', payload: [admin.id], headers: bearer(user.token) });
    expect(asUser).toMatchObject({ status: 403, code: 403 });
    expect(await call(app, { method: 'GET', url: '/xiaozhi/admin/audit-logs', headers: bearer(user.token) })).toMatchObject({ status: 403, code: 403 });
    expect(await call(app, { method: 'GET', url: '/xiaozhi/admin/audit-logs' })).toMatchObject({ code: 401 });
    expect(await all()).toEqual([]);
  });

  it('keeps the action working when the log cannot be written, and says so in the server log', async () => {
    const user = await createUser(app, { phone: '+8613900000003' });
    const insert = vi.spyOn(app.services.repos.auditLogs, 'insert').mockRejectedValue(new Error('disk full'));
    const errors = vi.spyOn(app.log, 'error');
    expect((await asAdmin({ method: 'PUT', url: `/xiaozhi/admin/users/changeStatus/${user.id}`, payload: { status: 0 } })).code).toBe(0);
    expect((await login(app, admin.phone, 'Passw0rd!x')).code).toBe(0);
    expect(insert).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls.some(([, message]) => message === 'audit log write failed')).toBe(true);
    expect(await app.services.users.findById(user.id)).toMatchObject({ status: 0 });
  });

  it('drops secret-named detail keys whatever a caller passes, and cuts long user agents', async () => {
    await app.services.audit.record({
      action: 'api_key.reveal',
      outcome: 'success',
      user: { id: admin.id, name: admin.phone },
      target: { type: 'api_key', id: 'k1' },
      detail: { apiKeyId: 'k1', apiKey: 'sk-live', password: 'p', nested: { newPassword: 'p2', accessToken: 't', secretKey: 's', note: 'kept' }, value: 'v' },
      ip: '198.51.100.1',
      userAgent: 'x'.repeat(1000),
    });
    const [row] = await all();
    expect(row!.detail).toEqual({ apiKeyId: 'k1', nested: { note: 'kept' } });
    expect(row!.userAgent).toHaveLength(256);
  });

  describe('the list', () => {
    it('filters by user id or phone part, action, and calendar days of the caller’s zone', async () => {
      const other = await createUser(app, { phone: '+8613977770000' });
      await record('user.delete', '2025-05-31T15:59:59.999Z'); // 2025-05-31 23:59:59.999 in Shanghai
      await record('user.delete', '2025-05-31T16:00:00.000Z'); // 2025-06-01 00:00 in Shanghai, 2025-05-31 in UTC
      await record('auth.sign_in', '2025-06-01T15:59:59.999Z', other.id, other.phone);
      await record('auth.sign_in', '2025-06-01T16:00:00.000Z', null, '+8613977779999');

      const ids = (rows: AuditLogRow[]) => rows.map((row) => row.createdAt);
      expect(ids(await all(`user=${other.id}`))).toEqual(['2025-06-01T15:59:59.999Z']);
      expect(ids(await all('user=97777'))).toEqual(['2025-06-01T16:00:00.000Z', '2025-06-01T15:59:59.999Z']);
      expect(ids(await all('action=user.delete'))).toEqual(['2025-05-31T16:00:00.000Z', '2025-05-31T15:59:59.999Z']);
      expect(ids(await all('user=97777&action=user.delete'))).toEqual([]);

      const shanghai = { 'x-time-zone': 'Asia/Shanghai' };
      const day = async (from: string, to: string, headers: Record<string, string>) => ids((await logs(`?limit=100&from=${from}&to=${to}`, headers)).list);
      expect(await day('2025-06-01', '2025-06-01', shanghai)).toEqual(['2025-06-01T15:59:59.999Z', '2025-05-31T16:00:00.000Z']);
      expect(await day('2025-05-31', '2025-05-31', { 'x-time-zone': 'UTC' })).toEqual(['2025-05-31T16:00:00.000Z', '2025-05-31T15:59:59.999Z']);
      expect(await day('2025-06-02', '2025-06-30', shanghai)).toEqual(['2025-06-01T16:00:00.000Z']);
    });

    it('pages newest first by cursor through rows of one instant without losing or repeating any', async () => {
      for (let i = 0; i < 25; i += 1) await record('admin.change', i < 12 ? '2025-06-01T03:00:00.000Z' : `2025-06-01T03:00:${String(i).padStart(2, '0')}.000Z`);
      const seen: string[] = [];
      let cursor = '';
      let pages = 0;
      do {
        const page = await logs(`?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        seen.push(...page.list.map((row) => row.id));
        cursor = page.nextCursor ?? '';
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(25);
      expect(seen).toEqual((await all()).map((row) => row.id));
      const times = (await all()).map((row) => row.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('answers the last page without a cursor to follow, and refuses malformed filters naming the field', async () => {
      await record('admin.change', '2025-06-01T03:00:00.000Z');
      expect(await logs('?limit=1')).toMatchObject({ nextCursor: null });
      for (const query of ['cursor=12345', 'action=nope.nothing', 'from=2025-13-01', 'limit=0', `user=${'x'.repeat(65)}`]) {
        const refused = await asAdmin({ method: 'GET', url: `/xiaozhi/admin/audit-logs?${query}`, headers: { 'accept-language': 'en' } });
        expect(refused.status, query).toBe(400);
        expect(refused.msg, query).toContain(query.split('=')[0]);
      }
    });
  });

  describe('retention', () => {
    it('purges entries older than audit.retention_days and keeps the rest', async () => {
      await record('auth.sign_in', '2024-11-01T00:00:00.000Z'); // 212 days before the clock
      await record('auth.sign_in', '2025-01-01T00:00:00.000Z'); // 151 days
      await record('auth.sign_in', '2025-05-31T00:00:00.000Z');
      expect(await app.services.audit.purgeExpired()).toBe(1); // default 180 days
      expect((await all()).map((row) => row.createdAt)).toEqual(['2025-05-31T00:00:00.000Z', '2025-01-01T00:00:00.000Z']);

      await app.services.params.set('audit.retention_days', '30');
      expect(await app.services.audit.purgeExpired()).toBe(1);
      clock.advance(31 * 86_400);
      expect(await app.services.audit.purgeExpired()).toBe(1);
      expect(await app.services.repos.auditLogs.page({}, null, 10)).toEqual([]);
    });

    it('purges a backlog larger than one batch in one sweep', async () => {
      const rows = Array.from({ length: 5_100 }, (_, i) => ({
        created_at: new Date(Date.parse('2024-01-01T00:00:00.000Z') + i * 1000).toISOString(),
        user_id: null, user_name: null, action: 'auth.sign_in', target_type: null, target_id: null, target_name: null, ip: '', user_agent: '', outcome: 'failure', detail: null,
      }));
      for (let i = 0; i < rows.length; i += 500) await app.services.repos.auditLogs.insertMany(rows.slice(i, i + 500));
      await record('auth.sign_in', '2025-05-31T00:00:00.000Z');
      expect(await app.services.audit.purgeExpired()).toBe(5_100);
      expect(await all()).toHaveLength(1);
    });

    it('seeds the param at 180 and refuses a retention that would wipe or never purge the log', async () => {
      const page = await asAdmin<{ list: { id: string; paramValue: string }[] }>({ method: 'GET', url: '/xiaozhi/admin/params/page?paramCode=audit.retention_days' });
      const param = page.data.list[0]!;
      expect(param.paramValue).toBe('180');
      for (const value of ['0', '-5', '3651', '1.5', 'forever']) {
        const refused = await asAdmin({ method: 'PUT', url: '/xiaozhi/admin/params', payload: { id: param.id, paramCode: 'audit.retention_days', paramValue: value, valueType: 'number' } });
        expect(refused.code, value).not.toBe(0);
      }
      expect(await app.services.params.raw('audit.retention_days')).toBe('180');
      const saved = await asAdmin({ method: 'PUT', url: '/xiaozhi/admin/params', payload: { id: param.id, paramCode: 'audit.retention_days', paramValue: '3650', valueType: 'number' } });
      expect(saved.code).toBe(0);
      expect(await app.services.audit.retentionDays()).toBe(3650);
    });
  });
});
