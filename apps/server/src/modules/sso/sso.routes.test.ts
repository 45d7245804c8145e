import { ErrorCode, type AuditLogPage, type LoginResult, type SsoDiscovery, type SsoOverview, type SsoSettings } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, call, createUser, login, type TestUser } from '../../../test/helper.ts';
import { idTokenClaims, OidcTestProvider, signInAtProvider, TEST_CLIENT } from '../../../test/oidc-test-provider.ts';

const REDIRECT_URI = 'http://console.test/sso/callback';
const AFTER_LOGOUT = 'http://console.test/login';

describe('single sign-on through an OpenID Connect provider', () => {
  let provider: OidcTestProvider;
  let app: FastifyInstance;
  let admin: TestUser;

  beforeAll(async () => {
    provider = await OidcTestProvider.start([REDIRECT_URI], [AFTER_LOGOUT]);
    provider.addAccount({ sub: 'alice-sub', claims: { preferred_username: 'alice', name: 'Alice Liddell', groups: ['staff'] } });
    provider.addAccount({ sub: 'boss-sub', claims: { preferred_username: 'boss', name: 'The Boss', groups: ['staff', 'vox-admins'] } });
    provider.addAccount({ sub: 'nameless-sub', claims: { name: 'No Username' } });
  });
  afterAll(() => provider.close());

  beforeEach(async () => {
    app = await buildTestApp();
    admin = await createUser(app, { superAdmin: true });
    provider.tamperIdToken = null;
  });
  afterEach(() => app.close());

  const asAdmin = <T>(options: Parameters<typeof call>[1]) => call<T>(app, { ...options, headers: { ...bearer(admin.token), ...options.headers } });
  const settingsBody = (overrides: Record<string, unknown> = {}) => ({
    enabled: true,
    displayName: 'Company login',
    issuer: provider.issuer,
    clientId: TEST_CLIENT.id,
    clientSecret: TEST_CLIENT.secret,
    scopes: 'openid profile',
    usernameClaim: 'preferred_username',
    nameClaim: 'name',
    autoProvision: true,
    adminClaim: 'groups',
    adminValue: 'vox-admins',
    ssoOnly: false,
    ...overrides,
  });
  async function configure(overrides: Record<string, unknown> = {}) {
    await app.services.params.set('server.allow_private_urls', 'true');
    const saved = await asAdmin<SsoSettings>({ method: 'PUT', url: '/xiaozhi/admin/sso', payload: settingsBody(overrides) });
    expect(saved.code, saved.msg).toBe(0);
  }
  async function start() {
    const started = await call<{ url: string; state: string }>(app, { method: 'POST', url: '/xiaozhi/user/sso/start', payload: { redirectUri: REDIRECT_URI } });
    expect(started.code, started.msg).toBe(0);
    return started.data;
  }
  const finish = (query: string) => call<LoginResult>(app, { method: 'POST', url: '/xiaozhi/user/sso/callback', payload: { query }, headers: { 'user-agent': 'sso-test' } });
  async function signIn(sub: string) {
    const { url } = await start();
    return finish(await signInAtProvider(url, sub, REDIRECT_URI));
  }
  const userInfo = (token: string) => call<{ id: string; username: string; superAdmin: number }>(app, { method: 'GET', url: '/xiaozhi/user/info', headers: bearer(token) });
  const ssoAudit = async () => (await asAdmin<AuditLogPage>({ method: 'GET', url: '/xiaozhi/admin/audit-logs?limit=100&action=auth.sso_sign_in' })).data.list;

  describe('settings', () => {
    it('keeps the client secret sealed, answers only whether one is stored, and keeps it when saved empty', async () => {
      const empty = await asAdmin<SsoSettings>({ method: 'GET', url: '/xiaozhi/admin/sso' });
      expect(empty.data).toMatchObject({ enabled: false, issuer: '', clientSecretSet: false, usernameClaim: 'preferred_username' });

      await configure();
      const row = await app.services.repos.sso.settings();
      expect(row?.client_secret_sealed).toMatch(/^v1:/);
      expect(JSON.stringify(row)).not.toContain(TEST_CLIENT.secret);
      const shown = await asAdmin<SsoSettings>({ method: 'GET', url: '/xiaozhi/admin/sso' });
      expect(shown.data).toMatchObject({ enabled: true, issuer: provider.issuer, clientId: TEST_CLIENT.id, clientSecretSet: true, scopes: 'openid profile' });
      expect(JSON.stringify(shown.data)).not.toContain(TEST_CLIENT.secret);

      await configure({ clientSecret: '', ssoOnly: true });
      expect((await app.services.repos.sso.settings())?.client_secret_sealed).toBe(row?.client_secret_sealed);
      const pub = await call<{ sso: unknown }>(app, { method: 'GET', url: '/xiaozhi/user/pub-config' });
      expect(pub.data.sso).toEqual({ enabled: true, ssoOnly: true, displayName: 'Company login' });
    });

    it('is for super admins only', async () => {
      const user = await createUser(app);
      for (const [method, url] of [['GET', '/xiaozhi/admin/sso'], ['PUT', '/xiaozhi/admin/sso'], ['POST', '/xiaozhi/admin/sso/test']] as const) {
        const refused = await call(app, { method, url, headers: bearer(user.token), payload: method === 'GET' ? undefined : settingsBody() });
        expect(refused.code, `${method} ${url}`).not.toBe(0);
      }
    });

    it("tests discovery and reports what the provider offers; a private address only when the admin allows it", async () => {
      const refused = await asAdmin({ method: 'POST', url: '/xiaozhi/admin/sso/test', payload: { issuer: provider.issuer } });
      expect(refused).toMatchObject({ code: ErrorCode.SSO_DISCOVERY_FAILED });
      expect(refused.msg).toContain('/.well-known/openid-configuration');

      await app.services.params.set('server.allow_private_urls', 'true');
      const found = await asAdmin<SsoDiscovery>({ method: 'POST', url: '/xiaozhi/admin/sso/test', payload: { issuer: provider.issuer } });
      expect(found.code, found.msg).toBe(0);
      expect(found.data).toMatchObject({
        issuer: provider.issuer,
        authorizationEndpoint: `${provider.issuer}/auth`,
        tokenEndpoint: `${provider.issuer}/token`,
        userinfoEndpoint: `${provider.issuer}/me`,
        endSessionEndpoint: `${provider.issuer}/session/end`,
        pkceMethods: ['S256'],
      });
      expect(found.data.scopesSupported).toContain('openid');
    });
  });

  describe('the code flow', () => {
    it('sends PKCE, state and nonce, provisions the person on first sign-in and links them by subject', async () => {
      await configure();
      const { url, state } = await start();
      const authorize = new URL(url);
      expect(authorize.origin).toBe(provider.issuer);
      expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ client_id: TEST_CLIENT.id, redirect_uri: REDIRECT_URI, state, code_challenge_method: 'S256', response_type: 'code' });
      expect(authorize.searchParams.get('nonce')).toBeTruthy();
      expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

      const first = await finish(await signInAtProvider(url, 'alice-sub', REDIRECT_URI));
      expect(first.code, first.msg).toBe(0);
      const me = await userInfo(first.data.token);
      expect(me.data).toMatchObject({ username: 'alice', superAdmin: 0 });

      const again = await signIn('alice-sub');
      expect((await userInfo(again.data.token)).data.id).toBe(me.data.id);
      const link = await app.services.repos.sso.findLink(provider.issuer, 'alice-sub');
      expect(link).toMatchObject({ user_id: me.data.id, display_name: 'Alice Liddell' });
      expect(link?.access_token_sealed).toMatch(/^v1:/);

      const audit = await ssoAudit();
      expect(audit.map((row) => [row.userName, row.outcome])).toEqual([['alice', 'success'], ['alice', 'success']]);
    });

    it('never links an existing account by its name alone', async () => {
      await configure();
      await app.services.users.create({ username: 'alice', password: 'Passw0rd!x', superAdmin: false });
      const refused = await signIn('alice-sub');
      expect(refused).toMatchObject({ code: ErrorCode.SSO_USERNAME_TAKEN });
      expect(refused.msg).toContain('alice');
    });

    it('refuses unknown people when accounts are not created automatically, and a person without the username claim', async () => {
      await configure({ autoProvision: false });
      expect(await signIn('alice-sub')).toMatchObject({ code: ErrorCode.SSO_ACCOUNT_UNKNOWN });
      await configure();
      expect(await signIn('nameless-sub')).toMatchObject({ code: ErrorCode.SSO_CLAIM_MISSING, msg: '身份提供方未提供声明“preferred_username”，无法确定用户名' });
    });

    it('makes a super admin of whoever the admin claim names', async () => {
      await configure();
      const boss = await signIn('boss-sub');
      expect((await userInfo(boss.data.token)).data).toMatchObject({ username: 'boss', superAdmin: 1 });
      const alice = await signIn('alice-sub');
      expect((await userInfo(alice.data.token)).data.superAdmin).toBe(0);
    });

    it("relays the provider's userinfo and summarises the provider for the signed-in user, then signs out of both", async () => {
      await configure();
      const { data } = await signIn('alice-sub');
      const relayed = await call<Record<string, unknown>>(app, { method: 'GET', url: '/xiaozhi/user/sso/userinfo', headers: bearer(data.token) });
      expect(relayed.data).toMatchObject({ sub: 'alice-sub', preferred_username: 'alice', name: 'Alice Liddell' });
      const overview = await call<SsoOverview>(app, { method: 'GET', url: '/xiaozhi/user/sso/overview', headers: bearer(data.token) });
      expect(overview.data).toMatchObject({ name: 'Company login', issuer: provider.issuer, subject: 'alice-sub', username: 'alice', displayName: 'Alice Liddell' });
      expect(overview.data.lastUsedAt).toBeTruthy();

      const out = await call<{ endSessionUrl: string }>(app, { method: 'POST', url: '/xiaozhi/user/sso/logout', headers: bearer(data.token), payload: { postLogoutRedirectUri: AFTER_LOGOUT } });
      const end = new URL(out.data.endSessionUrl);
      expect(`${end.origin}${end.pathname}`).toBe(`${provider.issuer}/session/end`);
      expect(end.searchParams.get('post_logout_redirect_uri')).toBe(AFTER_LOGOUT);
      expect(idTokenClaims(end.searchParams.get('id_token_hint')!)).toMatchObject({ sub: 'alice-sub', aud: TEST_CLIENT.id });
      expect((await userInfo(data.token)).code).toBe(ErrorCode.UNAUTHORIZED);
    });

    it('answers a password account that never used the provider with its own message', async () => {
      await configure();
      const overview = await call(app, { method: 'GET', url: '/xiaozhi/user/sso/overview', headers: bearer(admin.token) });
      expect(overview).toMatchObject({ code: ErrorCode.SSO_NOT_LINKED, msg: '当前账号未通过单点登录关联身份提供方' });
    });
  });

  describe('refusals', () => {
    it('refuses a wrong state and a replayed answer, each recorded in the audit log', async () => {
      await configure();
      const { url } = await start();
      const query = await signInAtProvider(url, 'alice-sub', REDIRECT_URI);
      const wrong = new URLSearchParams(query);
      wrong.set('state', 'not-the-state-we-sent');
      expect(await finish(`?${wrong}`)).toMatchObject({ code: ErrorCode.SSO_STATE_INVALID, msg: '登录请求无效、已过期或已使用（state 不符），请重新登录' });
      expect((await finish(query)).code).toBe(0);
      expect(await finish(query)).toMatchObject({ code: ErrorCode.SSO_STATE_INVALID });

      const audit = await ssoAudit();
      expect(audit.map((row) => [row.outcome, row.detail?.code ?? null])).toEqual([
        ['failure', ErrorCode.SSO_STATE_INVALID],
        ['success', null],
        ['failure', ErrorCode.SSO_STATE_INVALID],
      ]);
    });

    it('refuses the provider saying no', async () => {
      await configure();
      const { state } = await start();
      const denied = await finish(`?error=access_denied&error_description=End-User+aborted&state=${state}&iss=${encodeURIComponent(provider.issuer)}`);
      expect(denied).toMatchObject({ code: ErrorCode.SSO_PROVIDER_DENIED });
      expect(denied.msg).toContain('access_denied');
    });

    const forgeries: [string, RegExp, (idToken: string, sign: (claims: Record<string, unknown>) => Promise<string>) => Promise<string>][] = [
      ['from another issuer', /"iss"/, (token, sign) => sign({ ...idTokenClaims(token), iss: 'https://elsewhere.example' })],
      ['for another audience', /"aud"/, (token, sign) => sign({ ...idTokenClaims(token), aud: 'another-client' })],
      ['expired', /"exp"/, (token, sign) => sign({ ...idTokenClaims(token), iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 })],
      ['unsigned', /"alg"/, async (token) => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`],
      ['signed with another key', /signature verification failed/, async (token) => `${token.split('.').slice(0, 2).join('.')}.${Buffer.from('forged-signature').toString('base64url')}`],
    ];
    for (const [what, reason, tamper] of forgeries) {
      it(`refuses an ID token ${what}, opens no session and records the refusal`, async () => {
        await configure();
        provider.tamperIdToken = tamper;
        const refused = await signIn('alice-sub');
        expect(refused.code, refused.msg).toBe(ErrorCode.SSO_TOKEN_REFUSED);
        expect(refused.msg).toMatch(/^身份提供方的应答未通过校验，已拒绝登录：/);
        expect(refused.msg).toMatch(reason);
        expect(await app.services.repos.sso.findLink(provider.issuer, 'alice-sub')).toBeUndefined();
        expect((await ssoAudit()).map((row) => row.outcome)).toEqual(['failure']);
      });
    }
  });

  it('keeps password sign-in working for the break-glass admin when single sign-on is misconfigured', async () => {
    await app.services.params.set('server.allow_private_urls', 'true');
    await asAdmin({ method: 'PUT', url: '/xiaozhi/admin/sso', payload: settingsBody({ issuer: 'http://127.0.0.1:9/nothing-here', ssoOnly: true }) });
    const started = await call(app, { method: 'POST', url: '/xiaozhi/user/sso/start', payload: { redirectUri: REDIRECT_URI } });
    expect(started.code).toBe(ErrorCode.SSO_DISCOVERY_FAILED);
    const signedIn = await login(app, admin.phone, admin.password);
    expect(signedIn.code, signedIn.msg).toBe(0);
  });
});
