// The admin reads the audit log: a failed sign-in through the form and user status changes made over HTTP appear
// with who, what and outcome; the action and date filters narrow the list, previous/next walk it by cursor, and the
// screen fits 1440 and 390 px in zh_CN and en.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLogin } from '../support/accounts.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { openScreen, type Screen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000071';
const MEMBER = { mobile: '13900000072', password: 'Member2025x' };

describe('audit log in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;
  let memberId: string;
  let screen: Screen;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', ADMIN, 'Audit2025x', '--admin']);
    runAdminCli(app, ['create-user', `+86${MEMBER.mobile}`, MEMBER.password]);
    token = runAdminCli(app, ['token', ADMIN]);
    const users = await fetch(`${app.baseUrl}/xiaozhi/admin/users?mobile=${MEMBER.mobile}`, { headers: { authorization: `Bearer ${token}` } });
    memberId = ((await users.json()) as { data: { list: { userid: string }[] } }).data.list[0]!.userid;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const setStatus = async (status: 0 | 1) => {
    const answer = await fetch(`${app.baseUrl}/xiaozhi/admin/users/changeStatus/${memberId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
    expect(((await answer.json()) as { code: number }).code).toBe(0);
  };

  it('shows a failed sign-in and a disabled user, and filters by action', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${app.baseUrl}/login`);
    await submitLogin(page, app, { ...MEMBER, password: 'Wrong2025x' });
    await page.getByText('账号或密码错误').waitFor();
    await page.context().close();
    await setStatus(0);

    screen = await openScreen(browser, { baseUrl: app.baseUrl, token });
    await screen.goto('/audit-log');
    const disabled = screen.page.getByRole('row', { name: /禁用用户/ });
    await disabled.waitFor();
    expect(await disabled.textContent()).toContain(`+86${MEMBER.mobile}`);
    expect(await disabled.textContent()).toContain(ADMIN);
    const signIn = screen.page.getByRole('row', { name: /登录/ });
    expect(await signIn.textContent()).toContain('失败');
    expect(await signIn.textContent()).toContain(`+86${MEMBER.mobile}`);

    await screen.page.getByRole('combobox', { name: '全部操作' }).click();
    await screen.page.locator('.ant-select-dropdown').getByText('禁用用户', { exact: true }).click();
    await screen.page.waitForURL(/action=user\.disable/);
    await screen.page.getByRole('row', { name: /登录/ }).waitFor({ state: 'detached' });
    expect(await screen.page.getByRole('row', { name: /禁用用户/ }).count()).toBe(1);
  });

  it('filters by days: a range long past is empty, today holds the entries', async () => {
    await screen.goto('/audit-log?from=2020-01-01&to=2020-01-31');
    await screen.page.getByText('没有符合条件的记录').waitFor();
    const today = await screen.page.evaluate(() => new Date().toLocaleDateString('sv'));
    await screen.goto(`/audit-log?from=${today}&to=${today}`);
    await screen.page.getByRole('row', { name: /禁用用户/ }).waitFor();
  });

  it('walks older and newer pages by cursor', async () => {
    for (let i = 0; i < 6; i += 1) {
      await setStatus(1);
      await setStatus(0);
    }
    await screen.goto('/audit-log');
    await screen.page.getByText('第 1 页').waitFor();
    // Entries of one second read alike; their ids (the row keys) tell them apart.
    const rowIds = () => screen.page.locator('.ant-table-tbody tr.ant-table-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));
    const firstPage = await rowIds();
    expect(firstPage).toHaveLength(10);
    await screen.page.getByRole('button', { name: '下一页' }).click();
    await screen.page.getByText('第 2 页').waitFor();
    await screen.page.getByRole('row', { name: /登录/ }).waitFor();
    const secondPage = await rowIds();
    expect(secondPage).toHaveLength(4);
    expect(secondPage.some((id) => firstPage.includes(id))).toBe(false);
    expect(await screen.page.getByRole('button', { name: '下一页' }).isDisabled()).toBe(true);
    await screen.page.getByRole('button', { name: '上一页' }).click();
    await screen.page.getByText('第 1 页').waitFor();
    expect(await screen.page.getByRole('button', { name: '上一页' }).isDisabled()).toBe(true);
    await screen.close();
  });

  it('fits 1440 and 390 px in zh_CN and en without sideways scrolling or errors', async () => {
    const labels = { zh_CN: '禁用用户', en: 'Disable user' } as const;
    for (const width of [1440, 390]) {
      for (const locale of ['zh_CN', 'en'] as const) {
        const view = await openScreen(browser, { baseUrl: app.baseUrl, width, locale, token });
        await view.goto('/audit-log');
        await view.page.getByText(labels[locale]).first().waitFor();
        await view.page.getByRole('heading', { name: locale === 'en' ? 'Audit log' : '审计日志' }).waitFor();
        const overflow = await view.overflow();
        await view.screenshot(`audit-log-${width}-${locale}`);
        expect(overflow, `${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(view.errors, `${width} ${locale} logged errors`).toEqual([]);
        await view.close();
      }
    }
  });
});
