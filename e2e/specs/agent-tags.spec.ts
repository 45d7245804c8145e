// Agent tags as a person uses them: added and removed in the role-config header, saved with the configuration,
// shown on the home cards, and used to filter and to search the agents there.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { createAgentOnHome, openScreen, type Screen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const OWNER = '+8613800000061';

/** Tags and toasts fade in and out; a screenshot waits until nothing moves. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

describe('agent tags in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;
  let screen: Screen;
  let page: Page;

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    runAdminCli(app, ['create-user', OWNER, 'Tags2025xx']);
    token = runAdminCli(app, ['token', OWNER]);
    screen = await openScreen(browser, { baseUrl: app.baseUrl, token });
    page = screen.page;
  });

  afterAll(async () => {
    await screen?.close();
    await browser?.close();
    await app?.stop();
  });


  it('adds and removes tags in the role configuration and saves them with it', async () => {
    await screen.goto('/home');
    await createAgentOnHome(page, '书房助手');
    await createAgentOnHome(page, '客厅小智');
    const card = page.locator('.ant-card').filter({ hasText: '客厅小智' });
    await card.getByRole('button', { name: '配置角色' }).click();
    await page.waitForURL(/\/role-config\?agentId=/);
    await page.getByText('所有修改已保存').waitFor();

    for (const name of ['儿童', '客厅']) {
      await page.getByRole('button', { name: '添加标签' }).click();
      await page.getByLabel('新标签名').fill(name);
      await page.getByLabel('新标签名').press('Enter');
    }
    const tags = page.getByRole('group', { name: '标签' });
    // A chip's text is its name and its close mark.
    await tags.getByText('客厅').waitFor();
    await page.getByLabel('移除标签 客厅').click();
    await expect.poll(() => tags.getByText('客厅').count()).toBe(0);

    const saved = page.waitForRequest((request) => request.method() === 'PUT' && /\/xiaozhi\/agent\/[0-9a-f]{32}$/.test(request.url()));
    await page.getByRole('button', { name: '保存配置' }).click();
    expect((await saved).postDataJSON()).toEqual({ tagNames: ['儿童'] });
    await page.getByText('所有修改已保存').waitFor();

    // What was saved comes back after a reload.
    await screen.goto(new URL(page.url()).pathname + new URL(page.url()).search);
    await page.getByRole('group', { name: '标签' }).getByText('儿童').waitFor();
    expect(screen.errors).toEqual([]);
  });

  it('shows the tag on the home card, filters the cards by it and finds the agent by searching for it', async () => {
    await screen.goto('/home');
    await page.getByText('书房助手', { exact: true }).waitFor();
    const filter = page.getByRole('group', { name: '标签' });
    await filter.getByText('儿童', { exact: true }).click();
    await page.waitForURL(/tag=/);
    await expect.poll(() => page.getByText('书房助手', { exact: true }).count()).toBe(0);
    await page.getByText('客厅小智', { exact: true }).waitFor();
    await filter.getByText('全部', { exact: true }).click();
    await page.getByText('书房助手', { exact: true }).waitFor();

    await page.getByPlaceholder('搜索智能体名称、标签或设备 MAC').fill('儿童');
    await page.getByPlaceholder('搜索智能体名称、标签或设备 MAC').press('Enter');
    await page.waitForURL(/keyword=/);
    await expect.poll(() => page.getByText('书房助手', { exact: true }).count()).toBe(0);
    await page.getByText('客厅小智', { exact: true }).waitFor();
    expect(screen.errors).toEqual([]);
  });

  for (const width of [1440, 390]) {
    it(`shows the tags on home and in the role configuration without sideways scrolling at ${width} px`, { timeout: 60_000 }, async () => {
      for (const locale of ['zh_CN', 'en'] as const) {
        const shot = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width });
        await shot.goto('/home');
        await shot.page.locator('.ant-card').filter({ hasText: '客厅小智' }).waitFor();
        await settled(shot.page);
        await shot.screenshot(`agent-tags-home-${locale}-${width}`);
        expect(await shot.overflow(), `home ${locale} ${width} scrolls sideways`).toBeLessThanOrEqual(0);

        await shot.page.locator('.ant-card').filter({ hasText: '客厅小智' }).getByRole('button', { name: locale === 'en' ? 'Configure' : '配置角色' }).click();
        await shot.page.getByRole('button', { name: locale === 'en' ? 'Add tag' : '添加标签' }).click();
        await settled(shot.page);
        expect(await shot.overflow()).toBeLessThanOrEqual(0);
        await shot.screenshot(`agent-tags-role-config-${locale}-${width}`, { fullPage: false });
        expect(shot.errors).toEqual([]);
        await shot.close();
      }
    });
  }
});
