// Agent template management as an administrator uses it: the templates in order with the default marked, a new one
// added through the dialog, made the default, edited and deleted; a new agent then starts from the new default.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { createAgentOnHome, openScreen, type Screen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const ADMIN = '+8613800000072';

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

describe('agent template management in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;
  let screen: Screen;
  let page: Page;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', ADMIN, 'Templates2025x', '--admin']);
    token = runAdminCli(app, ['token', ADMIN]);
    screen = await openScreen(browser, { baseUrl: app.baseUrl, token });
    page = screen.page;
  });

  afterAll(async () => {
    await screen?.close();
    await browser?.close();
    await app?.stop();
  });

  const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
  const names = () => rows().locator('td:nth-child(3) strong').allInnerTexts();

  it('lists, adds, makes default, edits and deletes templates, and new agents copy the default', { timeout: 60_000 }, async () => {
    await screen.goto('/home');
    await screen.goto('/agent-template-management');
    await expect.poll(names).toEqual(['湾湾小何', '星际游子', '英语老师', '好奇男孩', '汪汪队长']);
    await expect.poll(() => rows().nth(0).innerText()).toContain('默认');

    await page.getByRole('button', { name: '新增模板' }).click();
    const dialog = page.locator('.ant-modal:not(.ant-modal-confirm)').filter({ hasText: '新增模板' });
    await dialog.getByLabel('模板名称').fill('厨房帮手');
    await dialog.getByLabel('角色介绍').fill('你是{{assistant_name}}，一位耐心的厨房帮手。');
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    await page.getByText('模板已新增').waitFor();
    await expect.poll(names).toEqual(['湾湾小何', '星际游子', '英语老师', '好奇男孩', '汪汪队长', '厨房帮手']);

    await rows().filter({ hasText: '厨房帮手' }).getByRole('button', { name: '设为默认' }).click();
    await page.getByText('「厨房帮手」已设为默认模板').waitFor();
    await expect.poll(names).toEqual(['厨房帮手', '湾湾小何', '星际游子', '英语老师', '好奇男孩', '汪汪队长']);
    await page.getByRole('button', { name: '下移 湾湾小何' }).click();
    await expect.poll(names).toEqual(['厨房帮手', '星际游子', '湾湾小何', '英语老师', '好奇男孩', '汪汪队长']);

    await rows().filter({ hasText: '汪汪队长' }).getByRole('button', { name: '编辑' }).click();
    const edit = page.locator('.ant-modal:not(.ant-modal-confirm)').filter({ hasText: '编辑模板' });
    await edit.getByLabel('模板名称').fill('汪汪队长二代');
    await edit.getByRole('button', { name: /^确\s?定$/ }).click();
    await page.getByText('模板已保存').waitFor();
    await expect.poll(names).toContain('汪汪队长二代');

    await rows().filter({ hasText: '好奇男孩' }).getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popover').getByRole('button', { name: /^确\s?定$/ }).click();
    await expect.poll(names).toEqual(['厨房帮手', '星际游子', '湾湾小何', '英语老师', '汪汪队长二代']);

    // A new agent starts from the default template.
    await screen.goto('/home');
    const card = await createAgentOnHome(page, '新厨房');
    await card.getByText('一位耐心的厨房帮手').waitFor();
    expect(screen.errors).toEqual([]);
  });

  for (const width of [1440, 390]) {
    it(`shows the template list and dialog without sideways scrolling at ${width} px`, { timeout: 60_000 }, async () => {
      for (const locale of ['zh_CN', 'en'] as const) {
        const shot = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width });
        await shot.goto('/agent-template-management');
        await shot.page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
        await settled(shot.page);
        expect(await shot.overflow()).toBeLessThanOrEqual(0);
        await shot.screenshot(`agent-templates-${locale}-${width}`);
        await shot.page.getByRole('button', { name: locale === 'en' ? 'Add template' : '新增模板' }).click();
        await shot.page.locator('.ant-modal textarea').waitFor();
        await settled(shot.page);
        await shot.screenshot(`agent-templates-dialog-${locale}-${width}`, { fullPage: false });
        expect(shot.errors).toEqual([]);
        await shot.close();
      }
    });
  }
});
