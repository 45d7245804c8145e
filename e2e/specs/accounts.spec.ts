import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, register, submitLogin, type Account } from '../support/accounts.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { startConsole, type RunningConsole } from '../support/server.ts';

/** The avatar button in the header opens the account menu. */
const openUserMenu = (page: Page) => page.locator('header .ant-avatar').first().click();

const admin: Account = { mobile: '13800000001', password: 'Admin2025x' };
const member: Account = { mobile: '13900000002', password: 'Member2025x' };

describe('accounts in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let adminContext: BrowserContext;
  let adminPage: Page;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    adminContext = await newContext(browser);
    adminPage = await adminContext.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('registers the first administrator with the bootstrap code from the server log', async () => {
    const bootstrap = await app.waitForLog((line) => line.msg === 'admin bootstrap code');
    await register(adminPage, app, admin, String(bootstrap.bootstrapCode));
    await login(adminPage, app, admin);
    await adminPage.locator('aside nav').getByText('系统管理').waitFor();
  });

  it('logs out back to the sign-in page', async () => {
    await openUserMenu(adminPage);
    await adminPage.getByRole('menuitem', { name: '退出登录' }).click();
    await adminPage.waitForURL(/\/login/);
    expect(await adminPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('sends a signed-out visitor to login with the full path and back after signing in', async () => {
    await adminPage.goto(`${app.baseUrl}/user-management?page=1&limit=20`);
    await adminPage.waitForURL(/\/login\?redirect=/);
    expect(new URL(adminPage.url()).searchParams.get('redirect')).toBe('/user-management?page=1&limit=20');
    await submitLogin(adminPage, app, admin);
    await adminPage.waitForURL(/\/user-management\?page=1&limit=20$/);
    await adminPage.getByRole('cell', { name: '+8613800000001' }).waitFor();
  });

  it('refuses a wrong password with the server message', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${app.baseUrl}/login`);
    await submitLogin(page, app, { ...admin, password: 'Wrong2025x' });
    await page.getByText('账号或密码错误').waitFor();
    expect(page.url()).toContain('/login');
    await page.context().close();
  });

  it('lets an administrator disable a user, who is then refused', async () => {
    const memberContext = await newContext(browser);
    const memberPage = await memberContext.newPage();
    await register(memberPage, app, member);
    await login(memberPage, app, member);
    await memberPage.locator('aside nav').getByText('首页').first().waitFor();
    expect(await memberPage.locator('aside nav').getByText('系统管理').count()).toBe(0);

    await adminPage.goto(`${app.baseUrl}/user-management`);
    const row = adminPage.getByRole('row', { name: /\+8613900000002/ });
    await row.getByRole('button', { name: /^禁\s?用$/ }).click();
    await adminPage.locator('.ant-modal-confirm').getByRole('button', { name: /^确\s?定$/ }).click();
    await row.getByText('已禁用').waitFor();

    await memberPage.reload();
    await memberPage.waitForURL(/\/login/);
    await submitLogin(memberPage, app, member);
    await memberPage.getByText('账号已被停用').waitFor();
    await memberContext.close();
  });

  it('changes the password, signs out, and signs in with the new one', async () => {
    const changed = { ...admin, password: 'Changed2025x' };
    await adminPage.goto(`${app.baseUrl}/home`);
    await openUserMenu(adminPage);
    await adminPage.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByPlaceholder('请输入旧密码').fill(admin.password);
    await dialog.getByPlaceholder('请输入新密码').fill(changed.password);
    await dialog.getByPlaceholder('请再次输入密码').fill(changed.password);
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await adminPage.waitForURL(/\/login/);
    await login(adminPage, app, changed);
  });

  it('switches the language to Traditional Chinese and English', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${app.baseUrl}/login`);
    await page.getByText('欢迎登录').waitFor();
    // The prerendered page paints before the app loads; its menus open once the app has taken it over.
    await page.locator('button[type=submit]').waitFor();
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await page.getByText('歡迎登入').waitFor();
    await page.getByRole('button', { name: '語言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Welcome back').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userLanguage'))).toBe('en');
    await page.reload();
    await page.getByText('Welcome back').waitFor();
    await page.context().close();
  });
});
