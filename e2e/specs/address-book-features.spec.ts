// The address book and the feature switches as people meet them: a user names another of their devices in one
// device's address book, turns its call permission off and on (the device server's lookup follows), edits and deletes
// the entry; an administrator switches the knowledge base off (its menu entry goes, its screen says it is off, for
// everyone) and on again. Screens at desktop and phone widths in Chinese and English.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedDevice, SimulatedDeviceServer, socketTransport } from '../../apps/server/test/device-simulator.ts';
import { launchBrowser } from '../support/browser.ts';
import { paramValue } from '../support/database.ts';
import { openScreen, type Screen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000141';
const USER = '+8613800000142';
const LIVING_ROOM = 'a4:cf:12:14:10:01';
const BEDROOM = 'a4:cf:12:14:10:02';

/** Dialogs slide in and out; a screenshot waits until nothing moves. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);
/** A menu entry by its path, whether the horizontal menu shows it or folds it into "…". */
const menuEntry = (page: Page, path: string) => page.locator(`li.ant-menu-item[data-menu-id$="-${path}"]`).first();
const ok = (page: Page) => page.getByRole('dialog').getByRole('button', { name: /确\s?定|OK/ });

describe('address book and feature switches in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let adminToken: string;
  let userToken: string;
  let deviceServer: SimulatedDeviceServer;

  const api = async (token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; msg?: string; data: unknown };
  };

  beforeAll(async () => {
    [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
    runAdminCli(app, ['create-user', ADMIN, 'Features2025x', '--admin']);
    runAdminCli(app, ['create-user', USER, 'Contacts2025x']);
    adminToken = runAdminCli(app, ['token', ADMIN]);
    userToken = runAdminCli(app, ['token', USER]);
    const agentId = String((await api(userToken, 'POST', '/xiaozhi/agent', { agentName: '家庭助手' })).data);
    for (const [mac, alias] of [[LIVING_ROOM, '客厅音箱'], [BEDROOM, '卧室音箱']] as const) {
      const code = (await new SimulatedDevice(socketTransport(app.baseUrl), { mac }).checkIn()).json.activation.code;
      expect((await api(userToken, 'POST', `/xiaozhi/device/bind/${agentId}/${code}`)).code).toBe(0);
      expect((await api(userToken, 'PUT', `/xiaozhi/device/update/${mac}`, { alias })).code).toBe(0);
    }
    deviceServer = new SimulatedDeviceServer(socketTransport(app.baseUrl), paramValue(app.dataDir, 'server.secret'));
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('adds, edits, forbids and deletes an address-book entry; the device server’s lookup follows', { timeout: 90_000 }, async () => {
    const screen = await openScreen(browser, { baseUrl: app.baseUrl, token: userToken, locale: 'zh_CN' });
    const { page } = screen;
    await screen.goto('/address-book-management');
    await page.getByText('这台设备的通讯录还是空的').waitFor();
    await page.getByRole('button', { name: '添加联系人' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('对方设备').click();
    await page.locator('.ant-select-item-option').filter({ hasText: BEDROOM }).click();
    await dialog.getByLabel('备注名').fill('卧室');
    await ok(page).click();
    await page.getByText('已添加').waitFor();
    const row = page.getByRole('row').filter({ hasText: '卧室' });
    await row.waitFor();
    expect(await row.textContent()).toContain('卧室音箱');
    expect((await deviceServer.lookupAddressBook(LIVING_ROOM, '卧室')).data).toEqual({ targetMac: BEDROOM, callerNickname: '客厅音箱', hasPermission: true });

    const permission = row.getByRole('switch', { name: '允许呼叫卧室' });
    // Call permission off: the lookup no longer resolves the nickname; on again: it does.
    let saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/device/address-book/'));
    await permission.click();
    await saved;
    await row.getByRole('switch', { name: '允许呼叫卧室', checked: false }).waitFor();
    expect((await deviceServer.lookupAddressBook(LIVING_ROOM, '卧室')).data).toBeNull();
    saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/device/address-book/'));
    await permission.click();
    await saved;
    await row.getByRole('switch', { name: '允许呼叫卧室', checked: true }).waitFor();
    expect((await deviceServer.lookupAddressBook(LIVING_ROOM, '卧室')).data).toMatchObject({ targetMac: BEDROOM });

    // Edit the alias: the old nickname stops resolving, the new one works.
    await row.getByRole('button', { name: /编\s?辑/ }).click();
    await dialog.getByLabel('备注名').fill('主卧');
    await ok(page).click();
    await page.getByText('已保存').waitFor();
    await page.getByRole('row').filter({ hasText: '主卧' }).waitFor();
    expect((await deviceServer.lookupAddressBook(LIVING_ROOM, '卧室')).data).toBeNull();
    expect((await deviceServer.lookupAddressBook(LIVING_ROOM, '主卧')).data).toMatchObject({ targetMac: BEDROOM });
    await settled(page);
    await screen.screenshot('address-book-zh_CN-1440', { fullPage: false });

    // The other device's book is its own.
    await page.getByLabel('设备').click();
    await page.locator('.ant-select-item-option').filter({ hasText: BEDROOM }).click();
    await page.getByText('这台设备的通讯录还是空的').waitFor();

    // Delete from the first device's book.
    await page.getByLabel('设备').click();
    await page.locator('.ant-select-item-option').filter({ hasText: LIVING_ROOM }).click();
    const renamed = page.getByRole('row').filter({ hasText: '主卧' });
    await renamed.getByRole('button', { name: /删\s?除/ }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s?定|OK/ }).click();
    await renamed.waitFor({ state: 'detached' });
    expect((await deviceServer.lookupAddressBook(LIVING_ROOM, '主卧')).data).toBeNull();
    expect(screen.errors).toEqual([]);
    await screen.close();

    // Leave one entry for the screenshots.
    expect((await api(userToken, 'POST', `/xiaozhi/device/address-book/${LIVING_ROOM}`, { targetMac: BEDROOM, alias: '卧室', hasPermission: false })).code).toBe(0);
  });

  it('switches the knowledge base off (menu entry gone, screen says so, for everyone) and on again', { timeout: 90_000 }, async () => {
    const admin = await openScreen(browser, { baseUrl: app.baseUrl, token: adminToken, locale: 'zh_CN' });
    const { page } = admin;
    await admin.goto('/feature-management');
    await menuEntry(page, '/datasets').waitFor({ state: 'attached' });
    const knowledge = page.getByRole('switch', { name: '知识库' });
    expect(await knowledge.getAttribute('aria-checked')).toBe('true');
    await knowledge.click();
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('已保存，菜单已更新').waitFor();
    await menuEntry(page, '/datasets').waitFor({ state: 'detached' });
    await page.getByText('已保存，菜单已更新').waitFor({ state: 'detached' });
    await admin.screenshot('feature-management-zh_CN-1440', { fullPage: false });

    // After a reload the switch comes from the server; the screen itself says it is off.
    await admin.goto('/datasets');
    await page.getByText('“知识库”功能已关闭').waitFor();
    expect(await menuEntry(page, '/datasets').count()).toBe(0);
    await admin.screenshot('feature-off-admin-zh_CN-1440', { fullPage: false });

    const user: Screen = await openScreen(browser, { baseUrl: app.baseUrl, token: userToken, locale: 'en' });
    await user.goto('/datasets');
    await user.page.getByText('Knowledge base is switched off').waitFor();
    await user.page.getByText('An administrator has switched this feature off').waitFor();
    expect(await menuEntry(user.page, '/datasets').count()).toBe(0);
    await menuEntry(user.page, '/address-book-management').waitFor({ state: 'attached' });
    await user.screenshot('feature-off-user-en-1440', { fullPage: false });
    expect(user.errors).toEqual([]);
    await user.close();

    await admin.goto('/feature-management');
    await knowledge.click();
    await page.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('已保存，菜单已更新').waitFor();
    await menuEntry(page, '/datasets').waitFor({ state: 'attached' });
    await admin.goto('/datasets');
    expect(await page.getByText('“知识库”功能已关闭').count()).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.close();
  });

  for (const width of [1440, 390]) {
    it(`shows both screens without sideways scrolling at ${width} px`, { timeout: 90_000 }, async () => {
      for (const locale of ['zh_CN', 'en'] as const) {
        const user = await openScreen(browser, { baseUrl: app.baseUrl, token: userToken, locale, width });
        await user.goto('/address-book-management');
        await user.page.getByRole('row').filter({ hasText: '卧室' }).waitFor();
        await settled(user.page);
        expect(await user.overflow()).toBeLessThanOrEqual(0);
        await user.screenshot(`address-book-${locale}-${width}`);
        await user.page.getByRole('button', { name: locale === 'en' ? 'Edit' : /编\s?辑/ }).first().click();
        await user.page.getByRole('dialog').waitFor();
        await settled(user.page);
        await user.screenshot(`address-book-dialog-${locale}-${width}`, { fullPage: false });
        expect(user.errors).toEqual([]);
        await user.close();

        const admin = await openScreen(browser, { baseUrl: app.baseUrl, token: adminToken, locale, width });
        await admin.goto('/feature-management');
        await admin.page.getByRole('switch').first().waitFor();
        await settled(admin.page);
        expect(await admin.overflow()).toBeLessThanOrEqual(0);
        await admin.screenshot(`feature-management-${locale}-${width}`);
        expect(admin.errors).toEqual([]);
        await admin.close();
      }
    });
  }
});
