// A super admin assigns bought Volcengine voice ids to a user on the voice resources screen (音色资源), the one the
// clone screen's refusal names: ids without S_ are refused in the field, the slots are listed, paged and deleted.
// Screenshots at 1440 and 390 px in Chinese and English.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000171';
const OWNER = '13800000172';

describe('voice resources screen', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
    runAdminCli(app, ['create-user', ADMIN, 'Resources2025x', '--admin']);
    runAdminCli(app, ['create-user', `+86${OWNER}`, 'Resources2025y']);
    token = runAdminCli(app, ['token', ADMIN]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('is in the admin menu, assigns S_ ids to a user found by phone and deletes one', { timeout: 90_000 }, async () => {
    const view = await openScreen(browser, { baseUrl: app.baseUrl, token, locale: 'zh_CN' });
    const { page } = view;
    await view.goto('/home');
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '音色资源' }).click();
    await page.waitForURL(/\/voice-resource-management$/);
    await page.getByText('还没有分配音色资源', { exact: false }).waitFor();

    await page.getByRole('button', { name: '分配音色' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('火山', { exact: false }).first().waitFor();
    const ids = dialog.getByLabel('音色 ID');
    for (const id of ['bad_id', 'S_e2e_one', 'S_e2e_two']) {
      await ids.fill(id);
      await ids.press('Enter');
    }
    await dialog.getByLabel('归属用户').fill(OWNER.slice(0, 6));
    await page.locator('.ant-select-dropdown').getByTitle(`+86${OWNER}`).click();
    await dialog.getByLabel('支持语言').fill('普通话、英语');
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    await dialog.getByText('音色 ID「bad_id」必须以 S_ 开头').waitFor();
    await dialog.locator('.ant-select-selection-item', { hasText: 'bad_id' }).locator('.ant-select-selection-item-remove').click();
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    await page.getByText('已分配 2 个音色资源').waitFor();
    await page.getByRole('row', { name: /S_e2e_one/ }).waitFor();
    expect(await page.getByRole('row', { name: /S_e2e_two/ }).textContent()).toContain(`+86${OWNER}`);

    await page.getByRole('row', { name: /S_e2e_two/ }).getByRole('button', { name: /删\s?除/ }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /^确\s?定$/ }).click();
    await page.getByText('已删除 1 个音色资源').waitFor();
    await expect.poll(() => page.getByRole('row', { name: /S_e2e_two/ }).count()).toBe(0);
    expect(view.errors).toEqual([]);
    await view.close();
  });

  it('fits 1440 and 390 px in Chinese and English', { timeout: 90_000 }, async () => {
    for (const width of [1440, 390]) {
      for (const locale of ['zh_CN', 'en']) {
        const view = await openScreen(browser, { baseUrl: app.baseUrl, width, locale, token });
        await view.goto('/voice-resource-management');
        await view.page.getByText('S_e2e_one').first().waitFor();
        await view.screenshot(`voice-resources-${width}-${locale}`);
        await view.page.getByRole('button', { name: locale === 'en' ? 'Assign voices' : '分配音色' }).click();
        await view.page.getByRole('dialog').getByText(locale === 'en' ? 'Owner' : '归属用户', { exact: true }).waitFor();
        await view.page.locator('.ant-modal').evaluate((modal) => Promise.all(modal.getAnimations({ subtree: true }).map((animation) => animation.finished)));
        await view.screenshot(`voice-resources-dialog-${width}-${locale}`, { fullPage: false });
        expect(await view.overflow(), `${width} ${locale} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(view.errors).toEqual([]);
        await view.close();
      }
    }
  });
});
