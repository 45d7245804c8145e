// Agent versions and context sources as a person uses them: two saves in the role configuration, the history dialog
// listing them with their changed fields, one version viewed beside the current configuration and restored after a
// confirmation; a context source added in its dialog and saved with the page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { createAgentOnHome, openScreen, type Screen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const OWNER = '+8613800000071';

/** Dialogs and toasts fade in and out; a screenshot waits until nothing moves. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

describe('agent versions and context sources in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;
  let screen: Screen;
  let page: Page;
  let roleConfigPath = '';

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', OWNER, 'Versions2025x']);
    token = runAdminCli(app, ['token', OWNER]);
    screen = await openScreen(browser, { baseUrl: app.baseUrl, token });
    page = screen.page;
  });

  afterAll(async () => {
    await screen?.close();
    await browser?.close();
    await app?.stop();
  });

  const save = async () => {
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/xiaozhi\/agent\/[0-9a-f]{32}$/.test(response.url()));
    await page.getByRole('button', { name: '保存配置' }).click();
    expect((await (await saved).json()).code).toBe(0);
    await page.getByText('所有修改已保存').waitFor();
  };

  it('keeps a version per save, shows them with their changed fields and restores one after confirming', async () => {
    await screen.goto('/home');
    const card = await createAgentOnHome(page, '版本助手');
    await card.getByRole('button', { name: '配置角色' }).click();
    await page.waitForURL(/\/role-config\?agentId=/);
    roleConfigPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.getByText('所有修改已保存').waitFor();

    await page.getByLabel('智能体名称').fill('版本助手二号');
    await save();
    await page.getByLabel('角色介绍').fill('你是{{assistant_name}}，说话简短。');
    await save();

    await page.getByRole('button', { name: '历史版本' }).click();
    const dialog = page.locator('.ant-modal:not(.ant-modal-confirm)').filter({ hasText: '历史版本' });
    const rows = dialog.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(() => rows.nth(0).innerText()).toMatch(/v3[\s\S]*保存[\s\S]*角色介绍/);
    await expect.poll(() => rows.nth(1).innerText()).toMatch(/v2[\s\S]*智能体名称/);
    await expect.poll(() => rows.nth(2).innerText()).toMatch(/v1[\s\S]*初始/);

    // The first version beside the current configuration: the name row differs.
    await rows.nth(2).getByRole('button', { name: '查看' }).click();
    await dialog.getByText('v1 保存于').waitFor();
    const nameRow = dialog.locator('.ant-table-tbody tr').filter({ hasText: '智能体名称' });
    await expect.poll(() => nameRow.innerText()).toMatch(/不同[\s\S]*版本助手[\s\S]*版本助手二号/);

    await dialog.getByRole('button', { name: '恢复到 v1' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.locator('.ant-modal-confirm-title').filter({ hasText: '恢复到版本 v1？' }).waitFor();
    await confirm.getByRole('button', { name: /^恢\s?复$/ }).click();
    await page.getByText('已恢复到 v1，重启设备后生效').waitFor();
    await expect.poll(() => page.getByLabel('智能体名称').inputValue()).toBe('版本助手');
    await expect.poll(() => page.getByLabel('角色介绍').inputValue()).not.toContain('说话简短');

    await page.getByRole('button', { name: '历史版本' }).click();
    await expect.poll(() => rows.count()).toBe(4);
    await expect.poll(() => rows.nth(0).innerText()).toMatch(/v4[\s\S]*恢复自 v1/);
    await page.keyboard.press('Escape');
    expect(screen.errors).toEqual([]);
  });

  it('adds a context source in its dialog and saves it with the page', async () => {
    await screen.goto(roleConfigPath);
    await page.getByText('所有修改已保存').waitFor();
    await page.getByRole('button', { name: '编辑源' }).click();
    const dialog = page.locator('.ant-modal:not(.ant-modal-confirm)').filter({ hasText: '编辑上下文源' });
    await dialog.getByRole('button', { name: /添加源/ }).click();
    await dialog.getByLabel('地址').fill('https://93.184.216.34/context');
    await dialog.getByRole('button', { name: '添加请求头' }).click();
    await dialog.getByLabel('名称').fill('Authorization');
    await dialog.getByLabel('值').fill('Bearer demo');
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    await page.getByText('已成功添加 1 个源').waitFor();

    const saved = page.waitForRequest((request) => request.method() === 'PUT' && /\/xiaozhi\/agent\/[0-9a-f]{32}$/.test(request.url()));
    await page.getByRole('button', { name: '保存配置' }).click();
    expect((await saved).postDataJSON()).toEqual({ contextProviders: [{ url: 'https://93.184.216.34/context', headers: { Authorization: 'Bearer demo' } }] });
    await page.getByText('所有修改已保存').waitFor();
    await screen.goto(roleConfigPath);
    await page.getByText('https://93.184.216.34/context').waitFor();
    expect(screen.errors).toEqual([]);
  });

  for (const width of [1440, 390]) {
    it(`shows the history and context dialogs without sideways scrolling at ${width} px`, { timeout: 60_000 }, async () => {
      for (const locale of ['zh_CN', 'en'] as const) {
        const shot = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width });
        await shot.goto(roleConfigPath);
        await shot.page.getByText(locale === 'en' ? 'All changes saved' : '所有修改已保存').waitFor();
        await settled(shot.page);
        expect(await shot.overflow()).toBeLessThanOrEqual(0);
        await shot.screenshot(`agent-versions-role-config-${locale}-${width}`);

        await shot.page.getByRole('button', { name: locale === 'en' ? 'History versions' : '历史版本' }).click();
        await shot.page.locator('.ant-modal .ant-table-row').first().waitFor();
        await settled(shot.page);
        await shot.screenshot(`agent-versions-history-${locale}-${width}`, { fullPage: false });
        await shot.page.locator('.ant-modal .ant-table-row').last().getByRole('button', { name: locale === 'en' ? 'View' : '查看' }).click();
        await shot.page.locator('.ant-modal .ant-tag').filter({ hasText: locale === 'en' ? 'differs' : '不同' }).first().waitFor();
        await settled(shot.page);
        await shot.screenshot(`agent-versions-view-${locale}-${width}`, { fullPage: false });
        await shot.page.keyboard.press('Escape');

        await shot.page.getByRole('button', { name: locale === 'en' ? 'Edit sources' : '编辑源' }).click();
        await shot.page.locator('.ant-modal .ant-card').first().waitFor();
        await settled(shot.page);
        await shot.screenshot(`agent-context-dialog-${locale}-${width}`, { fullPage: false });
        expect(shot.errors).toEqual([]);
        await shot.close();
      }
    });
  }
});
