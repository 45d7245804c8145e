// Single sign-on in the browser against a real OpenID provider (oidc-provider on loopback, its own login page):
// the sign-in screen offers the provider, the provider's page signs the person in, and the console lands on home,
// in zh_CN and en; a return the console did not start is refused with a localised page. The SSO admin screen and
// the sign-in screen are captured at 1440 and 390 px in both languages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcTestProvider, TEST_CLIENT } from '../../apps/server/test/oidc-test-provider.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000091';
const SHOTS = process.env.SSO_SHOTS_DIR ?? '';

interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}

describe('single sign-on in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let provider: OidcTestProvider;
  let adminToken: string;

  const api = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Envelope<T>> => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Envelope<T>;
  };

  beforeAll(async () => {
    [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
    runAdminCli(app, ['create-user', ADMIN, 'SsoAdmin2025x', '--admin']);
    adminToken = runAdminCli(app, ['token', ADMIN]);
    provider = await OidcTestProvider.start([`${app.baseUrl}/sso/callback`], [`${app.baseUrl}/login`]);
    provider.addAccount({ sub: 'li-lei', claims: { preferred_username: 'lilei', name: '李雷' } });
    provider.addAccount({ sub: 'jane', claims: { preferred_username: 'jane', name: 'Jane Doe' } });
    // The provider listens on loopback, which the outbound guard refuses unless the admin allows private addresses.
    const found = await api<{ list: Record<string, unknown>[] }>('GET', '/xiaozhi/admin/params/page?paramCode=server.allow_private_urls&page=1&limit=10');
    const param = found.data.list.find((row) => row.paramCode === 'server.allow_private_urls');
    expect((await api('PUT', '/xiaozhi/admin/params', { ...param, paramValue: 'true' })).code).toBe(0);
    const saved = await api('PUT', '/xiaozhi/admin/sso', {
      enabled: true,
      displayName: 'Campus ID',
      issuer: provider.issuer,
      clientId: TEST_CLIENT.id,
      clientSecret: TEST_CLIENT.secret,
      scopes: 'openid profile',
      usernameClaim: 'preferred_username',
      nameClaim: 'name',
      autoProvision: true,
      adminClaim: '',
      adminValue: '',
      ssoOnly: false,
    });
    expect(saved.code, saved.msg).toBe(0);
  });

  afterAll(async () => {
    await browser?.close();
    await provider?.close();
    await app?.stop();
  });

  async function signInPage(language: string, width = 1440): Promise<Page> {
    const context = await newContext(browser, { width, height: width > 600 ? 900 : 844, locale: language === 'en' ? 'en-US' : 'zh-CN' });
    await context.addInitScript((saved) => localStorage.setItem('userLanguage', saved), language);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/login`, { waitUntil: 'networkidle' });
    return page;
  }

  const cases = [
    { language: 'zh_CN', sub: 'li-lei', username: 'lilei', button: '使用 Campus ID 登录' },
    { language: 'en', sub: 'jane', username: 'jane', button: 'Sign in with Campus ID' },
  ];
  for (const { language, sub, username, button } of cases) {
    it(`signs in through the provider's own login page and lands on home (${language})`, async () => {
      const page = await signInPage(language);
      await page.getByRole('button', { name: button }).click();
      await page.waitForURL((url) => url.origin === provider.issuer);
      await page.locator('input[name="login"]').fill(sub);
      await page.locator('input[name="password"]').fill('any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.waitForURL(`${app.baseUrl}/home`, { timeout: 30_000, waitUntil: 'commit' });
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      const me = await fetch(`${app.baseUrl}/xiaozhi/user/info`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await me.json()) as Envelope<{ username: string }>).data.username).toBe(username);
      await page.context().close();
    });
  }

  it('refuses a return it did not start with a localised page, in zh_CN and en', async () => {
    for (const [language, text] of [['zh_CN', '单点登录未完成'], ['en', 'Single sign-on did not complete']] as const) {
      const page = await signInPage(language);
      await page.goto(`${app.baseUrl}/sso/callback?code=forged&state=never-issued`, { waitUntil: 'networkidle' });
      await page.getByText(text).waitFor();
      const reason = language === 'en' ? 'already used (state mismatch)' : '已使用（state 不符）';
      await page.getByText(reason, { exact: false }).waitFor();
      expect(page.url()).toBe(`${app.baseUrl}/sso/callback`);
      await page.context().close();
    }
    const audit = await api<{ list: { action: string; outcome: string }[] }>('GET', '/xiaozhi/admin/audit-logs?limit=100&action=auth.sso_sign_in');
    expect(audit.data.list.filter((row) => row.outcome === 'failure').length).toBeGreaterThanOrEqual(2);
  });

  it.runIf(SHOTS)('captures the SSO admin screen and the sign-in screen at 1440 and 390 px', async () => {
    for (const language of ['zh_CN', 'en']) {
      for (const width of [1440, 390]) {
        const screen = await openScreen(browser, { baseUrl: app.baseUrl, token: adminToken, locale: language, width });
        await screen.goto('/sso-management');
        await screen.page.getByRole('button', { name: language === 'en' ? 'Test' : '测 试' }).click();
        await screen.page.getByText(language === 'en' ? "The provider's configuration was read" : '已读取身份提供方配置').waitFor();
        expect(await screen.overflow()).toBeLessThanOrEqual(0);
        await screen.page.screenshot({ path: `${SHOTS}/admin-${language}-${width}.png`, fullPage: true });
        await screen.close();
        const page = await signInPage(language, width);
        await page.getByRole('button', { name: language === 'en' ? 'Sign in with Campus ID' : '使用 Campus ID 登录' }).waitFor();
        await page.screenshot({ path: `${SHOTS}/login-${language}-${width}.png`, fullPage: true });
        await page.context().close();
      }
    }
  });
});
