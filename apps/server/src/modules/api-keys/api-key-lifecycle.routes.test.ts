import type { ApiKeyView } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { bearer, buildTestApp, call, createUser, login, RecordingSmsSender, sm2Envelope, solveCaptcha, TestClock, type TestUser } from '../../../test/helper.ts';

const en = { 'accept-language': 'en' };
const SIGN_IN_REQUIRED = 'API keys cannot create, show or delete API keys, change the password or reveal secrets; sign in to the console instead';

describe('API key lifecycle', () => {
  let app: FastifyInstance;
  let admin: TestUser;
  const sms = new RecordingSmsSender();
  const clock = new TestClock();

  beforeAll(async () => {
    app = await buildTestApp({ sms, clock });
    admin = await createUser(app, { superAdmin: true });
  });
  afterAll(() => app.close());

  const as = (user: Pick<TestUser, 'token'>) => consoleFor(app, user);
  const createKey = async (user: TestUser) => {
    const made = await as(user).request<ApiKeyView>({ method: 'POST', url: '/v1/api-keys', payload: { desc: '脚本' } });
    const raw = await as(user).request<ApiKeyView>({ method: 'GET', url: `/v1/api-keys/${made.data.id}?raw=true` });
    return { id: made.data.id, key: raw.data.key };
  };
  const works = async (key: string) => (await call(app, { method: 'GET', url: '/xiaozhi/user/info', headers: bearer(key) })).code === 0;
  const listed = async (user: TestUser, id: string) =>
    (await as(user).request<{ api_keys: ApiKeyView[] }>({ method: 'GET', url: '/v1/api-keys' })).data.api_keys.find((item) => item.id === id);

  describe('ends every key of the user, and lists it as revoked with when and why', () => {
    it('when the user changes their password', async () => {
      const alice = await createUser(app, { password: 'OldPass12' });
      const first = await createKey(alice);
      const second = await createKey(alice);
      expect(await works(first.key)).toBe(true);
      const changed = await as(alice).request({ method: 'PUT', url: '/xiaozhi/user/change-password', payload: { password: 'OldPass12', newPassword: 'NewPass34' } });
      expect(changed.code).toBe(0);
      expect(await works(first.key)).toBe(false);
      expect(await works(second.key)).toBe(false);
      expect(await listed(alice, first.id)).toMatchObject({ revoked_at: new Date(clock.now()).toISOString(), revoked_reason: 'password_changed' });
      // A key made after the change works, and is not revoked.
      const fresh = await createKey(alice);
      expect(await works(fresh.key)).toBe(true);
      expect(await listed(alice, fresh.id)).toMatchObject({ revoked_at: null, revoked_reason: null });
    });

    it('when the password is set again by SMS code', async () => {
      const bob = await createUser(app);
      const { id, key } = await createKey(bob);
      const captcha = await solveCaptcha(app);
      await call(app, { method: 'POST', url: '/xiaozhi/user/smsVerification', payload: { phone: bob.phone, captcha: captcha.answer, captchaId: captcha.uuid } });
      const envelopeCaptcha = await solveCaptcha(app);
      const retrieved = await call(app, {
        method: 'PUT',
        url: '/xiaozhi/user/retrieve-password',
        payload: { phone: bob.phone, code: sms.lastCodeFor(bob.phone), password: await sm2Envelope(app, envelopeCaptcha.answer, 'NewPass34'), captchaId: envelopeCaptcha.uuid },
      });
      expect(retrieved.code).toBe(0);
      expect(await works(key)).toBe(false);
      const token = (await login(app, bob.phone, 'NewPass34')).data.token;
      expect(await listed({ ...bob, token }, id)).toMatchObject({ revoked_reason: 'password_reset' });
    });

    it("when an administrator resets the password, and when they disable the user (enabling again does not bring keys back)", async () => {
      const carol = await createUser(app);
      const reset = await createKey(carol);
      const resetAnswer = await as(admin).request<string>({ method: 'PUT', url: `/xiaozhi/admin/users/${carol.id}` });
      expect(resetAnswer.code).toBe(0);
      expect(await works(reset.key)).toBe(false);
      const token = (await login(app, carol.phone, resetAnswer.data)).data.token;
      expect(await listed({ ...carol, token }, reset.id)).toMatchObject({ revoked_reason: 'password_reset' });

      const disabled = await createKey({ ...carol, token });
      expect((await as(admin).request({ method: 'PUT', url: '/xiaozhi/admin/users/changeStatus/0', payload: [carol.id] })).code).toBe(0);
      expect((await as(admin).request({ method: 'PUT', url: '/xiaozhi/admin/users/changeStatus/1', payload: [carol.id] })).code).toBe(0);
      expect(await works(disabled.key)).toBe(false);
      const again = (await login(app, carol.phone, resetAnswer.data)).data.token;
      // The reset's key keeps its first reason.
      expect(await listed({ ...carol, token: again }, disabled.id)).toMatchObject({ revoked_reason: 'user_disabled' });
      expect(await listed({ ...carol, token: again }, reset.id)).toMatchObject({ revoked_reason: 'password_reset' });
    });
  });

  describe('what an API key may not do: it needs a signed-in session', () => {
    it('refuses creating, revealing and deleting keys and changing the password with 403 in the caller’s language', async () => {
      const dave = await createUser(app, { password: 'OldPass12' });
      const { id, key } = await createKey(dave);
      const withKey = (request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }, lang = en) =>
        call(app, { ...request, headers: { ...bearer(key), ...lang } });
      expect(await withKey({ method: 'POST', url: '/v1/api-keys', payload: { desc: 'minted by a script' } })).toMatchObject({ status: 403, code: 403, msg: SIGN_IN_REQUIRED });
      expect(await withKey({ method: 'GET', url: `/v1/api-keys/${id}?raw=true` })).toMatchObject({ status: 403, code: 403, data: null, msg: SIGN_IN_REQUIRED });
      expect(await withKey({ method: 'DELETE', url: `/v1/api-keys/${id}` })).toMatchObject({ status: 403, code: 403 });
      const change = await withKey({ method: 'PUT', url: '/xiaozhi/user/change-password', payload: { password: 'OldPass12', newPassword: 'NewPass34' } }, { 'accept-language': 'zh-CN' });
      expect(change).toMatchObject({ status: 403, code: 403, msg: 'API 密钥不能创建、查看或删除 API 密钥，也不能修改密码或查看密钥类参数，请登录控制台操作' });
      expect((await withKey({ method: 'GET', url: '/v1/api-keys' }, { 'accept-language': 'zh-TW' })).code).toBe(0);

      // Nothing changed: the key is still there, still one, and the old password still signs in.
      const keys = (await as(dave).request<{ api_keys: ApiKeyView[] }>({ method: 'GET', url: '/v1/api-keys' })).data.api_keys;
      expect(keys.map((item) => item.id)).toEqual([id]);
      expect((await login(app, dave.phone, 'OldPass12')).code).toBe(0);
      // The masked read and renaming stay open to scripts; the signed-in owner may do all of it.
      expect(await withKey({ method: 'GET', url: `/v1/api-keys/${id}` })).toMatchObject({ code: 0, data: { id } });
      expect(await withKey({ method: 'GET', url: `/v1/api-keys/${id}?raw=false` })).toMatchObject({ code: 0, data: { id } });
      expect((await as(dave).request<ApiKeyView>({ method: 'GET', url: `/v1/api-keys/${id}?raw=true` })).data.key).toBe(key);
      expect((await as(dave).request({ method: 'DELETE', url: `/v1/api-keys/${id}` })).code).toBe(0);
    });

    it('marks those operations in the OpenAPI document', async () => {
      const doc = (await app.inject({ method: 'GET', url: '/api-docs/json' })).json<{ paths: Record<string, Record<string, { 'x-sign-in-only'?: boolean }>> }>();
      const signInOnly = (path: string, method: string) => doc.paths[path]?.[method]?.['x-sign-in-only'] === true;
      expect(signInOnly('/v1/api-keys', 'post')).toBe(true);
      expect(signInOnly('/xiaozhi/user/change-password', 'put')).toBe(true);
      expect(signInOnly('/v1/api-keys', 'get')).toBe(false);
    });
  });
});
