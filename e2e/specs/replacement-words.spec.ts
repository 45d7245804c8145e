// Replacement words as a user meets them: a word file typed in the dialog (a bad line is named before anything is
// sent), bound to an agent in role configuration, and read back by the device server with the server secret through
// POST /config/correct-words; then the screen at desktop and phone widths in Chinese and English.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedDevice, SimulatedDeviceServer, socketTransport } from '../../apps/server/test/device-simulator.ts';
import { launchBrowser } from '../support/browser.ts';
import { paramValue } from '../support/database.ts';
import { openScreen } from '../support/screens.ts';
import { runAdminCli, startConsole, type RunningConsole } from '../support/server.ts';

const USER = '+8613800000091';
const FILE = '人名纠错';

/** Dialogs slide in and out; a screenshot waits until nothing moves. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

describe('replacement words in the browser', () => {
  let app: RunningConsole;
  let browser: Browser;
  let token: string;

  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; msg?: string; data: unknown };
  };

  beforeAll(async () => {
    [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
    runAdminCli(app, ['create-user', USER, 'WordUser2025x']);
    token = runAdminCli(app, ['token', USER]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('creates a word file, binds it in role configuration, and the device server gets its pairs', { timeout: 60_000 }, async () => {
    const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale: 'zh_CN' });
    const { page } = screen;
    await screen.goto('/replacement-word-management');
    await page.getByRole('button', { name: /新\s?增/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('文件名').fill(FILE);
    const text = dialog.getByLabel('替换词（每行一条：原词|替换词）');
    await text.fill('小志|小智\n\n肖智');
    await dialog.getByRole('button', { name: /确\s?定|OK/ }).click();
    await dialog.getByText('第 3 行缺少“|”：肖智').waitFor();
    await text.fill('小志|小智\n\n肖智|小智');
    await dialog.getByRole('button', { name: /确\s?定|OK/ }).click();
    await page.getByText('已新增').waitFor();
    const row = page.getByRole('row').filter({ hasText: FILE });
    await row.waitFor();
    expect(await row.textContent()).toContain('小志|小智');

    // Download hands over the lines as a text file under the file's name.
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /下\s?载/ }).click();
    expect((await download).suggestedFilename()).toBe(`${FILE}.txt`);
    await settled(page);
    await screen.screenshot('replacement-words-zh_CN-1440', { fullPage: false });

    // A device bound to a new agent.
    const created = await api('POST', '/xiaozhi/agent', { agentName: '纠错小智' });
    const agentId = String(created.data);
    const device = new SimulatedDevice(socketTransport(app.baseUrl), { mac: 'a4:cf:12:77:88:99' });
    const code = (await device.checkIn()).json.activation.code;
    expect((await api('POST', `/xiaozhi/device/bind/${agentId}/${code}`)).code).toBe(0);

    await screen.goto(`/role-config?agentId=${agentId}`);
    await page.getByLabel('关联替换词').click();
    await page.locator('.ant-select-item-option').filter({ hasText: FILE }).click();
    await page.keyboard.press('Escape');
    await page.getByText('有未保存的修改').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settled(page);
    await screen.screenshot('role-config-replacement-words-zh_CN-1440', { fullPage: false });
    const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/xiaozhi/agent/${agentId}`));
    await page.getByRole('button', { name: '保存配置' }).click();
    expect((await saved).postDataJSON()).toEqual({ correctWordFileIds: [expect.any(String)] });
    await page.getByText('所有修改已保存').waitFor();

    const deviceServer = new SimulatedDeviceServer(socketTransport(app.baseUrl), paramValue(app.dataDir, 'server.secret'));
    expect(await deviceServer.correctWords(device.mac)).toMatchObject({ code: 0, data: ['小志|小智', '肖智|小智'] });
    expect(screen.errors).toEqual([]);
    await screen.close();
  });

  for (const width of [1440, 390]) {
    it(`shows the screen without sideways scrolling at ${width} px`, { timeout: 60_000 }, async () => {
      for (const locale of ['zh_CN', 'en'] as const) {
        const screen = await openScreen(browser, { baseUrl: app.baseUrl, token, locale, width });
        await screen.goto('/replacement-word-management');
        await screen.page.getByRole('row').filter({ hasText: FILE }).waitFor();
        await settled(screen.page);
        expect(await screen.overflow()).toBeLessThanOrEqual(0);
        await screen.screenshot(`replacement-words-${locale}-${width}`);
        await screen.page.getByRole('button', { name: locale === 'en' ? 'Edit' : /编\s?辑/ }).first().click();
        await screen.page.getByRole('dialog').waitFor();
        await settled(screen.page);
        await screen.screenshot(`replacement-words-dialog-${locale}-${width}`, { fullPage: false });
        expect(screen.errors).toEqual([]);
        await screen.close();
      }
    });
  }
});
